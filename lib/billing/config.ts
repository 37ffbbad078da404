import 'server-only';
import { env } from '@/lib/config/env';

/** Days from an invoice's issue date to its due date (INVOICE_PAYMENT_TERMS_DAYS, default 15). */
export function paymentTermsDays(): number {
  return env().INVOICE_PAYMENT_TERMS_DAYS;
}

/** Online payment is offered only when Stripe is configured (key and webhook secret). */
export function onlinePaymentEnabled(): boolean {
  const e = env();
  return Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
}
