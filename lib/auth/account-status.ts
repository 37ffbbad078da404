import 'server-only';
import { eq } from 'drizzle-orm';
import { systemDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';

// Profile facts the Supabase adapter needs on the trusted connection (Supabase Auth knows
// nothing about them): whether an account is deactivated, and the profile's copy of the
// login email after Supabase confirmed a change.

export async function isDeactivated(userId: string): Promise<boolean> {
  const [row] = await systemDb()
    .select({ deactivatedAt: profiles.deactivatedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return Boolean(row?.deactivatedAt);
}

export async function syncProfileEmail(userId: string, email: string): Promise<void> {
  await systemDb().update(profiles).set({ email }).where(eq(profiles.id, userId));
}
