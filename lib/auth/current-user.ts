import 'server-only';
import { cache } from 'react';
import type { Claims } from '@/lib/db/client';
import type { Profile } from '@/lib/db/schema';
import { loadSignedInState } from '@/lib/profiles/queries';
import { isAdminRole } from './guard';
import { auth } from './index';
import { requestCookieJar } from './request';

/**
 * `needsTwoFactor`: a super admin requires two-factor sign-in for admins and this session
 * has not used one (claims.aal is not 'aal2'), so the guard sends the person to enrol.
 */
export type CurrentUser = { claims: Claims; profile: Profile; needsTwoFactor?: boolean };

/**
 * The verified signed-in user and their profile, once per request. A session that was
 * ended elsewhere (signed out remotely, password reset) or an account that was deactivated
 * counts as signed out at once, whatever the token's remaining lifetime.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await auth().getClaims(await requestCookieJar());
  if (!claims) return null;
  const state = await loadSignedInState(claims);
  if (!state.sessionLive || state.profile.deactivatedAt) return null;
  const needsTwoFactor = state.requireAdminMfa && isAdminRole(state.profile.role) && claims.aal !== 'aal2';
  return { claims, profile: state.profile, needsTwoFactor };
});
