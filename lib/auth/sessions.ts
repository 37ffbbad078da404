import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { systemDb, type Database } from '@/lib/db/client';
import { authSessions, profiles } from '@/lib/db/schema';

// The one place that decides whether a session lives and that ends sessions (issue 15,
// item 10). A session ends at its absolute lifetime (not_after), after idling longer than
// its role allows, and at once when its user's role changes, when the browser accepts an
// invitation for someone else, or (issue 16) when the account is deactivated.

/** Activity is written at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_SECONDS = 60;

/** Minutes a session may idle: staff (admins, super admins) get less than clients. */
export function idleMinutesFor(role: string | null | undefined): number {
  const e = env();
  return role === 'client' ? e.SESSION_IDLE_MINUTES_CLIENT : e.SESSION_IDLE_MINUTES_STAFF;
}

/**
 * Whether `sessionId` of `userId` is alive (not past its lifetime, not idle too long for
 * the user's role); records the activity. An idle session is removed.
 */
export async function keepSessionAlive(sessionId: string, userId: string, db: Database = systemDb()): Promise<boolean> {
  const e = env();
  const [row] = await db
    .select({
      idle: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(mins => case when ${profiles.role} = 'client' then ${e.SESSION_IDLE_MINUTES_CLIENT}::int else ${e.SESSION_IDLE_MINUTES_STAFF}::int end)`,
      stale: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), gt(authSessions.notAfter, sql`now()`)))
    .limit(1);
  if (!row) return false;
  if (row.idle) {
    await endSession(sessionId, db);
    return false;
  }
  if (row.stale)
    await db
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(eq(authSessions.id, sessionId));
  return true;
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
