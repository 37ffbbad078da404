import type { IsoDate } from './dates';
import { centsToDecimal } from './money';
import { INVOICE_STATUS_META, invoiceStatus, PAYMENT_METHOD_LABELS, type Invoice } from './rules';

export const INVOICE_CSV_HEADER = [
  'Invoice',
  'Project',
  'Description',
  'Issue date',
  'Due date',
  'Amount (USD)',
  'Status',
  'Paid on',
  'Payment method',
] as const;

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe: project titles are typed by people.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The "Download All Invoices" file: the same invoices, amounts and statuses as the billing
 * page and the PDFs (lib/billing/rules.ts). A BOM so spreadsheets read UTF-8, CRLF line ends.
 */
export function invoicesCsv(invoices: readonly Invoice[], today: IsoDate): string {
  const rows = invoices.map((invoice) => [
    csvCell(invoice.number),
    csvCell(invoice.projectTitle),
    csvCell(invoice.description),
    invoice.issueDate,
    invoice.dueDate,
    centsToDecimal(invoice.amountCents),
    INVOICE_STATUS_META[invoiceStatus(invoice, today)].label,
    invoice.paidOn ?? '',
    invoice.paymentMethod ? PAYMENT_METHOD_LABELS[invoice.paymentMethod] : '',
  ]);
  return `\uFEFF${[INVOICE_CSV_HEADER.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}
