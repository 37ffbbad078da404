import 'server-only';
import { and, desc, eq, gt, ne, or, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';

// Sessions of both auth adapters live in auth.sessions (local: ours; Supabase: theirs, same
// columns). A session ends when its row is deleted: the local adapter checks the row on
// every request, and getCurrentUser checks it in Supabase mode (current_session_is_live).
// Only the trusted connection reaches auth.sessions.

type Db = Database | Tx;

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

/** Ends one of the user's own sessions; false when it was not theirs or already ended. */
export async function endUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of the user at once (deactivation, password reset), or every one but
 * `except` (the session the user is working in). Returns how many ended.
 */
export async function endAllUserSessions(db: Db, userId: string, except?: string | null): Promise<number> {
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), except ? ne(authSessions.id, except) : undefined))
    .returning({ id: authSessions.id });
  return ended.length;
}

/** "Last seen" moves at most every few minutes, so reading a page does not write every time. */
export const LAST_SEEN_RESOLUTION_SECONDS = 5 * 60;

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.id, sessionId),
        sql`${authSessions.updatedAt} < now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_SECONDS})`,
      ),
    );
}
