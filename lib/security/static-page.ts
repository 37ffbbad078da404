// The one rule for "this request is a prerendered main-host page, served as built": the
// proxy (proxy.ts) passes such a request straight through with this CSP. No I/O beyond the
// build's hash file (read once).
import { isInternalPath, namedHostInstead, routeRequest } from '@/lib/hosts';
import { staticPageCsp } from './static-csp';

/** Main-host paths that belong to the portal (the proxy redirects them there). */
export const PORTAL_ENTRY_PATHS = /^\/(login|register|dashboard|account)\/?$/;

/** namedHostInstead per Host header, worked out once (bounded: the header is the client's). */
const namedByHost = new Map<string | null, string | null>();

/** The named host to use instead when `host` is an IP address (the proxy answers 421), else null. */
export function namedHostFor(host: string | null): string | null {
  let named = namedByHost.get(host);
  if (named === undefined) {
    named = namedHostInstead(host, process.env.ROOT_DOMAIN);
    if (namedByHost.size >= 64) namedByHost.clear();
    namedByHost.set(host, named);
  }
  return named;
}

/**
 * The Content-Security-Policy of a request the proxy passes straight to a prerendered
 * main-host page, or null when the proxy does anything else with it (an IP-address host, a
 * route handler, another area, robots.txt, a portal entry path, an internal path, a form
 * post, a page rendered per request).
 */
export function prerenderedPageCsp(method: string, host: string | null, pathname: string): string | null {
  if (namedHostFor(host)) return null;
  if (pathname.startsWith('/api/')) return null;
  const { area, path } = routeRequest(host, pathname);
  if (area !== 'main' || path === '/robots.txt' || PORTAL_ENTRY_PATHS.test(path)) return null;
  if (isInternalPath(path) || (method !== 'GET' && method !== 'HEAD')) return null;
  const policy = staticPageCsp(path);
  return policy === 'nonce' ? null : policy;
}
