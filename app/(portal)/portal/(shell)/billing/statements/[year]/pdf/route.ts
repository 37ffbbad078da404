import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { todayIso } from '@/lib/billing/dates';
import { renderStatementPdf } from '@/lib/billing/pdf';
import { billTo, listInvoices } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';
import { mayUseBilling } from '@/lib/companies/access';
import { companyOfPerson } from '@/lib/companies/queries';
import { isUuid } from '@/lib/lists/params';

/**
 * A year's statement as a PDF: a company's owners and billing members get their company's; an
 * admin names the company with `?company=<id>` (or, as links made before companies did, the
 * client person with `?client=<id>`). A client naming any other company or person, a year
 * outside 2000–9999 or an unknown company is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }) {
  const { year: yearText } = await params;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  const user = await getCurrentUser();
  if (!user || !(year >= 2000) || !mayUseBilling(user)) return notFound();
  const search = new URL(request.url).searchParams;
  const company = search.get('company');
  const person = search.get('client');
  if ((company !== null && !isUuid(company)) || (person !== null && !isUuid(person))) return notFound();
  const staff = isAdminRole(user.profile.role);
  if (!staff && ((company && company !== user.company?.id) || (person && person !== user.claims.sub))) {
    return notFound();
  }
  const found = await withUser(user.claims, async (tx) => {
    const organizationId = staff ? (company ?? (person ? await companyOfPerson(tx, person) : null)) : user.company?.id;
    if (!organizationId) return null;
    const to = await billTo(tx, organizationId);
    if (!to) return null;
    const [invoices, paid] = await Promise.all([
      listInvoices(tx, { organizationId, year }),
      listInvoices(tx, { organizationId, paidYear: year }),
    ]);
    return { to, invoices, paid };
  });
  if (!found) return notFound();
  const pdf = await renderStatementPdf(year, found.invoices, found.to, todayIso(), found.paid);
  return fileResponse(pdf, 'application/pdf', `statement-${year}.pdf`);
}
