import { BarChart } from '@/components/charts/bar-chart';
import { StatCard } from '@/components/portal/stat-card';
import { formatCents } from '@/lib/billing/money';
import type { AdminOverview as Overview } from '@/lib/dashboard/queries';
import { formatMonthShort, formatMonthYear } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { STAGE_META } from '@/lib/projects/stages';

const monthLabel = (month: string) => formatMonthShort(new Date(`${month}T00:00:00Z`));
const monthYear = (month: string) => formatMonthYear(new Date(`${month}T00:00:00Z`));

/** Above the board: pipeline value per stage, monthly recurring revenue, and what is owed. */
export function AdminOverview({ overview }: { overview: Overview }) {
  const { pipeline, mrr, due, overdue } = overview;
  const biggest = [...pipeline].sort((a, b) => b.valueCents - a.valueCents)[0];
  const total = pipeline.reduce((sum, s) => sum + s.valueCents, 0);
  const latest = mrr.at(-1)!;
  const peak = [...mrr].sort((a, b) => b.cents - a.cents)[0];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-xl font-semibold">
        Overview
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Invoices due"
          value={formatCents(due.cents)}
          detail={`${due.count} unpaid ${due.count === 1 ? 'invoice' : 'invoices'} within the payment terms`}
        />
        <StatCard
          label="Invoices overdue"
          value={formatCents(overdue.cents)}
          detail={`${overdue.count} unpaid ${overdue.count === 1 ? 'invoice' : 'invoices'} past the due date`}
        />
      </div>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <BarChart
          title="Pipeline value per stage"
          summary={`${formatMoney(total / 100)} across all stages; the most is in ${STAGE_META[biggest.stage].label} (${formatMoney(biggest.valueCents / 100)}).`}
          valueLabel="Project value"
          bars={pipeline.map((s) => ({
            label: `${STAGE_META[s.stage].label} (${s.count})`,
            value: s.valueCents,
            display: formatMoney(s.valueCents / 100),
          }))}
        />
        <BarChart
          title="Monthly recurring revenue, last 12 months"
          summary={`Monthly fees invoiced for ${monthYear(latest.month)}: ${formatMoney(latest.cents / 100)}; the highest month was ${monthYear(peak.month)} at ${formatMoney(peak.cents / 100)}.`}
          valueLabel="Monthly fees invoiced"
          layout="columns"
          bars={mrr.map((m) => ({ label: monthLabel(m.month), value: m.cents, display: formatMoney(m.cents / 100) }))}
        />
      </div>
    </section>
  );
}
