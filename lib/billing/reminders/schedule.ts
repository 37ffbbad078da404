// The reminder schedule and the late fee, as rules: which step an unpaid invoice is at on a
// given day, what a step is called, and what a late fee comes to. Pure, so the scheduled run,
// the settings form and the tests agree.
import { addDays, type IsoDate } from '../dates';
import { formatCents, percentOfCents, type Cents } from '../money';
import type { LateFeeKind } from './late-fee-kinds';

/** The schedule when the firm has not changed it: 3 days before, on the day, 3, 7 and 14 days overdue. */
export const DEFAULT_REMINDER_OFFSETS: readonly number[] = [-3, 0, 3, 7, 14];

/** At most this many steps, and no step further than these days from the due date. */
export const MAX_REMINDER_STEPS = 10;
export const MAX_DAYS_BEFORE_DUE = 60;
export const MAX_DAYS_OVERDUE = 365;

/**
 * The least notice a client gets of a late fee: when the fee's day has passed before any
 * reminder could announce it (the fee was switched on later), it is announced for this many
 * days after the reminder that says so.
 */
export const LATE_FEE_MIN_NOTICE_DAYS = 3;

export type LateFeeSettings = {
  kind: LateFeeKind;
  /** For 'percent': basis points of the invoice (150 = 1.5 %). */
  basisPoints: number;
  /** For 'fixed': the amount in cents. */
  cents: Cents;
  /** Days after the due date on which the fee is added. */
  afterDays: number;
};

export type ReminderSettings = {
  /** Days from the due date, ascending, without repeats. */
  offsets: readonly number[];
  lateFee: LateFeeSettings;
};

/** A schedule as stored: ascending, each day once. */
export function normalizeOffsets(offsets: readonly number[]): number[] {
  return [...new Set(offsets)].sort((a, b) => a - b);
}

/**
 * The step an unpaid invoice is at on `today`: the latest step whose day has come and is not
 * before the invoice was issued (an invoice issued late does not get the reminders of days
 * before it existed). null when no step has come. When the job did not run for a few days,
 * only the latest step is sent: one reminder, not several at once.
 */
export function currentStep(
  invoice: { issueDate: IsoDate; dueDate: IsoDate },
  offsets: readonly number[],
  today: IsoDate,
): number | null {
  let step: number | null = null;
  for (const offset of offsets) {
    const day = addDays(invoice.dueDate, offset);
    if (day <= today && day >= invoice.issueDate && (step === null || offset > step)) step = offset;
  }
  return step;
}

/** "in 3 days", "today", "3 days overdue": what a reminder at a step says of the due date. */
export function stepLabel(offset: number): string {
  if (offset === 0) return 'due today';
  const days = Math.abs(offset);
  const unit = days === 1 ? 'day' : 'days';
  return offset < 0 ? `due in ${days} ${unit}` : `${days} ${unit} overdue`;
}

/** The step's name in the settings: "3 days before the due date", "On the due date", … */
export function stepName(offset: number): string {
  if (offset === 0) return 'On the due date';
  const days = Math.abs(offset);
  const unit = days === 1 ? 'day' : 'days';
  return offset < 0 ? `${days} ${unit} before the due date` : `${days} ${unit} overdue`;
}

/** The late fee on an invoice of `amount`, or 0 when the firm charges none. */
export function lateFeeCents(fee: LateFeeSettings, amount: Cents): Cents {
  if (fee.kind === 'percent') return percentOfCents(amount, fee.basisPoints);
  if (fee.kind === 'fixed') return fee.cents;
  return 0;
}

/** How the fee reads in the settings: "1.5% of the invoice", "$25.00". */
export function lateFeeSummary(fee: LateFeeSettings): string {
  if (fee.kind === 'percent') return `${fee.basisPoints / 100}% of the invoice`;
  if (fee.kind === 'fixed') return formatCents(fee.cents);
  return 'none';
}

export type LateFeePromise = { cents: Cents; on: IsoDate };

/**
 * The late fee a reminder sent on `today` announces, or null when there is none to announce:
 * the firm charges none, the invoice is itself a late fee, or it comes to nothing. An earlier
 * announcement stands as it was made (the client was told that amount and day). Otherwise the
 * fee falls `afterDays` after the due date, and never sooner than LATE_FEE_MIN_NOTICE_DAYS
 * after the reminder that first announces it.
 */
export function lateFeePromise(
  fee: LateFeeSettings,
  invoice: { kind: string; amountCents: Cents; dueDate: IsoDate },
  earlier: LateFeePromise | null,
  today: IsoDate,
): LateFeePromise | null {
  if (fee.kind === 'none' || invoice.kind === 'late_fee') return null;
  if (earlier) return earlier;
  const cents = lateFeeCents(fee, invoice.amountCents);
  if (cents <= 0) return null;
  const due = addDays(invoice.dueDate, fee.afterDays);
  const soonest = addDays(today, LATE_FEE_MIN_NOTICE_DAYS);
  return { cents, on: due > soonest ? due : soonest };
}
