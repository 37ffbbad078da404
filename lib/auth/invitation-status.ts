import { eq } from 'drizzle-orm';
import { systemDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';

/**
 * After Supabase Auth has verified an invitation, the profile becomes 'accepted'. A user may
 * not change their own invitation status (guard_profile_changes), so the trusted connection
 * does it, for exactly the user Supabase just verified.
 */
export async function markInvitationAccepted(userId: string): Promise<void> {
  await systemDb().update(profiles).set({ invitationStatus: 'accepted' }).where(eq(profiles.id, userId));
}
