// Host name → area of the product. Pure: no Next.js, no environment; the proxy and the
// link helpers pass in what they know (docs/decisions/0003-three-hosts-one-deployment.md).

export type Area = 'main' | 'portal' | 'app';

export type ParsedHost = {
  area: Area;
  /** The main site's host for this deployment (same port, same preview). */
  mainHost: string;
};

const PREVIEW_SUFFIX = '.vercel.app';
const PREFIX_AREAS: Record<string, Area> = { portal: 'portal', app: 'app' };

function normalise(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/\.$/, '');
}

export function parseHost(rawHost: string | null | undefined): ParsedHost {
  const host = normalise(rawHost);
  // Preview deployments have no wildcard subdomains: portal---<preview>.vercel.app
  if (host.endsWith(PREVIEW_SUFFIX)) {
    const [first, ...rest] = host.split('.');
    const separator = first.indexOf('---');
    if (separator > 0) {
      const area = PREFIX_AREAS[first.slice(0, separator)];
      const mainHost = [first.slice(separator + 3), ...rest].join('.');
      if (area) return { area, mainHost };
    }
    return { area: 'main', mainHost: host };
  }
  const dot = host.indexOf('.');
  const area = dot > 0 ? PREFIX_AREAS[host.slice(0, dot)] : undefined;
  if (area) return { area, mainHost: host.slice(dot + 1) };
  return { area: 'main', mainHost: host };
}

/** The host serving `area` in the same deployment as `currentHost`. */
export function hostForArea(area: Area, currentHost: string | null | undefined): string {
  const { mainHost } = parseHost(currentHost);
  if (area === 'main') return mainHost;
  if (mainHost.endsWith(PREVIEW_SUFFIX)) return `${area}---${mainHost}`;
  return `${area}.${mainHost}`;
}

/** Absolute URL of `path` on the host of `area`, keeping the current protocol. */
export function areaUrl(area: Area, path: string, currentHost: string | null | undefined, protocol = 'https:'): string {
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (area === 'portal' && isSharedHost(currentHost)) {
    const host = normalise(currentHost);
    return `${protocol}//${host}${SHARED_HOST_PORTAL_PREFIX}${relative === '/' ? '' : relative}`;
  }
  return `${protocol}//${hostForArea(area, currentHost)}${relative}`;
}

/** Paths that exist only behind a rewrite and must never be reachable directly. */
export function isInternalPath(pathname: string): boolean {
  return /^\/(portal|legacy)(\/|$)/.test(pathname);
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * A host given as an IP address (http://127.0.0.1:3000) cannot carry the portal. and app.
 * prefixes (portal.127.0.0.1 is no valid host): the named host to send the visitor to
 * instead, keeping the port. `rootDomain` is the configured ROOT_DOMAIN, when set.
 * Null when `rawHost` is a name.
 */
export function namedHostInstead(rawHost: string | null | undefined, rootDomain: string | undefined): string | null {
  const host = normalise(rawHost);
  const port = /(?::(\d+))$/.exec(host.replace(/^\[[^\]]*\]/, ''))?.[1];
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  const address = IPV4.test(name) || name.includes(':') || IPV4.test(name.split('.').slice(-4).join('.'));
  if (!address) return null;
  if (rootDomain) return rootDomain;
  return port ? `localhost:${port}` : 'localhost';
}

// Vercel's own hosts. `<project>-git-<branch>-<team>.vercel.app` (a preview) and a
// deployment's generated URLs have no wildcard subdomains, and `portal---<host>` reaches the
// deployment only with a custom preview suffix. So one such host serves both areas: the
// portal under /portal, the main site at its own paths.

/** Where the portal starts on a shared host. */
export const SHARED_HOST_PORTAL_PREFIX = '/portal';

/** A `*.vercel.app` host without an area prefix: it serves the main site and the portal. */
export function isSharedHost(rawHost: string | null | undefined): boolean {
  const host = normalise(rawHost).replace(/:\d+$/, '');
  return host.endsWith(PREVIEW_SUFFIX) && !host.split('.')[0].includes('---');
}

/**
 * The main site's own paths (app/(marketing) and its metadata routes). A unit test keeps it
 * in step with the route folders.
 */
const MAIN_SITE_PATH =
  /^\/(?:about|services|case-studies|contact|education|logo\.png|opengraph-image|robots\.txt|sitemap\.xml)?(?:\/|$)/;

export function isMainSitePath(pathname: string): boolean {
  return MAIN_SITE_PATH.test(pathname);
}

export type RequestRoute = { area: Area; path: string };

/**
 * Which area answers a request, and the path within it. On a shared host `/portal/…` is the
 * portal; the main site's paths are the main site; any other path is the portal's, because
 * portal pages link from the portal's root (`/billing`, `/admin/clients`, `/login`). Two
 * portal paths are the main site's there: `/` and `/contact` (use `/portal`, `/portal/contact`).
 * Elsewhere the host alone decides.
 */
export function routeRequest(rawHost: string | null | undefined, pathname: string): RequestRoute {
  const { area } = parseHost(rawHost);
  if (!isSharedHost(rawHost)) return { area, path: pathname };
  const prefixed = pathname.match(/^\/portal(\/.*)?$/);
  if (prefixed) return { area: 'portal', path: prefixed[1] ?? '/' };
  if (isMainSitePath(pathname)) return { area: 'main', path: pathname };
  return { area: 'portal', path: pathname };
}
