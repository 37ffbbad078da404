// The figures a case study shows, taken from its project's software audit and the ROI module,
// so a published number is the one the client saw on their own Audit & ROI page.
import { roiSummary } from '@/lib/audits/roi';
import type { CaseStudyFigure } from '@/lib/db/schema';

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function caseStudyFigures(
  audit: { items: readonly { monthlyCost: number }[] } | null,
  monthlyFee: number,
): CaseStudyFigure[] {
  if (!audit || audit.items.length === 0) return [];
  const roi = roiSummary(audit.items, monthlyFee);
  const figures: CaseStudyFigure[] = [
    { label: 'Software subscriptions audited', value: String(audit.items.length) },
    { label: 'Monthly software costs before', value: dollars(roi.totalMonthlySoftwareCosts) },
  ];
  if (roi.monthlySavings > 0) {
    figures.push(
      { label: 'Monthly savings', value: dollars(roi.monthlySavings) },
      { label: 'Yearly savings', value: dollars(roi.monthlySavings * 12) },
    );
    if (roi.totalMonthlySoftwareCosts > 0) {
      const percent = Math.round((roi.monthlySavings / roi.totalMonthlySoftwareCosts) * 100);
      figures.push({ label: 'Software costs saved', value: `${percent} %` });
    }
  }
  return figures;
}
