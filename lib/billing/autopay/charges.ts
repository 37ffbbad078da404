import 'server-only';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '@/lib/db/client';
import { notifyMany } from '@/lib/notifications/notify';
import { addDays, type IsoDate } from '../dates';
import { formatCents } from '../money';
import { recordPayment } from '../queries';
import { MAX_ATTEMPTS, nextAttemptOn, type SavedMethodKind } from './lists';
import type { ClaimedCharge } from './stripe-calls';

// The autopay charges in the database: which invoices get an attempt, which attempts a run
// may send, and what Stripe's answer does. Every step is a conditional write whose result says
// whether this caller made the change, so two runs, a retry and a redelivered webhook event
// can each do a thing at most once; the unique keys of app.autopay_charges back that up.

/** How long a run holds an attempt it is sending before another run may send it again. */
export const CLAIM_SECONDS = 300;

/** Which invoice kinds each scope covers; the same rule as scopeOfInvoiceKind in lists.ts. */
const scopeOfKind = sql`(case when i.kind = 'monthly' then 'monthly_fees' else 'project_invoices' end)`;

/**
 * The first attempt for every unpaid invoice of a company with autopay on for its kind and a
 * saved method, issued since autopay was turned on (the consent covers invoices from then
 * on), on the day the firm charges: the issue date or the due date. Returns how many.
 */
export async function scheduleAutopayCharges(tx: Tx): Promise<number> {
  const rows = await tx.execute<{ id: string }>(sql`
    with latest as (
      select distinct on (organization_id, scope) organization_id, scope, enabled, created_at
        from app.autopay_consents
       order by organization_id, scope, created_at desc, id desc
    )
    insert into app.autopay_charges (invoice_id, organization_id, attempt, status, scheduled_on, amount_cents)
    select i.id, i.organization_id, 1, 'scheduled',
           case when (select charge_on from app.autopay_settings where id) = 'due_date' then i.due_date else i.issue_date end,
           i.amount_cents
      from latest c
      join app.invoices i on i.organization_id = c.organization_id and ${scopeOfKind} = c.scope
                         and i.issue_date >= (c.created_at at time zone 'UTC')::date
     where c.enabled
       and exists (select 1 from app.saved_payment_methods m where m.organization_id = i.organization_id)
       and not exists (select 1 from app.invoice_payments p where p.invoice_id = i.id)
       and not exists (select 1 from app.autopay_charges x where x.invoice_id = i.id)
    on conflict do nothing
    returning id`);
  return rows.length;
}

/**
 * Attempts whose day has come but that must not go out: the invoice is paid, autopay for its
 * kind is off now, or no method is saved. Turning autopay off therefore stops every attempt
 * not yet sent. Returns how many were cancelled.
 */
export async function cancelUnwantedCharges(tx: Tx, today: IsoDate): Promise<number> {
  const rows = await tx.execute<{ id: string }>(sql`
    update app.autopay_charges c set status = 'cancelled', claimed_until = null
      from app.invoices i
     where i.id = c.invoice_id and c.status = 'scheduled' and c.scheduled_on <= ${today}::date
       and (exists (select 1 from app.invoice_payments p where p.invoice_id = c.invoice_id)
            or not exists (select 1 from app.saved_payment_methods m where m.organization_id = c.organization_id)
            or not coalesce((
              select a.enabled from app.autopay_consents a
               where a.organization_id = c.organization_id and a.scope = ${scopeOfKind}
               order by a.created_at desc, a.id desc limit 1), false))
    returning c.id`);
  return rows.length;
}

type ClaimedRow = {
  id: string;
  invoice_id: string;
  invoice_number: string;
  organization_id: string;
  attempt: number;
  amount_cents: string | number;
  stripe_customer_id: string;
  stripe_payment_method_id: string;
  kind: SavedMethodKind;
};

/**
 * Takes up to `limit` attempts to send now: scheduled ones whose day has come, and ones a run
 * was sending whose claim has lapsed (that run died). Rows another run holds are skipped, so
 * two runs never send the same attempt at the same time.
 */
export async function claimDueCharges(tx: Tx, today: IsoDate, limit: number): Promise<ClaimedCharge[]> {
  const rows = await tx.execute<ClaimedRow>(sql`
    with pick as (
      select id from app.autopay_charges
       where (status = 'scheduled' and scheduled_on <= ${today}::date)
          or (status = 'sending' and claimed_until < now())
       order by scheduled_on, id
       limit ${limit}
       for update skip locked
    )
    update app.autopay_charges c
       set status = 'sending', claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      from pick, app.invoices i, app.saved_payment_methods m, app.stripe_customers s
     where c.id = pick.id and i.id = c.invoice_id
       and m.organization_id = c.organization_id and s.organization_id = c.organization_id
    returning c.id, c.invoice_id, i.number as invoice_number, c.organization_id, c.attempt, c.amount_cents,
              s.stripe_customer_id, m.stripe_payment_method_id, m.kind`);
  return rows.map((r) => ({
    id: r.id,
    invoiceId: r.invoice_id,
    invoiceNumber: r.invoice_number,
    organizationId: r.organization_id,
    attempt: Number(r.attempt),
    amountCents: Number(r.amount_cents),
    customerId: r.stripe_customer_id,
    paymentMethodId: r.stripe_payment_method_id,
    methodKind: r.kind,
  }));
}

