import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { handleStripeWebhook, stripeClient } from '@/lib/billing/stripe';
import { systemDb } from '@/lib/db/client';

/**
 * Stripe's webhook: marks an invoice paid once a Checkout Session is paid, and handles
 * autopay's events (a saved method, each charge's outcome).
 */
export async function POST(request: Request) {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: apiUrl } = env();
  if (!key || !secret) return NextResponse.json({ received: false, error: 'Not configured' }, { status: 404 });
  const result = await handleStripeWebhook(
    systemDb(),
    stripeClient(key, undefined, apiUrl),
    secret,
    await request.text(),
    request.headers.get('stripe-signature'),
  );
  return NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
