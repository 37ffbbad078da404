import 'server-only';
import Stripe from 'stripe';
import { chargeIdempotencyKey, type SavedMethodKind } from './lists';

// The calls autopay makes to Stripe, through the official client (lib/billing/stripe.ts's
// stripeClient). Card and bank details are only ever typed into Stripe's hosted pages: what
// comes back to us is ids, the brand, the last four digits and the expiry.

/** The company's Stripe customer; the idempotency key keeps a double click at one customer. */
export async function createCustomer(
  stripe: Stripe,
  company: { id: string; name: string; email: string | null },
): Promise<string> {
  const customer = await stripe.customers.create(
    {
      name: company.name,
      ...(company.email && { email: company.email }),
      metadata: { organization_id: company.id },
    },
    { idempotencyKey: `customer-${company.id}` },
  );
  return customer.id;
}

/**
 * A Checkout Session in setup mode: Stripe's hosted page saves a card or a US bank account to
 * the customer for later off-session charges, and sends the browser back. Which company and
 * person it was for rides along in the SetupIntent's metadata, read back by the webhook. Which
 * kinds the page offers is the account's payment-method settings (cards and ACH Direct Debit,
 * as the README says).
 */
export async function createSetupSession(
  stripe: Stripe,
  input: { customerId: string; organizationId: string; profileId: string; success: string; cancel: string },
): Promise<string> {
  const metadata = { organization_id: input.organizationId, profile_id: input.profileId, purpose: 'autopay' };
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer: input.customerId,
    metadata,
    setup_intent_data: { metadata },
    success_url: input.success,
    cancel_url: input.cancel,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return session.url;
}

/** A SetupIntent with its payment method, to store what the client saved. */
export async function retrieveSetupIntent(stripe: Stripe, id: string): Promise<Stripe.SetupIntent> {
  return stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
}

export type ClaimedCharge = {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  organizationId: string;
  attempt: number;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  methodKind: SavedMethodKind;
};

/**
 * Charges one attempt off-session. The idempotency key is the invoice and the attempt, so
 * however many runs send the same attempt, Stripe makes one PaymentIntent and charges once.
 * A decline comes back from Stripe as an error carrying the failed PaymentIntent: that is an
 * answer, returned like any other; an error without one (network, outage) is thrown, and the
 * attempt is sent again later with the same key.
 */
export async function chargeOffSession(stripe: Stripe, charge: ClaimedCharge): Promise<Stripe.PaymentIntent> {
  try {
    return await stripe.paymentIntents.create(
      {
        amount: charge.amountCents,
        currency: 'usd',
        customer: charge.customerId,
        payment_method: charge.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Invoice ${charge.invoiceNumber} (autopay)`,
        metadata: {
          invoice_id: charge.invoiceId,
          autopay_charge_id: charge.id,
          attempt: String(charge.attempt),
          organization_id: charge.organizationId,
        },
      },
      { idempotencyKey: chargeIdempotencyKey(charge.invoiceId, charge.attempt) },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.payment_intent) return error.payment_intent;
    throw error;
  }
}
