// The one rule of "two-factor sign-in required for admins": a session it holds back reaches
// only what is needed to set two-factor up. Every way into the portal asks it here: the
// session check itself (getCurrentUser, so a route handler, a download or a PDF that only
// asks "who is this?" gets nobody), the page guard (requireRole) and action().

/**
 * How far a caller lets a held session in: 'two-factor-setup' is the account pages and the
 * account actions that set two-factor up; 'everything' is the rest of the portal.
 */
export type TwoFactorReach = 'everything' | 'two-factor-setup';

/**
 * True when this session must not be served at this reach: an admin (any staff role) whose
 * session has not used two-factor sign-in while a super admin requires it. The session check
 * works out `needsTwoFactor` (lib/auth/current-user.ts); nothing else reads it.
 */
export function heldForTwoFactor(
  user: { needsTwoFactor?: boolean } | null | undefined,
  reach: TwoFactorReach,
): boolean {
  return user?.needsTwoFactor === true && reach !== 'two-factor-setup';
}
