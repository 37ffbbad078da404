import 'server-only';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Tx } from '@/lib/db/client';
import { log } from '@/lib/log/logger';
import { todayIso } from '../dates';
import type { WebhookResult } from '../stripe';
import { applyPaymentIntent } from './charges';
import { SAVED_METHOD_KINDS, type SavedMethodKind } from './lists';

// The events handled here are AUTOPAY_EVENT_TYPES (lists.ts), the README's webhook set-up.
import { retrieveSetupIntent } from './stripe-calls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records the event as handled; false when it already was (a redelivery). */
async function firstDelivery(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const rows = await tx.execute<{ id: string }>(sql`
    insert into app.stripe_events (id, type) values (${event.id}, ${event.type})
    on conflict do nothing returning id`);
  return rows.length > 0;
}

const ok = (outcome: string): WebhookResult => ({
  status: 200,
  body: { received: true, outcome: outcome as WebhookResult['body']['outcome'] },
});

/**
 * An autopay event, already checked by its signature: its answer, or null when the event is
 * not autopay's (Checkout's own payments go on to the Pay-now handler). Each event is handled
 * in one transaction with its record in app.stripe_events, so a redelivery changes nothing,
 * and a failure rolls both back for Stripe to deliver again.
 */
export async function handleAutopayEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<WebhookResult | null> {
  switch (event.type) {
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      if (!intent.metadata?.autopay_charge_id) return null;
      const result = await db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event))) return 'duplicate';
        return applyPaymentIntent(tx, intent, todayIso(new Date(event.created * 1000)));
      });
      return ok(result === 'not_found' ? 'ignored' : result);
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'setup' || session.metadata?.purpose !== 'autopay') return null;
      const setupIntentId = typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
      return setupIntentId ? saveMethod(db, stripe, event, setupIntentId) : ok('ignored');
    }
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      if (intent.metadata?.purpose !== 'autopay') return null;
      return saveMethod(db, stripe, event, intent.id);
    }
    default:
      return null;
  }
}

/**
 * Stores the method a SetupIntent saved, read back from Stripe (the event's copy would not
 * carry the method's details): only when it succeeded, for the customer we made for that
 * company. A newer setup replaces an older one, never the other way round.
 */
async function saveMethod(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  setupIntentId: string,
): Promise<WebhookResult> {
  let intent: Stripe.SetupIntent;
  try {
    intent = await retrieveSetupIntent(stripe, setupIntentId);
  } catch (error) {
    // Stripe answers the event again later; nothing was stored.
    log.error({ err: error, setupIntentId }, 'Reading the saved method from Stripe failed');
    return { status: 502, body: { received: false, error: 'Stripe unavailable' } };
  }
  const organizationId = intent.metadata?.organization_id ?? '';
  const profileId = intent.metadata?.profile_id ?? '';
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (intent.status !== 'succeeded' || !method || !UUID.test(organizationId) || !customerId) return ok('ignored');
  const kind = method.type as SavedMethodKind;
  if (!SAVED_METHOD_KINDS.includes(kind)) return ok('ignored');
  const card = kind === 'card' ? method.card : null;
  const bank = kind === 'us_bank_account' ? method.us_bank_account : null;
  const brand = card ? card.brand : (bank?.bank_name ?? null);
  const last4 = card?.last4 ?? bank?.last4 ?? null;
  const result = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return 'duplicate';
    const saved = await tx.execute<{ organization_id: string }>(sql`
      insert into app.saved_payment_methods as m
        (organization_id, stripe_payment_method_id, stripe_setup_intent_id, kind, brand, last4, exp_month, exp_year, saved_by, saved_at)
      select s.organization_id, ${method.id}, ${intent.id}, ${kind}, ${brand?.slice(0, 60) ?? null}, ${last4},
             ${card?.exp_month ?? null}, ${card?.exp_year ?? null},
             (select p.id from app.profiles p where p.id::text = ${profileId}), to_timestamp(${intent.created})
        from app.stripe_customers s
       where s.organization_id::text = ${organizationId} and s.stripe_customer_id = ${customerId}
      on conflict (organization_id) do update
         set stripe_payment_method_id = excluded.stripe_payment_method_id,
             stripe_setup_intent_id = excluded.stripe_setup_intent_id, kind = excluded.kind, brand = excluded.brand,
             last4 = excluded.last4, exp_month = excluded.exp_month, exp_year = excluded.exp_year,
             saved_by = excluded.saved_by, saved_at = excluded.saved_at
       where m.stripe_setup_intent_id <> excluded.stripe_setup_intent_id and m.saved_at <= excluded.saved_at
      returning organization_id`);
    return saved.length > 0 ? 'method_saved' : 'unchanged';
  });
  return ok(result);
}
