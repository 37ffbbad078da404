import { Badge, type BadgeTone } from '@/components/ui/badge';
import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from '@/lib/billing/invoices';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { DataTable } from '@/components/ui/data-table';

const STATUS_TONE: Record<InvoiceStatus, BadgeTone> = {
  paid: 'green',
  pending: 'yellow',
  overdue: 'red',
  recurring: 'blue',
};

/** The client's invoices: one row per payment, with its Paid / Pending / Overdue badge. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <DataTable
      caption="Invoices"
      columns={[
        { label: 'Invoice' },
        { label: 'Project' },
        { label: 'Description' },
        { label: 'Date' },
        { label: 'Amount', align: 'right' },
        { label: 'Status' },
      ]}
    >
      <tbody className="divide-y divide-slate-100">
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700">{invoice.number}</td>
            <td className="px-4 py-3 text-slate-900">{invoice.projectTitle}</td>
            <td className="px-4 py-3 text-slate-700">{invoice.description}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">
              {invoice.date ? <time dateTime={invoice.date}>{formatDate(invoice.date)}</time> : '—'}
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">
              {formatMoney(invoice.amount)}
              {invoice.kind === 'monthly' && '/mo'}
            </td>
            <td className="px-4 py-3">
              <Badge tone={STATUS_TONE[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
