import { describe, expect, it } from 'vitest';
import { roiSummary, totalAnnualCost } from '@/lib/audits/roi';
import { formatMoney } from '@/lib/format/money';

describe('roiSummary', () => {
  it('totals the monthly software costs and subtracts the monthly fee', () => {
    expect(roiSummary([{ monthlyCost: 2300 }, { monthlyCost: 690 }, { monthlyCost: 450 }], 750)).toEqual({
      totalMonthlySoftwareCosts: 3440,
      monthlyFee: 750,
      monthlySavings: 2690,
    });
  });

  it('never shows savings below 0', () => {
    expect(roiSummary([{ monthlyCost: 100 }], 750).monthlySavings).toBe(0);
    expect(roiSummary([], 0)).toEqual({ totalMonthlySoftwareCosts: 0, monthlyFee: 0, monthlySavings: 0 });
  });

  it('adds cents exactly', () => {
    const items = Array.from({ length: 10 }, () => ({ monthlyCost: 0.1, annualCost: 1.2 }));
    expect(roiSummary(items, 0.3)).toEqual({ totalMonthlySoftwareCosts: 1, monthlyFee: 0.3, monthlySavings: 0.7 });
    expect(totalAnnualCost(items)).toBe(12);
  });
});

describe('formatMoney on the project screens', () => {
  it('rounds to whole dollars, halves up, with separators', () => {
    expect(formatMoney(1200.5)).toBe('$1,201');
    expect(formatMoney(5000.49)).toBe('$5,000');
    expect(formatMoney(9_999_999_999.99)).toBe('$10,000,000,000');
    expect(formatMoney(0)).toBe('$0');
  });
});
