import { getCurrentUser } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { todayIso } from '@/lib/billing/dates';
import { renderStatementPdf } from '@/lib/billing/pdf';
import { billTo, listInvoices } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';

/**
 * A year's statement as a PDF: a client gets their own; an admin names the client with
 * `?client=<id>`. A year outside 2000–9999 or an unknown client is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }) {
  const { year: yearText } = await params;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  const user = await getCurrentUser();
  if (!user || !(year >= 2000)) return notFound();
  const requested = new URL(request.url).searchParams.get('client');
  const clientId = isAdminRole(user.profile.role) ? requested : user.claims.sub;
  if (!clientId || !isUuid(clientId) || (user.profile.role === 'client' && requested && requested !== clientId)) {
    return notFound();
  }
  const found = await withUser(user.claims, async (tx) => {
    const to = await billTo(tx, clientId);
    return to ? { to, invoices: await listInvoices(tx, { clientId, year }) } : null;
  });
  if (!found) return notFound();
  const pdf = await renderStatementPdf(year, found.invoices, found.to, todayIso());
  return fileResponse(pdf, 'application/pdf', `statement-${year}.pdf`);
}
