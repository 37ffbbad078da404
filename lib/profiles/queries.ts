import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { withUser, type Claims, type Tx } from '@/lib/db/client';
import { profiles, type Profile } from '@/lib/db/schema';
import { withRetry } from '@/lib/db/retry';

/** The caller's own profile; a missing row is created with role client (spec §8). */
async function ownProfile(tx: Tx, claims: Claims): Promise<Profile> {
  const [existing] = await tx.select().from(profiles).where(eq(profiles.id, claims.sub)).limit(1);
  if (existing) return existing;
  const [created] = await tx
    .insert(profiles)
    .values({ id: claims.sub, email: claims.email ?? '', role: 'client' })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await tx.select().from(profiles).where(eq(profiles.id, claims.sub)).limit(1);
  return raced;
}

/**
 * The signed-in user's own profile, under their claims. Transient database errors are
 * retried 3 times (1 s, 2 s, 3 s); after that the error reaches the error page, never a
 * silently guessed role.
 */
export async function loadOwnProfile(claims: Claims): Promise<Profile> {
  return withRetry(() => withUser(claims, (tx) => ownProfile(tx, claims)));
}

export type SignedInState = {
  profile: Profile;
  /** The session in the claims is still open (not signed out elsewhere, not ended by an admin). */
  sessionLive: boolean;
  /** A super admin requires two-factor sign-in for admins (issue 16). */
  requireAdminMfa: boolean;
};

/** Everything a request needs to know about the signed-in user, in one transaction. */
export async function loadSignedInState(claims: Claims): Promise<SignedInState> {
  return withRetry(() =>
    withUser(claims, async (tx) => {
      const profile = await ownProfile(tx, claims);
      const [row] = await tx.execute<{ live: boolean; require_mfa: boolean }>(sql`
        select public.current_session_is_live() as live,
               coalesce((select s.require_admin_mfa from public.app_settings s), false) as require_mfa`);
      return { profile, sessionLive: row?.live === true, requireAdminMfa: row?.require_mfa === true };
    }),
  );
}
