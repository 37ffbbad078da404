import 'server-only';
import { cache } from 'react';
import type { Claims } from '@/lib/db/client';
import type { Profile } from '@/lib/db/schema';
import { auth } from './index';
import { requestCookieJar } from './request';
import { loadSessionProfile } from './session-profile';

export type CurrentUser = { claims: Claims; profile: Profile };

/**
 * The verified signed-in user and their profile: the one session check of a request,
 * shared by the layout, the page (requireRole) and actions (action()) through React cache.
 * The token is verified without the database, then one statement checks the session row
 * and loads the profile. Throws on a database error: that is never "signed out".
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const adapter = auth();
  const claims = await adapter.getClaims(await requestCookieJar());
  if (!claims) return null;
  const profile = await loadSessionProfile(claims, adapter.checksSessionRow);
  return profile ? { claims, profile } : null;
});
