import { and, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { systemDb, type Database } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';

// The rules of a session's life and the place that ends sessions (issue 15, item 10). The
// per-request check that applies them (lifetime, idle per role, activity every
// TOUCH_EVERY_SECONDS) is the one statement of lib/auth/session-profile.ts (issue 20).
// A session ends at its absolute lifetime (not_after), after idling longer than its role
// allows, and at once when its user's role changes, when the browser accepts an
// invitation for someone else, or (issue 16) when the account is deactivated.

/** Activity is written at most this often, so a busy session does not write on every request. */
export const TOUCH_EVERY_SECONDS = 60;

/**
 * Minutes a session may idle, as SQL over the user's role: staff (admins, super admins) get
 * less than clients. A user without a profile yet gets one as a client, so idles as one.
 */
export function idleMinutesSql(role: SQLWrapper): SQL<number> {
  const e = env();
  return sql<number>`case when coalesce(${role}, 'client') = 'client' then ${e.SESSION_IDLE_MINUTES_CLIENT}::int else ${e.SESSION_IDLE_MINUTES_STAFF}::int end`;
}

export async function endSession(sessionId: string, db: Database = systemDb()): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/**
 * Ends every session of `userId` (all browsers), except `keep` when given. Used on role
 * changes and deactivation. In Supabase mode this removes the sessions (and with them the
 * refresh tokens); an access token already issued stays valid until it expires, but every
 * page and action reads the role from the profile, so the change applies at once.
 */
export async function endAllSessions(userId: string, options: { keep?: string; db?: Database } = {}): Promise<void> {
  const db = options.db ?? systemDb();
  await db
    .delete(authSessions)
    .where(
      options.keep
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, options.keep))
        : eq(authSessions.userId, userId),
    );
}
