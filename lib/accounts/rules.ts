import { mayCreateRole } from '@/lib/invitations/rules';

// Who may act on whose account: one rule for re-inviting, deactivating,
// reactivating and making a password-reset link. Admins manage client accounts; only a
// super admin manages admin and super admin accounts (and accounts of a role this build
// does not know). RLS and the profile guard trigger enforce the same in the database.

export const NOT_YOUR_ACCOUNT_TO_MANAGE = 'Only a super admin can manage admin accounts.';
export const NOT_YOURSELF = 'You cannot do that to your own account.';

/** The same rule as who may create (invite) an account of that role. */
export function mayManageAccount(actorRole: string, targetRole: string): boolean {
  return mayCreateRole(actorRole, targetRole);
}

/** Refusal message, or null when `actor` may manage `target`'s account. */
export function manageAccountError(
  actor: { id: string; role: string },
  target: { id: string; role: string },
  options: { allowSelf?: boolean } = {},
): string | null {
  if (!options.allowSelf && actor.id === target.id) return NOT_YOURSELF;
  return mayManageAccount(actor.role, target.role) ? null : NOT_YOUR_ACCOUNT_TO_MANAGE;
}
