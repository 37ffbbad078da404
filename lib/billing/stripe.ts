import 'server-only';
import Stripe from 'stripe';
import type { Database } from '@/lib/db/client';
import { todayIso } from './dates';
import { invoiceAmountCents, recordPayment, type PaymentOutcome } from './queries';
import type { Invoice } from './rules';
import { handleAutopayEvent } from './autopay/webhook';

// Online payment through Stripe Checkout, offered only when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set. The webhook, not the browser's return, marks an invoice paid.

/**
 * The official client. `apiUrl` (STRIPE_API_URL) points it at another server that speaks
 * Stripe's API, such as Stripe's own `stripe-mock` or a test's local server; unset = Stripe.
 */
export function stripeClient(secretKey: string, httpClient?: Stripe.HttpClient, apiUrl?: string): Stripe {
  const endpoint = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    httpClient,
    maxNetworkRetries: 1,
    appInfo: { name: 'consultancy-portal' },
    ...(endpoint && {
      host: endpoint.hostname,
      port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
      protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** A Checkout Session for one unpaid invoice, in cents, naming the invoice for the webhook. */
export async function createCheckoutSession(
  stripe: Stripe,
  invoice: Invoice,
  urls: { success: string; cancel: string },
  customerEmail: string,
): Promise<string> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: invoice.id,
      customer_email: customerEmail,
      metadata: { invoice_id: invoice.id, invoice_number: invoice.number },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: invoice.amountCents,
            product_data: { name: `${invoice.number}: ${invoice.description}`, description: invoice.projectTitle },
          },
        },
      ],
      success_url: urls.success,
      cancel_url: urls.cancel,
    },
    // One session per invoice and amount: a double click does not open two payments.
    { idempotencyKey: `checkout-${invoice.id}-${invoice.amountCents}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return session.url;
}

export type WebhookResult = {
  status: number;
  /** Pay-now's payment outcome, or autopay's (lib/billing/autopay/webhook.ts). */
  body: { received: boolean; outcome?: PaymentOutcome | 'ignored' | (string & {}); error?: string };
};

/**
 * A Stripe webhook call: the signature is checked against the raw body first (a bad or old
 * signature is refused with 400); a completed, paid Checkout Session for an invoice records
 * its payment once. A replay finds the payment already recorded and changes nothing. The
 * amount must match the invoice to the cent.
 */
export async function handleStripeWebhook(
  db: Database,
  stripe: Stripe,
  secret: string,
  payload: string,
  signature: string | null,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    return { status: 400, body: { received: false, error: 'Invalid signature' } };
  }
  const autopay = await handleAutopayEvent(db, stripe, event);
  if (autopay) return autopay;
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  }
  const session = event.data.object;
  const invoiceId = session.metadata?.invoice_id;
  if (session.payment_status !== 'paid' || !invoiceId || !/^[0-9a-f-]{36}$/i.test(invoiceId)) {
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  }
  // No user owns this work: it runs on the trusted connection, checked by the signature.
  const outcome = await db.transaction(async (tx) => {
    const amount = await invoiceAmountCents(tx, invoiceId);
    if (amount === null || amount !== session.amount_total || session.currency?.toLowerCase() !== 'usd') {
      return 'not_found' as const;
    }
    return recordPayment(tx, {
      invoiceId,
      paidOn: todayIso(new Date(event.created * 1000)),
      method: 'stripe',
      note: `Stripe Checkout ${session.id}`,
      stripeSessionId: session.id,
    });
  });
  if (outcome === 'not_found') return { status: 400, body: { received: false, error: 'Unknown invoice or amount' } };
  return { status: 200, body: { received: true, outcome } };
}
