// The portal's route guard as one pure function: who may see a screen, and where
// everyone else is sent. Enforced on the server by requireRole (lib/auth/require-role.ts).

export type Requirement = 'signed-in' | 'admin' | 'client' | 'super_admin';
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const KNOWN_ROLES = ['client', 'admin', 'super_admin'] as const;
export type Role = (typeof KNOWN_ROLES)[number];

export function isKnownRole(role: string): role is Role {
  return (KNOWN_ROLES as readonly string[]).includes(role);
}

/** The team: the roles that run the business (and read every project's thread). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly Role[];

export function isAdminRole(role: string | null | undefined): boolean {
  return (ADMIN_ROLES as readonly (string | null | undefined)[]).includes(role);
}

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
