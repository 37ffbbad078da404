import { StatCard } from '@/components/portal/stat-card';
import { formatCents } from '@/lib/billing/money';
import type { BillingTotals } from '@/lib/billing/rules';

/** Total Invoiced, Paid and Outstanding (issued and unpaid), with what of it is overdue. */
export function BillingSummary({ totals }: { totals: BillingTotals }) {
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Invoiced" value={formatCents(totals.invoiced)} />
      <StatCard label="Paid" value={formatCents(totals.paid)} />
      <StatCard
        label="Outstanding"
        value={formatCents(totals.outstanding)}
        detail={totals.overdue > 0 ? `${formatCents(totals.overdue)} overdue` : undefined}
      />
    </div>
  );
}
