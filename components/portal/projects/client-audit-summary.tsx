import { BarChart } from '@/components/charts/bar-chart';
import type { Audit } from '@/lib/audits/queries';
import { roiSummary } from '@/lib/audits/roi';
import { formatMoney } from '@/lib/format/money';

/**
 * The project's software audit for its client, read-only: the ROI summary (the same figures as
 * the admin's Audit & ROI page) and a savings chart comparing today's software costs with the
 * monthly fee.
 */
export function ClientAuditSummary({ audit, monthlyFee }: { audit: Audit | null; monthlyFee: number }) {
  const items = audit?.items ?? [];
  if (items.length === 0) return <p className="text-slate-600">No software audit uploaded yet.</p>;
  const roi = roiSummary(items, monthlyFee);
  const byCost = [...items].sort((a, b) => b.monthlyCost - a.monthlyCost);
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Software costs today</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(roi.totalMonthlySoftwareCosts)}/mo</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Our monthly fee</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(roi.monthlyFee)}/mo</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Monthly savings</dt>
          <dd className="mt-1 text-2xl font-bold text-green-800">{formatMoney(roi.monthlySavings)}/mo</dd>
        </div>
      </dl>
      <BarChart
        title="Monthly savings from the audit"
        summary={`Software costs ${formatMoney(roi.totalMonthlySoftwareCosts)} a month today against a monthly fee of ${formatMoney(roi.monthlyFee)}: savings of ${formatMoney(roi.monthlySavings)} a month.`}
        valueLabel="Per month"
        tone="green"
        bars={[
          {
            label: 'Software costs today',
            value: roi.totalMonthlySoftwareCosts,
            display: formatMoney(roi.totalMonthlySoftwareCosts),
          },
          { label: 'Our monthly fee', value: roi.monthlyFee, display: formatMoney(roi.monthlyFee) },
          { label: 'Monthly savings', value: roi.monthlySavings, display: formatMoney(roi.monthlySavings) },
        ]}
      />
      <BarChart
        title="Software in the audit by monthly cost"
        summary={`${items.length} tools; the most expensive is ${byCost[0].softwareName} at ${formatMoney(byCost[0].monthlyCost)} a month.`}
        valueLabel="Monthly cost"
        bars={byCost.map((item) => ({
          label: item.softwareName,
          value: item.monthlyCost,
          display: formatMoney(item.monthlyCost),
        }))}
      />
    </div>
  );
}
