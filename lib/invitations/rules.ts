import type { Role } from '@/lib/auth/roles';

// Who may (re)invite which account. An invitation link sets the
// account's password, so whoever sees it can become that account: it is a power over the
// TARGET's role, checked against the target, not only the caller.

export const NOT_A_CLIENT = 'This account is not a client. Staff invitations are managed in User Management.';
export const ONLY_SUPER_ADMIN_INVITES_STAFF = 'Only a super admin can invite admins and super admins.';

/** Super admins create any role; admins create clients only. */
export function mayCreateRole(actorRole: string, targetRole: string): boolean {
  if (actorRole === 'super_admin') return true;
  return actorRole === 'admin' && targetRole === 'client';
}

/**
 * Why `actorRole` may not send `target` an invitation, or null. `clientsOnly`: the client
 * management screens act on client accounts and nothing else.
 */
export function invitationRefusal(
  actorRole: string,
  targetRole: Role | string,
  options: { clientsOnly: boolean },
): string | null {
  if (options.clientsOnly && targetRole !== 'client') return NOT_A_CLIENT;
  if (!mayCreateRole(actorRole, targetRole)) return ONLY_SUPER_ADMIN_INVITES_STAFF;
  return null;
}
