import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { IsoDate } from '@/lib/billing/dates';
import { formatCents } from '@/lib/billing/money';
import { INVOICE_STATUS_META, invoiceStatus, PAYMENT_METHOD_LABELS, type Invoice } from '@/lib/billing/rules';
import { formatDate } from '@/lib/format/date';
import { PayNowButton } from './pay-now-button';

/** The PDF of one invoice (route handler under the billing area; it checks who may read it). */
export const invoicePdfHref = (invoice: { id: string }) => `/billing/invoices/${invoice.id}/pdf`;

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
    <DataTable
      caption={caption}
      columns={[
        { label: 'Invoice' },
        ...(showProject ? [{ label: 'Project' }] : []),
        { label: 'Description' },
        { label: 'Issued' },
        { label: 'Due' },
        { label: 'Amount', align: 'right' as const },
        { label: 'Status' },
        { label: <span className="sr-only">Actions</span> },
      ]}
    >
      <tbody>
        {invoices.map((invoice) => {
          const statusKey = invoiceStatus(invoice, today);
          const status = INVOICE_STATUS_META[statusKey];
          return (
            <tr key={invoice.id} data-testid="invoice-row" data-number={invoice.number}>
              <td className="font-mono text-xs whitespace-nowrap text-slate-700">{invoice.number}</td>
              {showProject && <td className="text-slate-900">{invoice.projectTitle}</td>}
              <td className="text-slate-700">{invoice.description}</td>
              <td className="whitespace-nowrap text-slate-700">
                <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate)}</time>
              </td>
              <td className="whitespace-nowrap text-slate-700">
                <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
              </td>
              <td className="text-right whitespace-nowrap text-slate-900">{formatCents(invoice.amountCents)}</td>
              <td>
                <Badge tone={status.tone}>{status.label}</Badge>
                {invoice.paidOn && (
                  <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
                    {formatDate(invoice.paidOn)}
                    {invoice.paymentMethod && ` · ${PAYMENT_METHOD_LABELS[invoice.paymentMethod]}`}
                  </span>
                )}
              </td>
              <td>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <a
                    href={invoicePdfHref(invoice)}
                    className="text-sm font-medium whitespace-nowrap text-brand-700 underline hover:text-brand-800"
                  >
                    PDF<span className="sr-only"> of invoice {invoice.number}</span>
                  </a>
                  {payOnline && statusKey !== 'paid' && <PayNowButton invoiceId={invoice.id} number={invoice.number} />}
                  {actions?.(invoice)}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
