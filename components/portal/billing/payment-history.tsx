import { DataTable } from '@/components/ui/data-table';
import { formatCents } from '@/lib/billing/money';
import type { Payment } from '@/lib/billing/receipts/history';
import { PAYMENT_METHOD_LABELS } from '@/lib/billing/rules';
import { formatDate } from '@/lib/format/date';

/**
 * The company's payments, newest first, however they were made (online, autopay, or recorded
 * by the team): lib/billing/receipts/history.ts reads them from the invoices the page has
 * already loaded, and the page passes the ones it shows. Its cells are styled by their place
 * (`payment-table` in app/components.css), not each by its own class list: a row's classes
 * would travel twice per payment, in the HTML and in the page's payload.
 */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">No payments recorded yet.</p>;
  }
  return (
    <DataTable
      caption="Payments"
      className="payment-table"
      columns={[
        { label: 'Paid on' },
        { label: 'Invoice' },
        { label: 'Project' },
        { label: 'Method' },
        { label: 'Amount', align: 'right' as const },
      ]}
    >
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} data-testid="payment-row" data-number={payment.number}>
            <td>
              <time dateTime={payment.paidOn}>{formatDate(payment.paidOn)}</time>
            </td>
            <td>{payment.number}</td>
            <td>{payment.projectTitle}</td>
            <td>{payment.paymentMethod ? PAYMENT_METHOD_LABELS[payment.paymentMethod] : ''}</td>
            <td>{formatCents(payment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