export type ChargeOutcome = 'succeeded' | 'processing' | 'failed';

/** What a PaymentIntent's status means for the attempt; null = not an outcome (yet). */
export function outcomeOf(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ChargeOutcome | null {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
    case 'requires_action':
      // Off-session, nobody is there to act: a card that asks for authentication has failed
      // this attempt, as has one declined (Stripe puts the intent back to requires_payment_method).
      return 'failed';
    default:
      return null;
  }
}

/** Where the attempts may go from each state: a later, older event never undoes a newer one. */
const FROM: Record<ChargeOutcome, string[]> = {
  processing: ['sending'],
  succeeded: ['sending', 'processing'],
  failed: ['sending', 'processing'],
};

export type ApplyResult = 'applied' | 'unchanged' | 'not_found';

/**
 * Stripe's answer for one attempt (from the charge call or the webhook, whichever comes
 * first): moves the attempt on exactly once. Succeeded records the invoice's payment (the
 * unique payment per invoice again); failed schedules the next attempt, if any, and tells the
 * company's billing people, with the way to pay by hand. The intent must name the attempt and
 * match its invoice, amount and currency.
 */
export async function applyPaymentIntent(tx: Tx, intent: Stripe.PaymentIntent, today: IsoDate): Promise<ApplyResult> {
  const chargeId = intent.metadata?.autopay_charge_id;
  if (!chargeId || !/^[0-9a-f-]{36}$/i.test(chargeId)) return 'not_found';
  const outcome = outcomeOf(intent);
  const [charge] = await tx.execute<{
    id: string;
    invoice_id: string;
    organization_id: string;
    attempt: number;
    status: string;
    amount_cents: string | number;
    number: string;
    first_on: string;
    project_title: string;
  }>(sql`
    select c.id, c.invoice_id, c.organization_id, c.attempt, c.status, c.amount_cents, i.number,
           (select f.scheduled_on::text from app.autopay_charges f where f.invoice_id = c.invoice_id and f.attempt = 1) as first_on,
           p.title as project_title
      from app.autopay_charges c
      join app.invoices i on i.id = c.invoice_id
      join app.projects p on p.id = i.project_id
     where c.id = ${chargeId}::uuid
     for update of c`);
  if (
    !charge ||
    intent.metadata?.invoice_id !== charge.invoice_id ||
    intent.amount !== Number(charge.amount_cents) ||
    intent.currency?.toLowerCase() !== 'usd'
  ) {
    return 'not_found';
  }
  if (!outcome || !FROM[outcome].includes(charge.status)) return 'unchanged';
  const failure =
    outcome === 'failed' ? (intent.last_payment_error?.message ?? 'The charge did not go through.') : null;
  await tx.execute(sql`
    update app.autopay_charges
       set status = ${outcome}, stripe_payment_intent_id = ${intent.id}, claimed_until = null,
           failure_message = ${failure?.slice(0, 500) ?? null}
     where id = ${charge.id}::uuid`);

  if (outcome === 'succeeded') {
    await recordPayment(tx, {
      invoiceId: charge.invoice_id,
      paidOn: today,
      method: 'stripe',
      note: `Autopay ${intent.id}`,
    });
  } else if (outcome === 'failed') {
    const attempt = Number(charge.attempt);
    const next = attempt < MAX_ATTEMPTS ? nextAttemptOn(charge.first_on, attempt) : null;
    // A retry's day never lies in the past: after a late answer it goes out tomorrow, not in
    // the same run that heard of the failure.
    const retryOn = next && next <= today ? addDays(today, 1) : next;
    if (retryOn) {
      await tx.execute(sql`
        insert into app.autopay_charges (invoice_id, organization_id, attempt, status, scheduled_on, amount_cents)
        values (${charge.invoice_id}::uuid, ${charge.organization_id}::uuid, ${attempt + 1}, 'scheduled', ${retryOn}::date, ${charge.amount_cents})
        on conflict do nothing`);
    }
    await notifyMany(tx, 'invoices', null, [
      {
        audience: { kind: 'billing', organizationId: charge.organization_id },
        title: `Autopay could not charge invoice ${charge.number}`,
        body:
          `Autopay could not charge invoice ${charge.number} for "${charge.project_title}" ` +
          `(${formatCents(Number(charge.amount_cents))}): ${failure} ` +
          (retryOn
            ? `We will try again on ${retryOn}. You can also pay it now, or save another payment method, on the Billing page.`
            : 'We will not try again: please pay it on the Billing page.'),
        link: '/billing',
      },
    ]);
  }
  return 'applied';
}
