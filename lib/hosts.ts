// Host name → area of the product. Pure: no Next.js, no environment; the proxy and the
// link helpers pass in what they know. Spec §2.1, DESIGN §6.

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
  return `${protocol}//${hostForArea(area, currentHost)}${path.startsWith('/') ? path : `/${path}`}`;
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
