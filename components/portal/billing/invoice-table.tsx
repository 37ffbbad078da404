import type { ReactNode } from 'react';
import type { IsoDate } from '@/lib/billing/dates';
import { formatCents } from '@/lib/billing/money';
import { INVOICE_STATUS_META, invoiceStatus, PAYMENT_METHOD_LABELS, type Invoice } from '@/lib/billing/rules';
import { formatDate } from '@/lib/format/date';
import { InvoiceRows, type InvoiceLine } from './invoice-rows';

export { invoicePdfHref } from './invoice-pdf-href';

/**
 * Invoices with their number, dates, amount to the cent and Paid / Due / Overdue badge
 * (lib/billing/rules.ts), each with its PDF. `payOnline` (the client's screens, when Stripe is
 * configured) adds "Pay now" to every invoice not yet paid; `actions` adds other per-row
 * buttons (Record payment).
 */
export function InvoiceTable({
  invoices,
  today,
  caption = 'Invoices',
  showProject = true,
  payOnline = false,
  actions,
}: {
  invoices: readonly Invoice[];
  today: IsoDate;
  caption?: string;
  showProject?: boolean;
  payOnline?: boolean;
  actions?: (invoice: Invoice) => ReactNode;
}) {
  return (
    <InvoiceRows
      caption={caption}
      {...(showProject && { showProject: true as const })}
      rows={invoices.map((invoice): InvoiceLine => {
        const statusKey = invoiceStatus(invoice, today);
        const status = INVOICE_STATUS_META[statusKey];
        const extra = actions?.(invoice);
        return {
          id: invoice.id,
          number: invoice.number,
          ...(showProject && { project: invoice.projectTitle }),
          description: invoice.description,
          issueDate: invoice.issueDate,
          issued: formatDate(invoice.issueDate),
          dueDate: invoice.dueDate,
          due: formatDate(invoice.dueDate),
          amount: formatCents(invoice.amountCents),
          tone: status.tone,
          status: status.label,
          ...(invoice.paidOn && {
            paid: `${formatDate(invoice.paidOn)}${invoice.paymentMethod ? ` · ${PAYMENT_METHOD_LABELS[invoice.paymentMethod]}` : ''}`,
          }),
          ...(payOnline && statusKey !== 'paid' && { pay: true as const }),
          ...(extra && { actions: extra }),
        };
      })}
    />
  );
}
