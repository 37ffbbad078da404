// The deployment's own address, from configuration only. Every link that leaves the request
// (mail, unsubscribe tokens, invitations, Stripe's return addresses, cross-host links) is
// built here, never from Host, Origin or X-Forwarded-*: a request naming another host must
// not be able to put that host into a mail sent to someone else.
//
// - ROOT_DOMAIN set to a public name: https://<ROOT_DOMAIN>, the portal on portal.<ROOT_DOMAIN>.
// - A Vercel preview (VERCEL_ENV=preview): its own branch host (VERCEL_BRANCH_URL, else
//   VERCEL_URL), which serves both areas (the portal under /portal, lib/hosts.ts).
// - ROOT_DOMAIN unset or local (a local run, the browser tests): http://localhost:<PORT>.
// Pure: the environment is passed in (process.env by default), so tests can vary it.
import { isIP } from 'node:net';
import { areaUrl, type Area } from '@/lib/hosts';

export type EnvSource = Record<string, string | undefined>;

export type Deployment = {
  /** The main site's host, with its port when it has one. */
  host: string;
  protocol: 'http:' | 'https:';
};

const DEFAULT_PORT = '3000';

function hostname(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** localhost, *.localhost or an IP address: a name only this machine answers to. */
export function isLocalName(host: string): boolean {
  const name = hostname(host);
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0;
}

/** A Vercel host named in VERCEL_BRANCH_URL / VERCEL_URL, without any scheme. */
function vercelHost(raw: string | undefined): string | undefined {
  const value = raw
    ?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return value ? value.toLowerCase() : undefined;
}

/** The configured ROOT_DOMAIN, or undefined when unset or blank. */
export function configuredRootDomain(source: EnvSource = process.env): string | undefined {
  const root = source.ROOT_DOMAIN?.trim().toLowerCase();
  return root ? root : undefined;
}

/** Where this deployment's main site lives, by configuration. */
export function configuredDeployment(source: EnvSource = process.env): Deployment {
  if (source.VERCEL_ENV === 'preview') {
    const preview = vercelHost(source.VERCEL_BRANCH_URL) ?? vercelHost(source.VERCEL_URL);
    if (preview) return { host: preview, protocol: 'https:' };
  }
  const root = configuredRootDomain(source);
  if (root && !isLocalName(root)) return { host: root, protocol: 'https:' };
  // A local run: the port the server listens on, unless ROOT_DOMAIN names one itself.
  const port = source.PORT?.trim() || DEFAULT_PORT;
  const local = root && /:\d+$/.test(root) ? root : `${root ? hostname(root) : 'localhost'}:${port}`;
  return { host: isIP(hostname(local)) ? `localhost:${port}` : local, protocol: 'http:' };
}

/** Absolute URL of `path` in `area` of this deployment. */
export function canonicalAreaUrl(area: Area, path: string, source: EnvSource = process.env): string {
  const { host, protocol } = configuredDeployment(source);
  return areaUrl(area, path, host, protocol);
}

/** The portal's base URL without a trailing slash (https://portal.example.com). */
export function canonicalPortalOrigin(source: EnvSource = process.env): string {
  return canonicalAreaUrl('portal', '/', source).replace(/\/$/, '');
}
