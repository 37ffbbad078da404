// Every request: host → area (lib/hosts.ts), session refresh, rewrite into the area's
// route tree, and a coarse sign-in redirect. Authorization itself happens on the server
// in each page and action (lib/auth/require-role.ts); this is only the fast path.
import { NextResponse, type NextRequest } from 'next/server';
import { auth } from '@/lib/auth';
import type { CookieJar } from '@/lib/auth/cookies';
import { PATH_HEADER } from '@/lib/auth/require-role-header';
import { areaUrl, isInternalPath, parseHost } from '@/lib/hosts';

/** Portal paths open to visitors who are not signed in. */
const PUBLIC_PORTAL_PATHS = /^\/(login|register|contact|auth)(\/|$)/;
/** Main-host paths that belong to the portal (header links jump there). */
const PORTAL_ENTRY_PATHS = /^\/(login|register|dashboard)\/?$/;

export async function proxy(request: NextRequest) {
  const host = request.headers.get('host');
  const { area } = parseHost(host);
  const { pathname, search } = request.nextUrl;
  const protocol = request.nextUrl.protocol;

  // Route handlers answer on every host (the header's session check, for one).
  if (pathname.startsWith('/api/')) return NextResponse.next();

  if (area === 'main') {
    if (pathname === '/robots.txt') return NextResponse.next();
    if (PORTAL_ENTRY_PATHS.test(pathname)) {
      return NextResponse.redirect(areaUrl('portal', `${pathname}${search}`, host, protocol));
    }
    if (isInternalPath(pathname)) {
      return NextResponse.rewrite(new URL('/__not-found', request.url));
    }
    return NextResponse.next();
  }

  if (pathname === '/robots.txt') {
    return NextResponse.rewrite(new URL('/robots-private.txt', request.url));
  }

  if (area === 'app') {
    return NextResponse.rewrite(new URL(`/legacy${pathname === '/' ? '' : pathname}${search}`, request.url));
  }

  // Portal: refresh the session first, so the page below sees the fresh cookie.
  const pending: { name: string; value: string; options?: Parameters<CookieJar['set']>[2] }[] = [];
  const jar: CookieJar = {
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      request.cookies.set(name, value);
      pending.push({ name, value, options });
    },
  };
  await auth()
    .refreshSession(jar)
    .catch(() => {});

  const signedIn =
    (await auth()
      .getClaims(jar)
      .catch(() => null)) !== null;
  let response: NextResponse;
  if (!signedIn && !PUBLIC_PORTAL_PATHS.test(pathname)) {
    // Built from the Host header: behind the rewrite request.url may name another host.
    const login = new URL(`${protocol}//${host}/login`);
    login.searchParams.set('next', `${pathname}${search}`);
    response = NextResponse.redirect(login);
  } else {
    const headers = new Headers(request.headers);
    headers.set(PATH_HEADER, `${pathname}${search}`);
    const target = new URL(`/portal${pathname === '/' ? '' : pathname}${search}`, request.url);
    response = NextResponse.rewrite(target, { request: { headers } });
  }
  for (const { name, value, options } of pending) response.cookies.set(name, value, options);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|sitemap.xml|.*\\.(?:png|jpg|svg|webp|ico|woff2?)$).*)'],
};
