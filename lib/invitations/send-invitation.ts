import 'server-only';
import { eq } from 'drizzle-orm';
import type { ActionResult } from '@/lib/actions/action';
import { adminUsers } from '@/lib/auth/admin-users';
import type { CurrentUser } from '@/lib/auth/current-user';
import { withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { crossHostUrl } from '@/lib/links/cross-host';
import type { InviteResult } from '@/lib/auth/admin-users-types';
import { NOT_YOURSELF } from '@/lib/accounts/rules';
import { invitationRefusal } from './rules';
import { log } from '@/lib/log/logger';

export type InvitationOutcome = ActionResult<InviteResult>;

export const ALREADY_ACCEPTED = 'This account has already accepted its invitation.';
export const DEACTIVATED_CANNOT_BE_INVITED = 'This account is deactivated. Reactivate it before inviting it again.';
export const INVITATION_FAILED = 'The invitation could not be created. Please try again in a moment.';

/**
 * Sends or re-sends the invitation of `targetId`: pending and
 * sent accounts can be invited; on success the profile becomes 'sent' with the current time.
 * The caller (a server action) has checked that `actor` is an admin; this checks the
 * target: its role must be one the actor may create (lib/invitations/rules.ts), and a
 * client screen (`clientsOnly`) acts on client accounts only.
 */
export async function sendInvitation(
  actor: CurrentUser,
  targetId: string,
  options: { clientsOnly: boolean },
): Promise<InvitationOutcome> {
  const [target] = await withUser(actor.claims, (tx) =>
    tx
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        invitationStatus: profiles.invitationStatus,
        role: profiles.role,
        deactivatedAt: profiles.deactivatedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, targetId))
      .limit(1),
  );
  if (!target) return { ok: false, error: 'This account no longer exists.' };
  // Authorized by the account's role, not only the caller's: admins (re)invite clients.
  const refusal = invitationRefusal(actor.profile.role, target.role, options);
  if (refusal) return { ok: false, error: refusal };
  if (actor.profile.id === target.id) return { ok: false, error: NOT_YOURSELF };
  const sent = await mailInvitation(actor, target);
  if (!sent.ok) return sent;
  await withUser(actor.claims, (tx) =>
    tx
      .update(profiles)
      .set({ invitationStatus: 'sent', invitationSentAt: new Date() })
      .where(eq(profiles.id, targetId)),
  );
  return sent;
}

/** What an invitation's link is made for: an account that is not yet in, with an address. */
export type InvitationTarget = {
  id: string;
  email: string | null;
  fullName: string | null;
  invitationStatus: string;
  deactivatedAt: Date | null;
};

/**
 * Makes and mails the invitation link of an account the caller may invite (the staff screens
 * and a company owner's team page both end here): refused for a deactivated or already
 * accepted account or one without an address; a failure of the adapter is logged, and the
 * person reads a plain message.
 */
export async function mailInvitation(actor: CurrentUser, target: InvitationTarget): Promise<InvitationOutcome> {
  if (target.deactivatedAt) return { ok: false, error: DEACTIVATED_CANNOT_BE_INVITED };
  if (target.invitationStatus === 'accepted') return { ok: false, error: ALREADY_ACCEPTED };
  if (!target.email) return { ok: false, error: 'This account has no email address.' };
  try {
    const portalOrigin = (await crossHostUrl('portal', '/')).replace(/\/$/, '');
    const sent = await adminUsers().invite(actor.claims, { ...target, email: target.email }, portalOrigin);
    return { ok: true, ...sent };
  } catch (error) {
    // The details (a Supabase or database message) go to the server log only.
    log.error({ err: error }, 'Sending an invitation failed');
    return { ok: false, error: INVITATION_FAILED };
  }
}
