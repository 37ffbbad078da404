import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { todayIso } from '@/lib/billing/dates';
import { renderInvoicePdf } from '@/lib/billing/pdf';
import { getInvoiceDocument } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';
import { mayUseBilling } from '@/lib/companies/access';
import { isUuid } from '@/lib/lists/params';

/**
 * One invoice as a PDF: for its company's owners and billing members, or an admin. Any other
 * invoice is a 404, whether it exists or not (RLS hides it; the company is checked here as well).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user || !isUuid(id) || !mayUseBilling(user)) return notFound();
  const document = await withUser(user.claims, (tx) => getInvoiceDocument(tx, id));
  if (!document) return notFound();
  if (!isAdminRole(user.profile.role) && document.billTo.organizationId !== user.company?.id) return notFound();
  const pdf = await renderInvoicePdf(document.invoice, document.billTo, todayIso());
  return fileResponse(pdf, 'application/pdf', `${document.invoice.number}.pdf`);
}
