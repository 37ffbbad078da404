import { describe, expect, it } from 'vitest';
import { percentOfCents } from '@/lib/billing/money';
import { settingsFromForm, formFromSettings } from '@/lib/billing/reminders/form-values';
import { reminderText } from '@/lib/billing/reminders/messages';
import {
  currentStep,
  DEFAULT_REMINDER_OFFSETS,
  lateFeeCents,
  lateFeePromise,
  stepLabel,
  type LateFeeSettings,
} from '@/lib/billing/reminders/schedule';
import { reminderSettingsSchema } from '@/lib/billing/reminders/schema';
import { paymentHistory, paymentsInYear } from '@/lib/billing/receipts/history';
import type { Invoice } from '@/lib/billing/rules';

// The reminder schedule's rules without a database: which step an invoice is at, what the
// late fee comes to and when it was announced for, and the settings form both ways.

const invoice = { issueDate: '2026-11-01', dueDate: '2026-11-16' };
const fixed: LateFeeSettings = { kind: 'fixed', basisPoints: 0, cents: 2_500, afterDays: 10 };

describe('reminder steps', () => {
  it('is at the latest step whose day has come, and none before the first', () => {
    expect(currentStep(invoice, DEFAULT_REMINDER_OFFSETS, '2026-11-12')).toBeNull();
    expect(currentStep(invoice, DEFAULT_REMINDER_OFFSETS, '2026-11-13')).toBe(-3);
    expect(currentStep(invoice, DEFAULT_REMINDER_OFFSETS, '2026-11-16')).toBe(0);
    expect(currentStep(invoice, DEFAULT_REMINDER_OFFSETS, '2026-11-25')).toBe(7);
    expect(currentStep(invoice, DEFAULT_REMINDER_OFFSETS, '2027-05-01')).toBe(14);
  });

  it('skips steps before the invoice was issued', () => {
    expect(currentStep({ issueDate: '2026-11-15', dueDate: '2026-11-16' }, [-3, 0], '2026-11-15')).toBeNull();
  });

  it('names the step the way a client reads it', () => {
    expect([-3, -1, 0, 1, 7].map(stepLabel)).toEqual([
      'due in 3 days',
      'due in 1 day',
      'due today',
      '1 day overdue',
      '7 days overdue',
    ]);
  });
});

describe('the late fee', () => {
  it('is a percentage to the nearest cent through money.ts, or a fixed amount, or nothing', () => {
    expect(percentOfCents(100_001, 150)).toBe(1_500);
    expect(lateFeeCents({ ...fixed, kind: 'percent', basisPoints: 150 }, 100_001)).toBe(1_500);
    expect(lateFeeCents(fixed, 100_001)).toBe(2_500);
    expect(lateFeeCents({ ...fixed, kind: 'none' }, 100_001)).toBe(0);
  });

  it('is announced for its day, never sooner than three days ahead, and an announcement stands', () => {
    const unpaid = { kind: 'upfront', amountCents: 100_000, dueDate: '2026-11-16' };
    expect(lateFeePromise(fixed, unpaid, null, '2026-11-13')).toEqual({ cents: 2_500, on: '2026-11-26' });
    expect(lateFeePromise(fixed, unpaid, null, '2026-11-30')).toEqual({ cents: 2_500, on: '2026-12-03' });
    const earlier = { cents: 1_000, on: '2026-11-20' };
    expect(lateFeePromise(fixed, unpaid, earlier, '2026-11-19')).toBe(earlier);
    expect(lateFeePromise(fixed, { ...unpaid, kind: 'late_fee' }, null, '2026-11-13')).toBeNull();
    expect(lateFeePromise({ ...fixed, kind: 'none' }, unpaid, null, '2026-11-13')).toBeNull();
  });

  it('is said in the reminder before it', () => {
    const text = reminderText(
      { number: 'INV-2026-0001', projectTitle: 'Clinic app', amountCents: 100_000, dueDate: '2026-11-16' },
      3,
      { cents: 2_500, on: '2026-11-26' },
    );
    expect(text.title).toBe('Invoice INV-2026-0001 is 3 days overdue');
    expect(text.body).toContain('If it is still unpaid on 2026-11-26, a late fee of $25.00 will be added');
  });
});

describe('the settings form', () => {
  it('reads two day lists and a tick as one ascending schedule, and shows it back as typed', () => {
    const input = reminderSettingsSchema.parse({
      daysBefore: '7, 3',
      onDueDate: true,
      daysOverdue: '14,3, 7,',
      lateFeeKind: 'percent',
      lateFeePercent: '1.5',
      lateFeeAmount: '',
      lateFeeAfterDays: '10',
    });
    const settings = settingsFromForm(input);
    expect(settings.offsets).toEqual([-7, -3, 0, 3, 7, 14]);
    expect(settings.lateFee).toEqual({ kind: 'percent', basisPoints: 150, cents: 0, afterDays: 10 });
    expect(formFromSettings(settings)).toMatchObject({
      daysBefore: '3, 7',
      daysOverdue: '3, 7, 14',
      lateFeePercent: '1.5',
    });
  });

  it('refuses what is not a list of days, and a fee that is not a sensible amount', () => {
    const base = {
      daysBefore: '',
      daysOverdue: '',
      lateFeeKind: 'none',
      lateFeePercent: '',
      lateFeeAmount: '',
      lateFeeAfterDays: '14',
    };
    for (const bad of ['-3', '3;7', '1e2', '3,,7', '0', '400', 'three']) {
      expect(reminderSettingsSchema.safeParse({ ...base, daysOverdue: bad }).success, bad).toBe(false);
    }
    expect(reminderSettingsSchema.safeParse({ ...base, lateFeeKind: 'fixed', lateFeeAmount: '0' }).success).toBe(false);
    expect(reminderSettingsSchema.safeParse({ ...base, lateFeeKind: 'percent', lateFeePercent: '1.234' }).success).toBe(
      false,
    );
    expect(reminderSettingsSchema.safeParse({ ...base, lateFeeKind: 'fixed', lateFeeAmount: '25.00' }).success).toBe(
      true,
    );
  });
});

describe('the payment history', () => {
  const paid = (number: string, paidOn: string | null): Invoice => ({
    id: number,
    number,
    projectId: 'p',
    projectTitle: 'P',
    kind: 'monthly',
    periodStart: '2026-01-01',
    description: 'Monthly fee',
    amountCents: 100,
    issueDate: '2026-01-01',
    dueDate: '2026-01-16',
    paidOn,
    paymentMethod: paidOn ? 'card' : null,
    paymentNote: null,
  });

  it('lists paid invoices newest payment first, and a year’s payments oldest first', () => {
    const invoices = [paid('A', '2026-03-01'), paid('B', null), paid('C', '2027-01-02'), paid('D', '2026-12-31')];
    expect(paymentHistory(invoices).map((p) => p.number)).toEqual(['C', 'D', 'A']);
    expect(paymentsInYear(invoices, 2026).map((p) => p.number)).toEqual(['A', 'D']);
  });
});
