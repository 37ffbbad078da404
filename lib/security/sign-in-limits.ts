import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { systemDb } from '@/lib/db/client';
import { securityEvents } from '@/lib/db/schema';
import { isWithinRateLimit } from './rate-limit';

export const SIGN_IN_LIMITS = {
  perIp: { endpoint: 'sign_in', maxRequests: 20, windowMinutes: 15 },
  /** Failed attempts on one account before it is paused for the window. */
  failuresPerAccount: 5,
  accountWindowMinutes: 15,
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Sign-in is limited per client IP (every attempt counts) and per account (failed attempts
 * count), so neither one address nor a spread of addresses can keep guessing a password.
 * The account limit follows OWASP's device cookies: failures from browsers unknown to the
 * account lock out unknown browsers only; a browser that signed in to the account before
 * (`device`, lib/auth/device-cookie.ts) is limited by its own failures alone.
 */
export async function signInAllowed(ip: string | null, email: string, device: string | null = null): Promise<boolean> {
  if (!(await isWithinRateLimit(ip, SIGN_IN_LIMITS.perIp))) return false;
  const login = email.toLowerCase();
  const [{ failures }] = await systemDb()
    .select({ failures: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.eventType, 'failed_login'),
        sql`${securityEvents.details} ->> 'email' = ${login}`,
        device === null
          ? sql`${securityEvents.details} ->> 'device' is null`
          : sql`${securityEvents.details} ->> 'device' = ${device}`,
        gt(securityEvents.createdAt, sql`now() - make_interval(mins => ${SIGN_IN_LIMITS.accountWindowMinutes})`),
      ),
    );
  if (failures >= SIGN_IN_LIMITS.failuresPerAccount) {
    await systemDb()
      .insert(securityEvents)
      .values({
        eventType: 'rate_limited',
        ip,
        details: { endpoint: device ? 'sign_in_device' : 'sign_in_account', email: login },
      });
    return false;
  }
  return true;
}
