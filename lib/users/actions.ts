'use server';

import { eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionError, type ActionResult } from '@/lib/actions/action';
import { adminUsers, DuplicateEmailError } from '@/lib/auth/admin-users';
import { endAllUserSessions } from '@/lib/auth/sessions';
import { systemDb, withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { sendInvitation, type InvitationOutcome } from '@/lib/invitations/send-invitation';
import { inviteRoleError, inviteUserSchema, roleChangeError, updateUserSchema } from './schema';
import { log } from '@/lib/log/logger';

function revalidateUsers() {
  revalidatePortal('/admin/users');
  revalidatePortal('/admin/clients');
}

/** Name and company for any admin; the role only by a super admin, never their own. */
export const updateUser = action(
  { schema: updateUserSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const outcome = await withUser(
      user.claims,
      async (tx): Promise<{ refused: ActionError } | { changesRole: boolean }> => {
        const [target] = await tx
          .select({ role: profiles.role })
          .from(profiles)
          .where(eq(profiles.id, input.id))
          .limit(1);
        if (!target) return { refused: { ok: false, error: 'This user no longer exists.' } };
        const changesRole = input.role !== undefined && input.role !== target.role;
        if (changesRole) {
          const refusal = roleChangeError({ id: user.profile.id, role: user.profile.role }, input.id);
          if (refusal) return { refused: { ok: false, error: refusal, fieldErrors: { role: refusal } } };
        }
        await tx
          .update(profiles)
          .set({
            fullName: input.fullName,
            companyName: input.companyName,
            ...(changesRole ? { role: input.role } : {}),
          })
          .where(eq(profiles.id, input.id));
        return { changesRole };
      },
    );
    if ('refused' in outcome) return outcome.refused;
    // A new role takes effect at once: the user signs in again under it. Ending sessions is
    // trusted work on auth.sessions, done once the change has committed.
    if (outcome.changesRole) await endAllUserSessions(systemDb(), input.id);
    revalidateUsers();
    return { ok: true };
  },
);

/** Creates the account and sends the invitation; admins invite clients only. */
export const inviteUser = action(
  { schema: inviteUserSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ invitation: InvitationOutcome }>> => {
    const refusal = inviteRoleError(user.profile.role, input.role);
    if (refusal) return { ok: false, error: refusal, fieldErrors: { role: refusal } };
    let id: string;
    try {
      id = await adminUsers().createAccount(
        user.claims,
        { email: input.email, fullName: input.fullName },
        async (tx, newId) => {
          if (input.role !== 'client')
            await tx.update(profiles).set({ role: input.role }).where(eq(profiles.id, newId));
          return newId;
        },
      );
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        return { ok: false, error: error.message, fieldErrors: { email: error.message } };
      }
      log.error({ err: error }, 'Inviting a user failed');
      return { ok: false, error: 'Failed to create the user' };
    }
    const invitation = await sendInvitation(user, id, { clientsOnly: false });
    revalidateUsers();
    return { ok: true, invitation };
  },
);
