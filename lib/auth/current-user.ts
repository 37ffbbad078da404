import 'server-only';
import { cache } from 'react';
import type { Claims } from '@/lib/db/client';
import type { Profile } from '@/lib/db/schema';
import { isAdminRole } from './roles';
import { auth } from './index';
import { requestCookieJar } from './request';
import { loadSessionProfile, type SessionCompany } from './session-profile';
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
 * The verified signed-in user and their profile: the one session check of a request,
 * shared by the layout, the page (requireRole) and actions (action()) through React cache.
 * The token is verified without the database, then one statement checks the session row
 * and loads the profile. A session ended elsewhere (signed out remotely, password reset) or
 * a deactivated account counts as signed out at once, whatever the token's remaining
 * lifetime. Throws on a database error: that is never "signed out".
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await auth().getClaims(await requestCookieJar());
  if (!claims) return null;
  const state = await loadSessionProfile(claims);
  if (!state) return null;
  const needsTwoFactor = state.requireAdminMfa && isAdminRole(state.profile.role) && claims.aal !== 'aal2';
  const unread = { notifications: state.unreadNotifications, messages: state.unreadMessages };
  return { claims, profile: state.profile, needsTwoFactor, unread, company: state.company };
});
