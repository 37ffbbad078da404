// The proxy's part of a session: refresh it once, and hand the refreshed cookies both to the
// browser (Set-Cookie on the response) and to the page rendered behind the rewrite (its
// Cookie header). Without the second half the page sees the old, expired token and
// refreshes the session a second time in the same request.
import type { NextRequest, NextResponse } from 'next/server';
import { auth } from '@/lib/auth';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import type { CookieJar, CookieOptions } from './cookies';
import type { AuthAdapter } from './types';

export type ProxySession = {
  signedIn: boolean;
  /** The database could not be reached to check the session: neither signed in nor out. */
  unchecked: boolean;
  /** Puts the cookies the refresh wrote on the response the proxy returns. */
  commit(response: NextResponse): void;
};

/**
 * Refreshes the request's session (at most one token refresh) and checks it. `forward` are
 * the request headers the proxy passes on to the page: their Cookie header is rewritten to
 * the refreshed cookies.
 */
export async function refreshProxySession(
  request: NextRequest,
  forward: Headers,
  adapter: AuthAdapter = auth(),
): Promise<ProxySession> {
  const pending: { name: string; value: string; options?: CookieOptions }[] = [];
  const jar: CookieJar = {
    host: request.headers.get('host'),
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      if (options?.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
      pending.push({ name, value, options });
    },
  };
  await adapter.refreshSession(jar).catch(() => {});
  let unchecked = false;
  const signedIn =
    (await adapter.getClaims(jar).catch((error: unknown) => {
      unchecked = isDatabaseUnavailable(error);
      return null;
    })) !== null;
  if (pending.length > 0) {
    const cookie = request.cookies.toString();
    if (cookie) forward.set('cookie', cookie);
    else forward.delete('cookie');
  }
  return {
    signedIn,
    unchecked,
    commit(response) {
      for (const { name, value, options } of pending) response.cookies.set(name, value, options);
    },
  };
}
