import 'server-only';
import { eq } from 'drizzle-orm';
import { withUser, type Claims } from '@/lib/db/client';
import { profiles, type Profile } from '@/lib/db/schema';
import { withRetry } from '@/lib/db/retry';

/**
 * The signed-in user's own profile, under their claims. A missing row is created with
 * role client (spec §8). Transient database errors are retried 3 times (1 s, 2 s, 3 s);
 * after that the error reaches the error page, never a silently guessed role.
 */
export async function loadOwnProfile(claims: Claims): Promise<Profile> {
  return withRetry(() =>
    withUser(claims, async (tx) => {
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
    }),
  );
}
