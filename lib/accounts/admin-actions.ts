'use server';

import { eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { adminUsers } from '@/lib/auth/admin-users';
import { endAllUserSessions } from '@/lib/auth/sessions';
import { actAs, systemDb, withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { crossHostUrl } from '@/lib/links/cross-host';
import { manageAccountError } from './rules';
import { accountIdSchema, setActiveSchema } from './schema';
import { log } from '@/lib/log/logger';

// What an admin does to someone else's account, authorized by the target's role
// (lib/accounts/rules.ts) on the server, and by RLS and the profile guard trigger in the
// database.

const ACCOUNT_GONE = 'This account no longer exists.';
const ERASED_ACCOUNT = 'This person was erased on request: there is no account left to change.';
const RESET_LINK_FAILED = 'The reset link could not be created. Please try again in a moment.';

function revalidateAccounts(id: string) {
  revalidatePortal('/admin/clients');
  revalidatePortal(`/admin/clients/${id}`);
  revalidatePortal('/admin/users');
}

/** Deactivates or reactivates an account: sign-in refused, every session ended, data kept. */
export const setAccountActive = action(
  { schema: setActiveSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const [target] = await withUser(user.claims, (tx) =>
      tx
        .select({ id: profiles.id, role: profiles.role, erasedAt: profiles.erasedAt })
        .from(profiles)
        .where(eq(profiles.id, input.userId))
        .limit(1),
    );
    if (!target) return { ok: false, error: ACCOUNT_GONE };
    if (target.erasedAt) return { ok: false, error: ERASED_ACCOUNT };
    const refusal = manageAccountError({ id: user.profile.id, role: user.profile.role }, target);
    if (refusal) return { ok: false, error: refusal };
    // One transaction: the sessions end (trusted: auth.sessions is not the admin's to
    // touch) exactly when the profile changes under the admin's own RLS.
    await systemDb().transaction(async (tx) => {
      if (!input.active) await endAllUserSessions(tx, input.userId);
      await actAs(tx, user.claims);
      await tx
        .update(profiles)
        .set(
          input.active
            ? { deactivatedAt: null, deactivatedBy: null }
            : { deactivatedAt: new Date(), deactivatedBy: user.claims.sub },
        )
        .where(eq(profiles.id, input.userId));
    });
    try {
      await adminUsers().setSignInBlocked(input.userId, !input.active);
    } catch (error) {
      // The profile decides in this app either way; the provider's ban is the extra layer.
      log.error({ err: error }, 'Blocking sign-in at the auth provider failed');
    }
    revalidateAccounts(input.userId);
    return { ok: true };
  },
);

/** A one-time password-reset link for a client (or, for a super admin, anyone else). */
export const createResetLink = action(
  { schema: accountIdSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ link: string }>> => {
    const [target] = await withUser(user.claims, (tx) =>
      tx
        .select({
          id: profiles.id,
          role: profiles.role,
          email: profiles.email,
          fullName: profiles.fullName,
          deactivatedAt: profiles.deactivatedAt,
        })
        .from(profiles)
        .where(eq(profiles.id, input.userId))
        .limit(1),
    );
    if (!target) return { ok: false, error: ACCOUNT_GONE };
    const refusal = manageAccountError({ id: user.profile.id, role: user.profile.role }, target);
    if (refusal) return { ok: false, error: refusal };
    if (target.deactivatedAt) return { ok: false, error: 'This account is deactivated. Reactivate it first.' };
    if (!target.email) return { ok: false, error: 'This account has no email address.' };
    try {
      const origin = (await crossHostUrl('portal', '/')).replace(/\/$/, '');
      const link = await adminUsers().createPasswordResetLink(user.claims, target, origin);
      return { ok: true, link };
    } catch (error) {
      log.error({ err: error }, 'Creating a reset link failed');
      return { ok: false, error: RESET_LINK_FAILED };
    }
  },
);
