import { DataTable } from '@/components/ui/data-table';
import { formatCents } from '@/lib/billing/money';
import { paymentHistory } from '@/lib/billing/receipts/history';
import { PAYMENT_METHOD_LABELS, type Invoice } from '@/lib/billing/rules';
import { formatDate } from '@/lib/format/date';

/**
 * Every payment the company made, newest first, however it was made (online, autopay, or
 * recorded by the team): read from the invoices the page has already loaded.
 */
export function PaymentHistory({ invoices }: { invoices: readonly Invoice[] }) {
  const payments = paymentHistory(invoices);
  if (payments.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">No payments recorded yet.</p>;
  }
  return (
    <DataTable
      caption="Payments"
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
            <td className="whitespace-nowrap text-slate-700">
              <time dateTime={payment.paidOn}>{formatDate(payment.paidOn)}</time>
            </td>
            <td className="font-mono text-xs whitespace-nowrap text-slate-700">{payment.number}</td>
            <td className="text-slate-900">{payment.projectTitle}</td>
            <td className="text-slate-700">
              {payment.paymentMethod ? PAYMENT_METHOD_LABELS[payment.paymentMethod] : ''}
            </td>
            <td className="text-right whitespace-nowrap text-slate-900">{formatCents(payment.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
