import 'server-only';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { InviteResult } from '@/lib/auth/admin-users-types';
import type { ActionResult } from '@/lib/actions/action';
import { systemDb, withUser } from '@/lib/db/client';
import { organizationMembers, profiles } from '@/lib/db/schema';
import { mailInvitation } from '@/lib/invitations/send-invitation';
import { isAdminRole } from '@/lib/auth/roles';
import { MEMBER_GONE } from './schema';
import { and } from 'drizzle-orm';

/**
 * Sends (or re-sends) a teammate's invitation link, the same link and mail as every client
 * invitation (lib/auth adapters' invite). The caller has checked that `actor` may manage the
 * company's team; this checks the target is a member of that company, read under the actor's
 * claims (RLS shows an owner only their own company).
 */
export async function sendTeammateInvitation(
  actor: CurrentUser,
  organizationId: string,
  targetId: string,
): Promise<ActionResult<InviteResult>> {
  const [target] = await withUser(actor.claims, (tx) =>
    tx
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        invitationStatus: profiles.invitationStatus,
        deactivatedAt: profiles.deactivatedAt,
      })
      .from(organizationMembers)
      .innerJoin(profiles, eq(profiles.id, organizationMembers.profileId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.profileId, targetId)))
      .limit(1),
  );
  if (!target) return { ok: false, error: MEMBER_GONE };
  const sent = await mailInvitation(actor, target);
  if (!sent.ok) return sent;
  // The invitation's state is the team's to set (the profile guard refuses it to clients);
  // an owner's invitation was authorized above, so the server records it on its own connection.
  const db = isAdminRole(actor.profile.role) ? null : systemDb();
  const mark = { invitationStatus: 'sent' as const, invitationSentAt: new Date() };
  if (db) await db.update(profiles).set(mark).where(eq(profiles.id, target.id));
  else await withUser(actor.claims, (tx) => tx.update(profiles).set(mark).where(eq(profiles.id, target.id)));
  return sent;
}
