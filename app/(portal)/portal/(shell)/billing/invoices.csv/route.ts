import { getCurrentUser } from '@/lib/auth/current-user';
import { invoicesCsv } from '@/lib/billing/csv';
import { todayIso } from '@/lib/billing/dates';
import { listInvoices } from '@/lib/billing/queries';
import { fileResponse, notFound } from '@/lib/billing/responses';
import { withUser } from '@/lib/db/client';
import { mayUseBilling } from '@/lib/companies/access';

/** 'Download All Invoices': the company's invoices as a CSV file, for its owners and billing members. */
export async function GET() {
  const user = await getCurrentUser();
  const company = user?.company;
  if (!user || user.profile.role !== 'client' || !company || !mayUseBilling(user)) return notFound();
  const invoices = await withUser(user.claims, (tx) => listInvoices(tx, { organizationId: company.id }));
  const today = todayIso();
  return fileResponse(invoicesCsv(invoices, today), 'text/csv; charset=utf-8', `invoices-${today}.csv`);
}
