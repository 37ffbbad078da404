import { describe, expect, it } from 'vitest';
import { roiSummary, totalAnnualCost } from '@/lib/audits/roi';
import { formatMoney } from '@/lib/format/money';
import { paymentBadge, paymentSplit } from '@/lib/projects/billing';

describe('roiSummary (spec §2.15, DESIGN §7.4)', () => {
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

describe('paymentSplit (spec §9)', () => {
  it('gives each payment half of the project value', () => {
    expect(paymentSplit(48000)).toEqual({ upfront: 24000, completion: 24000 });
    expect(paymentSplit(0)).toEqual({ upfront: 0, completion: 0 });
  });

  it('keeps the halves adding up to the value, the odd cent upfront', () => {
    expect(paymentSplit(1000.01)).toEqual({ upfront: 500.01, completion: 500 });
    expect(paymentSplit(0.01)).toEqual({ upfront: 0.01, completion: 0 });
  });
});

describe('paymentBadge (spec §2.15)', () => {
  it('is green for paid, red for overdue, yellow for anything else, and Not Set when absent', () => {
    expect(paymentBadge('paid')).toEqual({ label: 'Paid', tone: 'green' });
    expect(paymentBadge('overdue')).toEqual({ label: 'Overdue', tone: 'red' });
    expect(paymentBadge('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(paymentBadge(null)).toEqual({ label: 'Not Set', tone: 'yellow' });
    expect(paymentBadge(undefined)).toEqual({ label: 'Not Set', tone: 'yellow' });
  });
});

describe('formatMoney on the project screens (spec §9)', () => {
  it('rounds to whole dollars, halves up, with separators', () => {
    expect(formatMoney(1200.5)).toBe('$1,201');
    expect(formatMoney(5000.49)).toBe('$5,000');
    expect(formatMoney(9_999_999_999.99)).toBe('$10,000,000,000');
    expect(formatMoney(0)).toBe('$0');
  });
});
