import { paymentTermsDays } from './config';
import type { IsoDate } from './dates';
import { issueDueInvoices, listInvoices } from './queries';
import { hasInvoicesDue, type Invoice } from './rules';
import type { Tx } from '@/lib/db/client';

/**
 * The project's invoices as the admin's project pages show them. Opening the project issues
 * what has fallen due since (e.g. this month's fee), in the page's one transaction: the billing
 * rule says from the invoices just read whether anything is due, so the common visit reads only;
 * issueDueInvoices re-checks under its lock.
 */
export async function invoicesOnOpen(
  tx: Tx,
  project: Parameters<typeof hasInvoicesDue>[0],
  invoices: Invoice[],
  today: IsoDate,
): Promise<Invoice[]> {
  if (!hasInvoicesDue(project, invoices, today)) return invoices;
  await issueDueInvoices(tx, { projectId: project.id }, { today, termsDays: paymentTermsDays() });
  return listInvoices(tx, { projectId: project.id });
}
