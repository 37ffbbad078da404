// Every request: host → area (lib/hosts.ts), token refresh, rewrite into the area's
// route tree, and a coarse sign-in redirect. Authorization itself happens on the server
// in each page and action (lib/auth/require-role.ts); this is only the fast path, and it
// never touches the database: it looks at the token's signature and expiry only, and the
// server's one session check per request (lib/auth/current-user.ts) reads the session row.
import { NextResponse, type NextRequest } from 'next/server';
import { refreshProxySession } from '@/lib/auth/proxy-session';
import { PATH_HEADER } from '@/lib/auth/require-role-header';
import { databaseDown } from '@/lib/db/health';
import { MAX_REQUEST_BYTES, TOO_LARGE_MESSAGE } from '@/lib/files/request-limit';
import { isRequestId, newRequestId, REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { isPageRequest, outageResponse, withoutOutageMark } from '@/lib/outage/response';
import { areaUrl, isInternalPath, isSharedHost, routeRequest } from '@/lib/hosts';
import { portalRoute } from '@/lib/navigation/portal-paths';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { THEME_FIRST_PAINT_SCRIPT_HASH } from '@/lib/theme/first-paint-hash';
import { misdirectedRequest } from '@/lib/security/misdirected-request';
import { withSecurityHeaders } from '@/lib/security/runtime-headers';
import { PORTAL_ENTRY_PATHS, prerenderedPageCsp } from '@/lib/security/static-page';
import { NUL_IN_URL_MESSAGE, urlHasNulByte } from '@/lib/security/url-input';

/** Portal paths open to visitors who are not signed in. */
const PUBLIC_PORTAL_PATHS = /^\/(login|register|contact|auth|unsubscribe)(\/|$)/;
const HEALTH_PROBE_PATHS = new Set(['/api/health', '/api/ready']);
/** The private admin URL: /mgmt-<part>, checked by its page, never a sign-in redirect. */
const ADMIN_PATH = /^\/mgmt-([^/]+)\/?$/;

const development = process.env.NODE_ENV === 'development';

export async function proxy(request: NextRequest) {
  const response = withSecurityHeaders(await answer(request));
  // The id the app's own server gave the request (scripts/next-server.ts), or one of its own
  // where the app runs without that server (Vercel): either way the answer names it.
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  response.headers.set(REQUEST_ID_HEADER, isRequestId(requestId) ? requestId : newRequestId());
  return response;
}

async function answer(request: NextRequest): Promise<Response> {
  const host = request.headers.get('host');
  const { search } = request.nextUrl;
  const protocol = request.nextUrl.protocol;

  // Bad input in the address itself: no page could answer it sensibly.
  if (urlHasNulByte(request.url)) {
    return new NextResponse(NUL_IN_URL_MESSAGE, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  // Health probes (app/api/health, app/api/ready) come from load balancers and orchestrators,
  // which address an instance by its IP: they are answered on any host.
  if (HEALTH_PROBE_PATHS.has(request.nextUrl.pathname)) return NextResponse.next();
  // A host this deployment does not serve (or an IP address): 421 before anything runs.
  const misdirected = misdirectedRequest(request);
  if (misdirected) return misdirected;
  // A body over the largest upload is refused before anything reads it, with a message the
  // uploader shows (lib/files/upload-client.ts). By its declared length: a body sent without
  // one is held to the same limit by the upload routes and serverActions.bodySizeLimit.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
    return new NextResponse(TOO_LARGE_MESSAGE, {
      status: 413,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  // A page that met a database outage while rendering sent the browser here
  // (lib/outage/page-outage.ts): the 503 page, whose "Try again" leads back without the mark.
  const outageFrom = isPageRequest(request) ? withoutOutageMark(request.nextUrl) : null;
  if (outageFrom !== null) return outageResponse(outageFrom, request.method);
  // A prerendered main-host page: its policy (the hashes of its inline scripts) was built once.
  const staticCsp = prerenderedPageCsp(request.method, host, request.nextUrl.pathname);
  if (staticCsp) return withCsp(NextResponse.next(), staticCsp);

  // Route handlers answer on every served host (the header's session check, for one).
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  // The host decides the area; on a Vercel host shared by both areas, the path does too.
  const { area, path: pathname } = routeRequest(host, request.nextUrl.pathname);

  // Vercel's own hosts (previews, and the generated URLs of production) are never indexed.
  if ((area !== 'main' || isSharedHost(host)) && pathname === '/robots.txt') {
    return NextResponse.rewrite(new URL('/robots-private.txt', request.url));
  }

  if (area === 'main') {
    if (pathname === '/robots.txt') return NextResponse.next();
    if (PORTAL_ENTRY_PATHS.test(pathname)) {
      return NextResponse.redirect(areaUrl('portal', `${pathname}${search}`, host, protocol));
    }
    // Past here a main-host page is rendered per request (a form posted to a static page, the
    // contact form before hydration, among them).
  }

  // Database outage: rendered pages answer 503 at once; static pages above still work.
  if (databaseDown() && isPageRequest(request)) return outageResponse(`${pathname}${search}`, request.method);

  // Everything rendered per request gets a fresh nonce.
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({ nonce, scriptHashes: [THEME_FIRST_PAINT_SCRIPT_HASH], development });
  const headers = new Headers(request.headers);
  // Next.js reads the nonce from the request's CSP header and puts it on its scripts.
  headers.set('Content-Security-Policy', csp);

  if (area === 'main') {
    if (isInternalPath(pathname)) {
      return withCsp(NextResponse.rewrite(new URL('/__not-found', request.url), { request: { headers } }), csp);
    }
    return withCsp(NextResponse.next({ request: { headers } }), csp);
  }

  if (area === 'app') {
    const target = new URL(`/legacy${pathname === '/' ? '' : pathname}${search}`, request.url);
    return withCsp(NextResponse.rewrite(target, { request: { headers } }), csp);
  }

  // Portal: refresh the token first (no database), so the page below sees the fresh cookie.
  const session = await refreshProxySession(request, headers);
  const adminPath = ADMIN_PATH.exec(pathname);
  // A session that cannot be checked (database outage) is not a signed-out one.
  if (session.unchecked && isPageRequest(request)) return outageResponse(`${pathname}${search}`, request.method);
  const signedIn = session.signedIn;
  let response: NextResponse;
  // A server action answers for itself ("Your session has expired"): a redirect
  // here would reach the form as an unreadable HTML page.
  const serverAction = request.method === 'POST' && request.headers.has('next-action');
  if (!signedIn && !session.unchecked && !PUBLIC_PORTAL_PATHS.test(pathname) && !adminPath && !serverAction) {
    // Built from the Host header: behind the rewrite request.url may name another host.
    const login = new URL(areaUrl('portal', '/login', host, protocol));
    login.searchParams.set('next', `${pathname}${search}`);
    response = NextResponse.redirect(login);
  } else {
    headers.set(PATH_HEADER, `${pathname}${search}`);
    const route = portalRoute(adminPath ? `/mgmt/${adminPath[1]}` : pathname);
    const target = new URL(`${route}${search}`, request.url);
    response = NextResponse.rewrite(target, { request: { headers } });
  }
  session.commit(response);
  return withCsp(response, csp);
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

// Static files are left out by their real locations, never by extension: a page path such
// as /portal/admin/clients/x.png must still get the host check and its CSP.
export const config = {
  matcher: ['/((?!_next/static/|_next/image$|favicon\\.ico$|icon\\.svg$).*)'],
};
