import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { reachDatabase, systemDb, withUser, type Claims, type Database } from '@/lib/db/client';
import { withRetry } from '@/lib/db/retry';
import { authSessions, profiles, type Profile } from '@/lib/db/schema';
import { idleMinutesSql, TOUCH_EVERY_SECONDS } from './sessions';

/**
 * The server's one session check per request, and the profile with it, in ONE statement on
 * the trusted connection (auth.sessions is not readable by users): the session row must
 * exist, belong to the token's user, not be past not_after and not have idled longer than
 * the user's role allows (issue 15: lib/auth/sessions.ts holds the rule); the profile comes
 * along by a left join. The same statement ends an idle session and records activity at most
 * every TOUCH_EVERY_SECONDS (data-modifying CTEs), so a request pays one round trip.
 *
 * Returns null only when the session is gone (revoked, expired, idle). A database error is
 * thrown after the retries (spec §8/§9) as DatabaseUnavailableError when the database cannot
 * be reached (issue 22), never read as "signed out" or a guessed role.
 */
export async function loadSessionProfile(
  claims: Claims,
  checkSessionRow: boolean,
  db: Database = systemDb(),
  retry: typeof withRetry = withRetry,
): Promise<Profile | null> {
  return reachDatabase(() =>
    retry(async () => {
      const found = checkSessionRow ? await profileOfLiveSession(db, claims) : await ownProfile(db, claims);
      if (found === null) return null;
      return found.profile ?? createOwnProfile(db, claims);
    }),
  );
}

async function profileOfLiveSession(db: Database, claims: Claims): Promise<{ profile: Profile | null } | null> {
  if (!claims.session_id) return null;
  const idleMinutes = idleMinutesSql(profiles.role);
  const checked = db.$with('checked').as(
    db
      .select({
        id: authSessions.id,
        userId: authSessions.userId,
        idle: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(mins => ${idleMinutes})`.as('idle'),
        stale: sql<boolean>`${authSessions.updatedAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as(
          'stale',
        ),
      })
      .from(authSessions)
      .leftJoin(profiles, eq(profiles.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, claims.session_id),
          eq(authSessions.userId, claims.sub),
          gt(authSessions.notAfter, sql`now()`),
        ),
      ),
  );
  const ended = db.$with('ended').as(
    db
      .delete(authSessions)
      .where(
        inArray(
          authSessions.id,
          db
            .select({ id: checked.id })
            .from(checked)
            .where(sql`${checked.idle}`),
        ),
      )
      .returning({ id: authSessions.id }),
  );
  const touched = db.$with('touched').as(
    db
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(
        inArray(
          authSessions.id,
          db
            .select({ id: checked.id })
            .from(checked)
            .where(sql`${checked.stale} and not ${checked.idle}`),
        ),
      )
      .returning({ id: authSessions.id }),
  );
  const [row] = await db
    .with(checked, ended, touched)
    .select({ idle: checked.idle, profile: profiles })
    .from(checked)
    .leftJoin(profiles, eq(profiles.id, checked.userId))
    .limit(1);
  if (!row || row.idle) return null;
  return { profile: row.profile };
}

async function ownProfile(db: Database, claims: Claims): Promise<{ profile: Profile | null }> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, claims.sub)).limit(1);
  return { profile: profile ?? null };
}

/** A signed-in user without a profile row gets one with role client (spec §8), under RLS. */
async function createOwnProfile(db: Database, claims: Claims): Promise<Profile> {
  return withUser(
    claims,
    async (tx) => {
      const [created] = await tx
        .insert(profiles)
        .values({ id: claims.sub, email: claims.email ?? '', role: 'client' })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [raced] = await tx.select().from(profiles).where(eq(profiles.id, claims.sub)).limit(1);
      return raced;
    },
    db,
  );
}
