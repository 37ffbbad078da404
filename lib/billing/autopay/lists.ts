// Autopay's domain lists in one place: the check constraints of the autopay tables
// (supabase/migrations/20261128070000_autopay.sql), the Drizzle columns, the zod schemas and
// the labels derive from these (tests/db/domain-lists.test.ts holds them together).
import { addDays, type IsoDate } from '../dates';
import type { InvoiceKind } from '../rules';

/** What a client may put on autopay, each turned on and off by itself. */
export const AUTOPAY_SCOPES = ['monthly_fees', 'project_invoices'] as const;
export type AutopayScope = (typeof AUTOPAY_SCOPES)[number];

export const AUTOPAY_SCOPE_LABELS: Record<AutopayScope, string> = {
  monthly_fees: 'Monthly fees',
  project_invoices: 'Project invoices',
};

/** Monthly fees are one scope; the upfront and final halves of a project are the other. */
export function scopeOfInvoiceKind(kind: InvoiceKind): AutopayScope {
  return kind === 'monthly' ? 'monthly_fees' : 'project_invoices';
}

/** When the firm charges an autopay invoice: the day it is issued or the day it falls due. */
export const AUTOPAY_CHARGE_TIMINGS = ['issue_date', 'due_date'] as const;
export type AutopayChargeTiming = (typeof AUTOPAY_CHARGE_TIMINGS)[number];

export const AUTOPAY_CHARGE_TIMING_LABELS: Record<AutopayChargeTiming, string> = {
  issue_date: 'On the day the invoice is issued',
  due_date: 'On the invoice’s due date',
};

/**
 * Where one charge attempt stands. `scheduled` waits for its day; `sending` is claimed by one
 * job run, which is asking Stripe (a run that dies leaves it to be sent again, with the same
 * idempotency key, once its claim lapses); `processing` is a bank debit on its way;
 * `succeeded` and `failed` are Stripe's answer; `cancelled` never went out (autopay was turned
 * off, the invoice was paid by hand, or no method is saved any more).
 */
export const AUTOPAY_CHARGE_STATUSES = [
  'scheduled',
  'sending',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type AutopayChargeStatus = (typeof AUTOPAY_CHARGE_STATUSES)[number];

export const AUTOPAY_CHARGE_STATUS_LABELS: Record<AutopayChargeStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Charging',
  processing: 'Processing (bank debit)',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Not charged',
};

/** The kinds of saved method: a card, or a US bank account debited through ACH. */
export const SAVED_METHOD_KINDS = ['card', 'us_bank_account'] as const;
export type SavedMethodKind = (typeof SAVED_METHOD_KINDS)[number];

/**
 * After a failed first attempt, the next ones go out this many days after the first one's
 * day: 3, then 7. Three attempts in all; then the invoice waits to be paid by hand.
 */
export const RETRY_AFTER_DAYS = [3, 7] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/** The day of the attempt after `attempt` (1-based), or null when it was the last. */
export function nextAttemptOn(firstAttemptOn: IsoDate, attempt: number): IsoDate | null {
  const days = RETRY_AFTER_DAYS[attempt - 1];
  return days === undefined ? null : addDays(firstAttemptOn, days);
}

/** Stripe's idempotency key of one attempt: the same attempt can never become two charges. */
export function chargeIdempotencyKey(invoiceId: string, attempt: number): string {
  return `autopay-${invoiceId}-${attempt}`;
}

/** The words the person agrees to, stored with their consent. */
export function autopayConsentText(scope: AutopayScope, firmName: string): string {
  const what = scope === 'monthly_fees' ? 'each monthly fee invoice' : 'each project invoice (upfront and final)';
  return (
    `I authorize ${firmName} to charge the payment method saved for our company for ${what} ` +
    `issued from today, for the invoice’s full amount, and to retry a failed charge up to ` +
    `${RETRY_AFTER_DAYS.length} times. I can turn this off at any time on the Billing page; ` +
    `turning it off stops every charge not yet sent.`
  );
}

/**
 * The Stripe events autopay needs (the README's webhook set-up lists them, with Pay now's): a
 * saved method arrives with the setup (Checkout's completion, or the SetupIntent's success,
 * which comes later for a bank account that had to be verified), and each charge's answer with
 * the PaymentIntent's events; a bank debit is `processing` for days before it succeeds or fails.
 */
export const AUTOPAY_EVENT_TYPES = [
  'checkout.session.completed',
  'setup_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;
