import { getCurrentUser } from '@/lib/auth/current-user';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { signedProposalPdf } from '@/lib/proposals/documents';

/** The signed copy of an accepted version, with its signature certificate page. */
export async function GET(_request: Request, { params }: { params: Promise<{ versionId: string }> }) {
  const { versionId } = await params;
  const user = await getCurrentUser();
  if (!user) return notFound();
  const found = await signedProposalPdf(user, versionId);
  if (!found) return notFound();
  return fileResponse(found.pdf, 'application/pdf', `proposal-v${found.version}-signed.pdf`);
}
