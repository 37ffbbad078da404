import { INVOICE_STATUS_LABELS, type Invoice } from './invoices';

export const INVOICE_CSV_HEADER = ['Invoice', 'Project', 'Description', 'Amount (USD)', 'Status', 'Date'] as const;

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe: project titles are typed by people.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The "Download All Invoices" file: a BOM so spreadsheets read UTF-8, CRLF line ends. */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  const rows = invoices.map((invoice) => [
    csvCell(invoice.number),
    csvCell(invoice.projectTitle),
    csvCell(invoice.description),
    invoice.amount.toFixed(2),
    INVOICE_STATUS_LABELS[invoice.status],
    invoice.date ?? '',
  ]);
  return `\uFEFF${[INVOICE_CSV_HEADER.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}
