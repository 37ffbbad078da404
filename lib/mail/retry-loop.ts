import 'server-only';
import { env } from '@/lib/config/env';
import { deliverDueMail } from './sender';
import { log } from '@/lib/log/logger';

const EVERY_MS = 60_000;

/**
 * Retries queued mail once a minute in a long-running server (npm start). On a serverless
 * host each request that queues mail also sends it (deliverSoon); retries then happen on
 * the next start or request that drains the queue.
 */
export function startMailRetries(): void {
  const g = globalThis as unknown as { __mailRetries?: NodeJS.Timeout };
  if (g.__mailRetries || !env().SMTP_URL) return;
  g.__mailRetries = setInterval(() => {
    deliverDueMail({ smtpUrl: env().SMTP_URL }).catch((error) => log.error({ err: error }, 'Mail retry failed'));
  }, EVERY_MS);
  g.__mailRetries.unref();
}
