import 'server-only';
import { sql } from 'drizzle-orm';
import { systemDb } from '@/lib/db/client';
import { rateLimitAddress } from './ip-group';

export type RateLimit = { endpoint: string; maxRequests: number; windowMinutes: number };

export const RATE_LIMITS = {
  contact: { endpoint: 'contact_form', maxRequests: 5, windowMinutes: 60 },
  /** Booking a call: the same bound as the quote form (moves and cancellations need the mailed link). */
  booking: { endpoint: 'call_booking', maxRequests: 5, windowMinutes: 60 },
  /** Anonymous /mgmt-<x> hits logged per source and hour; further hits are answered, not logged. */
  adminPathLog: { endpoint: 'admin_path_log', maxRequests: 20, windowMinutes: 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Asks the database's check_rate_limit for this client IP. Without a known IP (a direct
 * request with no proxy headers) the request is counted under 0.0.0.0, so it is limited
 * together with every other unknown caller rather than not at all. An IPv6 address counts as
 * its /64 network (./ip-group.ts).
 */
export async function isWithinRateLimit(ip: string | null, limit: RateLimit): Promise<boolean> {
  const rows = await systemDb().execute<{ allowed: boolean }>(
    sql`select app.check_rate_limit(${rateLimitAddress(ip) ?? '0.0.0.0'}::inet, ${limit.endpoint}, ${limit.maxRequests}, ${limit.windowMinutes}) as allowed`,
  );
  return rows[0]?.allowed === true;
}
