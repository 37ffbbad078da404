import 'server-only';
import { cache } from 'react';
import type { Claims } from '@/lib/db/client';
import type { Profile } from '@/lib/db/schema';
import { isAdminRole } from './roles';
import { auth } from './index';
import { requestCookieJar } from './request';
import { loadSessionProfile, type SessionCompany } from './session-profile';
import { heldForTwoFactor, type TwoFactorReach } from './two-factor-gate';
import type { UnreadCounts } from './unread-counts';

/**
 * `needsTwoFactor`: a super admin requires two-factor sign-in for admins and this session
 * has not used one (claims.aal is not 'aal2'), so the guard sends the person to enrol.
 */
export type CurrentUser = {
  claims: Claims;
  profile: Profile;
  needsTwoFactor?: boolean;
  /** Read with the session check: the sidebar's badges. */
  unread?: UnreadCounts;
  /** Read with the session check: a client's company and role in it (lib/companies/access.ts). */
  company?: SessionCompany | null;
};

/**
 * The session check of a request, shared by the layout, the page, the route handlers and
 * actions through React cache. The token is verified without the database, then one
 * statement checks the session row and loads the profile. A session ended elsewhere (signed
 * out remotely, password reset) or a deactivated account counts as signed out at once,
 * whatever the token's remaining lifetime. Throws on a database error: that is never
 * "signed out".
 */
const readSession = cache(async (): Promise<CurrentUser | null> => {
  const claims = await auth().getClaims(await requestCookieJar());
  if (!claims) return null;
  const state = await loadSessionProfile(claims);
  if (!state) return null;
  const needsTwoFactor = state.requireAdminMfa && isAdminRole(state.profile.role) && claims.aal !== 'aal2';
  // A held session sees no badges either: the counts say something about the team's threads.
  const unread = needsTwoFactor
    ? { notifications: 0, messages: 0 }
    : { notifications: state.unreadNotifications, messages: state.unreadMessages };
  return { claims, profile: state.profile, needsTwoFactor, unread, company: state.company };
});

/**
 * The verified signed-in user and their profile. By default an admin whose session is held
 * for two-factor sign-in (lib/auth/two-factor-gate.ts) is nobody here, so a route handler, a
 * download or an export that asks who is signed in serves them nothing without having to
 * remember the rule. Only the callers that serve the account pages and the setup itself ask
 * with 'two-factor-setup' (requireRole and action(), which then apply the same rule by path
 * or by action).
 */
export async function getCurrentUser(reach: TwoFactorReach = 'everything'): Promise<CurrentUser | null> {
  const user = await readSession();
  return heldForTwoFactor(user, reach) ? null : user;
}
