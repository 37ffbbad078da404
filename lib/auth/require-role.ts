import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getCurrentUser, type CurrentUser } from './current-user';
import { decideAccess, type Requirement } from './guard';
import { PATH_HEADER } from './require-role-header';
import { safeInternalPath } from './safe-redirect';

/** Where an admin who must use two-factor sign-in sets it up (issue 16). */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor';

/**
 * Server-side guard for a portal page (spec §2.6): returns the user when allowed,
 * otherwise redirects exactly as the guard rules say. When two-factor sign-in is required
 * for admins, an admin session without it may only reach the account pages.
 */
export async function requireRole(requirement: Requirement): Promise<CurrentUser> {
  const user = await getCurrentUser();
  const origin = safeInternalPath((await headers()).get(PATH_HEADER), '/dashboard');
  const decision = decideAccess(user?.profile.role ?? null, requirement, origin);
  if (decision.kind === 'redirect') redirect(decision.to);
  if (user!.needsTwoFactor && !origin.startsWith('/account')) redirect(TWO_FACTOR_SETUP_PATH);
  return user!;
}
