import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { pageRead } from '@/lib/outage/page-outage';
import { getCurrentUser, type CurrentUser } from './current-user';
import { decideAccess, reachableWithoutTwoFactor, TWO_FACTOR_SETUP_PATH, type Requirement } from './guard';
import { PATH_HEADER } from './require-role-header';
import { safeInternalPath } from './safe-redirect';
import { heldForTwoFactor } from './two-factor-gate';

/** The path the browser asked for (set by the proxy), to come back to after signing in. */
async function requestedPath(): Promise<string> {
  return safeInternalPath((await headers()).get(PATH_HEADER), '/dashboard');
}

/**
 * Server-side guard for a portal PAGE: returns the user when allowed,
 * otherwise redirects exactly as the guard rules say. When two-factor sign-in is required
 * for admins, an admin session without it may only reach the account pages.
 * Never call it from a layout: use requireSignedInForLayout
 * (docs/decisions/0042-two-factor-and-page-independent-layouts.md).
 */
export async function requireRole(requirement: Requirement): Promise<CurrentUser> {
  // A session check that cannot reach the database is an outage, never "signed out".
  const user = await pageRead(() => getCurrentUser('two-factor-setup'));
  const origin = await requestedPath();
  const decision = decideAccess(user?.profile.role ?? null, requirement, origin);
  if (decision.kind === 'redirect') redirect(decision.to);
  const reach = reachableWithoutTwoFactor(origin) ? 'two-factor-setup' : 'everything';
  if (heldForTwoFactor(user, reach)) redirect(TWO_FACTOR_SETUP_PATH);
  return user!;
}

/**
 * The guard for a LAYOUT: signed in or off to sign in, nothing that depends on which page
 * below it was asked for. The client router keeps a layout's output and reuses it for every
 * page under it (navigations, server-action redirects, prefetches render it once, for
 * whichever path came first), so a layout that redirected to two-factor enrolment for
 * /dashboard kept redirecting on /account/two-factor too, and the page looped refetching.
 * Each page applies the page-dependent rules itself through requireRole.
 */
export async function requireSignedInForLayout(): Promise<CurrentUser> {
  // The shell around the account pages is drawn for a session held for two-factor too.
  const user = await pageRead(() => getCurrentUser('two-factor-setup'));
  // Only the sign-in redirect reads the path (for `next`): it leaves the shell for /login.
  if (!user) redirect(`/login?next=${encodeURIComponent(await requestedPath())}`);
  return user;
}
