import 'server-only';
import { sql } from 'drizzle-orm';
import { systemDb } from '@/lib/db/client';
import { recordSecurityEvent } from './events';

// The two-factor step, limited per account across every address (the per-address limit alone
// let a spread of addresses, or one IPv6 /64, guess on). Wrong codes are counted per account
// and per browser, as for the password (lib/security/sign-in-limits.ts): a browser that has
// completed a sign-in to the account before (its device cookie) is limited by its own wrong
// codes only, so a stranger's guesses never lock the owner out. After a few free tries each
// further one must wait twice as long as the last, up to an hour.

export const TWO_FACTOR_LIMITS = {
  /** Wrong codes within the window before the wait starts (two tickets' worth). */
  freeFailures: 10,
  /** Wrong codes older than this no longer count. */
  windowHours: 24,
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
} as const;

export const TOO_MANY_CODES = 'Too many wrong codes for this account. Please wait a while and try again.';

/** Seconds a try must wait after the last wrong code, given the wrong codes in the window. */
export function twoFactorDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = TWO_FACTOR_LIMITS;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(failures - freeFailures, 20));
}

/** Whether `userId` may try a code now from a browser with device id `device` (null: unknown browser). */
export async function twoFactorAllowed(ip: string | null, userId: string, device: string | null): Promise<boolean> {
  const [row] = await systemDb().execute<{ failures: number; seconds_since: number | null }>(sql`
    select count(*)::int as failures, extract(epoch from now() - max(created_at))::float8 as seconds_since
      from app.security_events
     where event_type = 'failed_login' and details ->> 'factor' = 'totp'
       and details ->> 'user' = ${userId}
       and ${device === null ? sql`details ->> 'device' is null` : sql`details ->> 'device' = ${device}`}
       and created_at > now() - make_interval(hours => ${TWO_FACTOR_LIMITS.windowHours})`);
  const wait = twoFactorDelaySeconds(row?.failures ?? 0);
  if (wait === 0 || (row?.seconds_since ?? Infinity) >= wait) return true;
  await recordSecurityEvent('rate_limited', ip, {
    endpoint: device ? 'two_factor_device' : 'two_factor_account',
    user: userId,
  });
  return false;
}

/**
 * A wrong code: counts for this account and browser here, and towards the password step's
 * per-account limit (by email), like a wrong password.
 */
export async function recordWrongCode(
  ip: string | null,
  account: { userId: string; email: string | null },
  device: string | null,
): Promise<void> {
  await recordSecurityEvent('failed_login', ip, {
    email: (account.email ?? '').toLowerCase().slice(0, 320),
    user: account.userId,
    factor: 'totp',
    ...(device ? { device } : {}),
  });
}
