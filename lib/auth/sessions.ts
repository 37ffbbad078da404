import 'server-only';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { systemDb, type Database, type Tx } from '@/lib/db/client';
import { authSessions, profiles } from '@/lib/db/schema';

// The one place that decides whether a session lives, lists sessions and ends them (issue 15
// item 10, issue 16). Sessions of both auth adapters live in auth.sessions (local: ours;
// Supabase: theirs, same columns); a session ends when its row is deleted. It ends at its
// absolute lifetime (not_after), after idling longer than its role allows, at once when its
// user's role changes, when the browser accepts an invitation for someone else, when the
// account is deactivated, and on a password reset. Only the trusted connection reaches
// auth.sessions.

type Db = Database | Tx;

/**
 * Activity ("last seen" of the sessions list, and the idle clock) is written at most this
 * often, so a busy session does not write on every request.
 */
const TOUCH_EVERY_SECONDS = 60;

/** Minutes a session may idle: staff (admins, super admins) get less than clients. */
export function idleMinutesFor(role: string | null | undefined): number {
  const e = env();
  return role === 'client' ? e.SESSION_IDLE_MINUTES_CLIENT : e.SESSION_IDLE_MINUTES_STAFF;
}

/**
 * Whether `sessionId` of `userId` is alive (not past its lifetime, not idle too long for
 * the user's role, its account not deactivated); records the activity. A dead session is
 * removed.
 */
export async function keepSessionAlive(sessionId: string, userId: string, db: Db = systemDb()): Promise<boolean> {
  const e = env();
  const [row] = await db
    .select({
      idle: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(mins => case when ${profiles.role} = 'client' then ${e.SESSION_IDLE_MINUTES_CLIENT}::int else ${e.SESSION_IDLE_MINUTES_STAFF}::int end)`,
      deactivated: sql<boolean>`${profiles.deactivatedAt} is not null`,
      stale: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), gt(authSessions.notAfter, sql`now()`)))
    .limit(1);
  if (!row) return false;
  if (row.idle || row.deactivated) {
    await endSession(db, sessionId);
    return false;
  }
  if (row.stale)
    await db
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(eq(authSessions.id, sessionId));
  return true;
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
