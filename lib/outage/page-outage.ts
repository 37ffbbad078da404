// A page whose render meets a database outage before its first byte (the portal layout's
// session check, a detail page's reads) cannot choose its own status: App Router answers a
// failed render 500. So the page redirects the browser to its own address marked with
// OUTAGE_PARAM, which the proxy answers with the 503 page and Retry-After (proxy.ts), the
// same answer as a request that arrives while the outage is already known. One hop, whatever
// the health flag says by then, so it cannot loop (and holds on serverless hosts, whose
// instances do not share the flag); the page's "Try again" goes back to the unmarked address.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PATH_HEADER } from '@/lib/auth/require-role-header';
import { safeInternalPath } from '@/lib/auth/safe-redirect';
import { withUser, type Claims, type Tx } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { withOutageMark } from './response';

/**
 * Runs a page's database work; when the database cannot be reached, sends the browser to the
 * outage answer instead of failing the render. Other errors are thrown on.
 */
export async function pageRead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const path = safeInternalPath((await headers()).get(PATH_HEADER), '/dashboard');
    redirect(withOutageMark(path));
  }
}

/**
 * A signed-in page's one transaction (withUser under the caller's claims) through pageRead: a
 * page is sent whole (docs/decisions/0072-signed-in-pages-sent-whole.md), so a database out of
 * reach during its reads must become the outage answer, never a 500.
 */
export function pageTransaction<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return pageRead(() => withUser(claims, fn));
}
