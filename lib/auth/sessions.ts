import 'server-only';
import { and, desc, eq, gt, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Database, Tx } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';

// The rules of a session's life, and the one place that lists and ends sessions. The
// per-request check that applies the rules (lifetime, idle per role, deactivation, activity
// every TOUCH_EVERY_SECONDS) is the one statement of lib/auth/session-profile.ts. Sessions
// of both auth adapters live in auth.sessions (local: ours; Supabase: theirs, same columns);
// a session ends when its row is deleted: at its absolute lifetime (not_after), after idling
// longer than its role allows, and at once when its user's role changes, when the browser
// accepts an invitation for someone else, when the account is deactivated, and on a password
// reset. Only the trusted connection reaches auth.sessions.

type Db = Database | Tx;

/**
 * Activity ("last seen" of the sessions list, and the idle clock) is written at most this
 * often, so a busy session does not write on every request.
 */
export const TOUCH_EVERY_SECONDS = 60;

/**
 * Minutes a session may idle, as SQL over the user's role: staff (admins, super admins) get
 * less than clients. A user without a profile yet gets one as a client, so idles as one.
 */
export function idleMinutesSql(role: SQLWrapper): SQL<number> {
  const e = env();
  return sql<number>`case when coalesce(${role}, 'client') = 'client' then ${e.SESSION_IDLE_MINUTES_CLIENT}::int else ${e.SESSION_IDLE_MINUTES_STAFF}::int end`;
}

export type SessionRow = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The user's open sessions, most recently used first. */
export async function listUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastSeenAt:
        sql<Date>`greatest(${authSessions.updatedAt}, coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt}))`.mapWith(
          (v: string | Date) => new Date(v),
        ),
    })
    .from(authSessions)
    .where(
      and(eq(authSessions.userId, userId), or(isNull(authSessions.notAfter), gt(authSessions.notAfter, sql`now()`))),
    )
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.createdAt));
  return rows;
}

/** Ends one session, whoever it belongs to (the caller has decided it must end). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends one of the user's own sessions; false when it was not theirs or already ended. */
export async function endUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of the user at once (role change, deactivation, password reset), or
 * every one but `except` (the session the user is working in). Returns how many ended. In
 * Supabase mode this removes the sessions (and with them the refresh tokens); an access
 * token already issued stays valid until it expires, but every page and action reads the
 * role and account state from the profile, so the change applies at once.
 */
export async function endAllUserSessions(db: Db, userId: string, except?: string | null): Promise<number> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), except ? ne(authSessions.id, except) : undefined))
    .returning({ id: authSessions.id });
  return ended.length;
}
