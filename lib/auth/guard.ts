// The portal's route guard as one pure function: who may see a screen, and where
// everyone else is sent. Enforced on the server by requireRole (lib/auth/require-role.ts).

import { isAdminRole, type Role } from './roles';

/** Signed in with any role, or with this one ('admin' lets the whole team in). */
export type Requirement = 'signed-in' | Role;
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** `role` is null when nobody is signed in; `origin` is the path to come back to. */
export function decideAccess(role: string | null, requirement: Requirement, origin: string): GuardDecision {
  if (role === null) return { kind: 'redirect', to: `/login?next=${encodeURIComponent(origin)}` };
  const allow: GuardDecision = { kind: 'allow' };
  switch (requirement) {
    case 'signed-in':
      return allow;
    case 'admin':
      if (isAdminRole(role)) return allow;
      return { kind: 'redirect', to: role === 'client' ? '/dashboard' : '/' };
    case 'client':
      if (role === 'client') return allow;
      return { kind: 'redirect', to: isAdminRole(role) ? '/dashboard' : '/' };
    case 'super_admin':
      return role === 'super_admin' ? allow : { kind: 'redirect', to: '/' };
  }
}

/** Where an admin who must use two-factor sign-in sets it up. */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor';

/**
 * An admin who must use two-factor sign-in and has not may reach only the account pages
 * (where it is set up); every other screen sends them to TWO_FACTOR_SETUP_PATH.
 */
export function reachableWithoutTwoFactor(path: string): boolean {
  return /^\/account(?:[/?#]|$)/.test(path);
}
