import 'server-only';
import { after } from 'next/server';
import { env } from '@/lib/config/env';
import { deliverDueMail, type Delivery } from './sender';
import { log } from '@/lib/log/logger';

export function smtpConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/**
 * Sends just-queued mail after the response has gone out: the visitor never waits for the
 * mail server (and a password-reset answer takes the same time whether or not a mail was
 * queued). Call after the queuing transaction has committed.
 */
export function deliverSoon(ids: string[]): void {
  if (!smtpConfigured() || ids.length === 0) return;
  const run = () =>
    deliverDueMail({ smtpUrl: env().SMTP_URL, ids })
      .then(() => undefined)
      .catch((error) => log.error({ err: error }, 'Delivering queued mail failed'));
  try {
    after(run);
  } catch {
    // Outside a request (scripts): send now, in the background.
    void run();
  }
}

export type DeliveryOutcome = 'sent' | 'outbox' | 'retrying';

/**
 * Makes the first try of one mail now, for screens that must say truthfully what happened
 * (an admin sending an invitation). A failure leaves the mail queued for the retries.
 */
export async function deliverNow(id: string): Promise<DeliveryOutcome> {
  if (!smtpConfigured()) return 'outbox';
  let results: Delivery[] = [];
  try {
    results = await deliverDueMail({ smtpUrl: env().SMTP_URL, ids: [id] });
  } catch (error) {
    log.error({ err: error }, 'Delivering queued mail failed');
  }
  return results[0]?.status === 'sent' ? 'sent' : 'retrying';
}
