import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { systemDb, withUser, type Claims, type Database } from '@/lib/db/client';
import { withRetry } from '@/lib/db/retry';
import { authSessions, profiles, type Profile } from '@/lib/db/schema';

/**
 * The server's one session check per request, and the profile with it, in ONE statement on
 * the trusted connection (auth.sessions is not readable by users): the session row must
 * exist, belong to the token's user and not be past not_after (local sessions; Supabase
 * Auth answers for its own), and the profile comes along by a left join.
 *
 * Returns null only when the session is gone (revoked, expired). A database error is
 * thrown after the retries (spec §8/§9), never read as "signed out" or a guessed role.
 */
export async function loadSessionProfile(
  claims: Claims,
  checkSessionRow: boolean,
  db: Database = systemDb(),
  retry: typeof withRetry = withRetry,
): Promise<Profile | null> {
  return retry(async () => {
    const found = checkSessionRow ? await profileOfLiveSession(db, claims) : await ownProfile(db, claims);
    if (found === null) return null;
    return found.profile ?? createOwnProfile(db, claims);
  });
}

async function profileOfLiveSession(db: Database, claims: Claims): Promise<{ profile: Profile | null } | null> {
  if (!claims.session_id) return null;
  const [row] = await db
    .select({ profile: profiles })
    .from(authSessions)
    .leftJoin(profiles, eq(profiles.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, claims.session_id),
        eq(authSessions.userId, claims.sub),
        gt(authSessions.notAfter, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
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
