// The payment history: one payment settles one invoice, so the company's payments are its
// paid invoices, ordered by the day the money came in. Pure, so the billing page and the
// yearly statement list the same payments.
import type { Invoice } from '../rules';

export type Payment = Invoice & { paidOn: string };

/** The paid invoices, newest payment first (the number breaks ties on one day). */
export function paymentHistory(invoices: readonly Invoice[]): Payment[] {
  return invoices
    .filter((invoice): invoice is Payment => invoice.paidOn !== null)
    .sort((a, b) => b.paidOn.localeCompare(a.paidOn) || b.number.localeCompare(a.number));
}

/** The payments that came in during `year`, oldest first (for the statement). */
export function paymentsInYear(invoices: readonly Invoice[], year: number): Payment[] {
  return paymentHistory(invoices)
    .filter((payment) => payment.paidOn.startsWith(`${year}-`))
    .reverse();
}
