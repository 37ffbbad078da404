import 'server-only';
import { cache } from 'react';
import type { Claims } from '@/lib/db/client';
import type { Profile } from '@/lib/db/schema';
import { loadOwnProfile } from '@/lib/profiles/queries';
import { auth } from './index';
import { requestCookieJar } from './request';

export type CurrentUser = { claims: Claims; profile: Profile };

/** The verified signed-in user and their profile, once per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await auth().getClaims(await requestCookieJar());
  if (!claims) return null;
  return { claims, profile: await loadOwnProfile(claims) };
});
