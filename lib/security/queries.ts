import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import type { SecurityMetric } from './alerts';

/**
 * get_security_dashboard() under the admin's claims. Throws when it cannot be loaded; the
 * page shows that. postgres.js fails the whole transaction once any statement in it
 * failed, caught or not, so a caller that tolerates the failure runs this LAST and catches
 * around its withUser (a savepoint would cost two more round trips on every load).
 */
export async function getSecurityMetrics(tx: Tx): Promise<SecurityMetric[]> {
  const rows = await tx.execute<{ metric_name: string; metric_value: string; last_updated: string }>(
    sql`select * from app.get_security_dashboard()`,
  );
  return rows.map((r) => ({
    name: r.metric_name,
    value: Number(r.metric_value),
    lastUpdated: new Date(r.last_updated),
  }));
}

/** The path part of the current admin URL, or null when no token was ever issued. */
export async function getAdminPathPart(tx: Tx): Promise<string | null> {
  const [row] = await tx.execute<{ part: string | null }>(sql`select app.current_admin_path_part() as part`);
  return row?.part ?? null;
}

/**
 * The /mgmt-<part> check: the current token part and the caller's live session.
 * The SQL functions record a failed attempt themselves.
 */
export async function isAdminAccessValid(tx: Tx, part: string, sessionId: string): Promise<boolean> {
  const [row] = await tx.execute<{ ok: boolean }>(
    sql`select app.validate_admin_access(${part}) and app.validate_admin_session(${sessionId}) as ok`,
  );
  return row?.ok === true;
}
