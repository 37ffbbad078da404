import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getCurrentUser, type CurrentUser } from './current-user';
import { decideAccess, type Requirement } from './guard';
import { PATH_HEADER } from './require-role-header';
import { safeInternalPath } from './safe-redirect';

/**
 * Server-side guard for a portal page (spec §2.6): returns the user when allowed,
 * otherwise redirects exactly as the guard rules say.
 */
export async function requireRole(requirement: Requirement): Promise<CurrentUser> {
  const user = await getCurrentUser();
  const origin = safeInternalPath((await headers()).get(PATH_HEADER), '/dashboard');
  const decision = decideAccess(user?.profile.role ?? null, requirement, origin);
  if (decision.kind === 'redirect') redirect(decision.to);
  return user!;
}
