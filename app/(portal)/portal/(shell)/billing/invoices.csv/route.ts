import { getCurrentUser } from '@/lib/auth/current-user';
import { invoicesCsv } from '@/lib/billing/csv';
import { todayIso } from '@/lib/billing/dates';
import { listInvoices } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';

/** 'Download All Invoices': the signed-in client's own invoices as a CSV file. */
export async function GET() {
  const user = await getCurrentUser();
  if (user?.profile.role !== 'client') return notFound();
  const invoices = await withUser(user.claims, (tx) => listInvoices(tx, { clientId: user.claims.sub }));
  const today = todayIso();
  return fileResponse(invoicesCsv(invoices, today), 'text/csv; charset=utf-8', `invoices-${today}.csv`);
}
