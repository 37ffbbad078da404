import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { todayIso } from '@/lib/billing/dates';
import { renderStatementPdf } from '@/lib/billing/pdf';
import { billTo, listInvoices } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';
import { mayUseBilling } from '@/lib/companies/access';
import { isUuid } from '@/lib/lists/params';

/**
 * A year's statement as a PDF: a company's owners and billing members get their company's; an
 * admin names the company with `?company=<id>`. A year outside 2000–9999 or an unknown
 * company is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }) {
  const { year: yearText } = await params;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  const user = await getCurrentUser();
  if (!user || !(year >= 2000)) return notFound();
  const requested = new URL(request.url).searchParams.get('company');
  const organizationId = isAdminRole(user.profile.role) ? requested : (user.company?.id ?? null);
  if (
    !organizationId ||
    !isUuid(organizationId) ||
    !mayUseBilling(user) ||
    (!isAdminRole(user.profile.role) && requested && requested !== organizationId)
  ) {
    return notFound();
  }
  const found = await withUser(user.claims, async (tx) => {
    const to = await billTo(tx, organizationId);
    return to ? { to, invoices: await listInvoices(tx, { organizationId, year }) } : null;
  });
  if (!found) return notFound();
  const pdf = await renderStatementPdf(year, found.invoices, found.to, todayIso());
  return fileResponse(pdf, 'application/pdf', `statement-${year}.pdf`);
}
