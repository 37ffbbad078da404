// ROI Summary of the Audit & ROI page. Sums run in whole cents so
// a long list of costs like 19.99 adds up exactly.

const toCents = (dollars: number) => Math.round(dollars * 100);

export type RoiSummary = {
  totalMonthlySoftwareCosts: number;
  monthlyFee: number;
  /** Total monthly software costs − the monthly fee, never below 0. */
  monthlySavings: number;
};

export function roiSummary(items: readonly { monthlyCost: number }[], monthlyFee: number): RoiSummary {
  const total = items.reduce((sum, item) => sum + toCents(item.monthlyCost), 0);
  const fee = toCents(monthlyFee);
  return {
    totalMonthlySoftwareCosts: total / 100,
    monthlyFee: fee / 100,
    monthlySavings: Math.max(0, total - fee) / 100,
  };
}

export function totalAnnualCost(items: readonly { annualCost: number }[]): number {
  return items.reduce((sum, item) => sum + toCents(item.annualCost), 0) / 100;
}
