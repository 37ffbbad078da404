import { getCurrentUser } from '@/lib/auth/current-user';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { proposalPdf } from '@/lib/proposals/documents';

/** A sent version as a PDF: the bytes whose SHA-256 a signature names. */
export async function GET(_request: Request, { params }: { params: Promise<{ versionId: string }> }) {
  const { versionId } = await params;
  const user = await getCurrentUser();
  if (!user) return notFound();
  const found = await proposalPdf(user, versionId);
  if (!found) return notFound();
  return fileResponse(found.pdf, 'application/pdf', `proposal-v${found.version}.pdf`);
}
