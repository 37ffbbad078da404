import 'server-only';
import type Stripe from 'stripe';
import { env } from '@/lib/config/env';
import type { Database } from '@/lib/db/client';
import { log } from '@/lib/log/logger';
import { onlinePaymentEnabled } from '../config';
import { stripeClient } from '../stripe';
import type { IsoDate } from '../dates';
import { applyPaymentIntent, cancelUnwantedCharges, claimDueCharges, scheduleAutopayCharges } from './charges';
import { chargeOffSession } from './stripe-calls';

/** Attempts claimed per transaction: each is one call to Stripe before the next claim. */
export const CHARGES_PER_STEP = 50;
/** Calls to Stripe in flight at once within a step. */
export const CHARGES_IN_FLIGHT = 4;

export type AutopayRun = { scheduled: number; cancelled: number; sent: number; errors: number };

/**
 * The autopay part of the scheduled run, after the invoices are issued: schedules the first
 * attempt of every new autopay invoice, cancels what must not go out, then claims what is due
 * in steps and charges it. Each attempt's answer is stored at once (the webhook may bring the
 * same answer later, or first; whichever comes second changes nothing). A call that fails
 * without an answer leaves its attempt claimed; once the claim lapses a later run sends it
 * again with the same idempotency key, so Stripe does not charge twice.
 */
export async function runAutopay(db: Database, stripe: Stripe, today: IsoDate): Promise<AutopayRun> {
  const scheduled = await db.transaction((tx) => scheduleAutopayCharges(tx));
  const cancelled = await db.transaction((tx) => cancelUnwantedCharges(tx, today));
  let sent = 0;
  let errors = 0;
  for (;;) {
    const claimed = await db.transaction((tx) => claimDueCharges(tx, today, CHARGES_PER_STEP));
    if (claimed.length === 0) break;
    // A few calls to Stripe at a time: each waits mostly on the network.
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const charge = claimed[next++];
        let intent: Stripe.PaymentIntent;
        try {
          intent = await chargeOffSession(stripe, charge);
        } catch (error) {
          errors += 1;
          log.error({ err: error, chargeId: charge.id }, 'Autopay charge could not be sent; it will be sent again');
          continue;
        }
        await db.transaction((tx) => applyPaymentIntent(tx, intent, today));
        sent += 1;
      }
    };
    await Promise.all(Array.from({ length: CHARGES_IN_FLIGHT }, worker));
  }
  return { scheduled, cancelled, sent, errors };
}

/** The configured Stripe client for autopay, or null when online payment is not set up. */
export function autopayStripe(): Stripe | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!onlinePaymentEnabled() || !key) return null;
  return stripeClient(key, undefined, env().STRIPE_API_URL);
}

/** runAutopay when Stripe is configured; a failure is logged and never stops the invoice run. */
export async function runAutopayIfConfigured(db: Database, today: IsoDate): Promise<AutopayRun | null> {
  const stripe = autopayStripe();
  if (!stripe) return null;
  try {
    return await runAutopay(db, stripe, today);
  } catch (error) {
    log.error({ err: error }, 'Autopay run failed');
    return null;
  }
}
