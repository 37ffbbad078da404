// Which Host names this deployment answers to, by configuration (lib/links/canonical-origin.ts).
// Any other host is refused with 421 Misdirected Request before anything runs, so a request
// naming a stranger's host (Host: portal.attacker.example) can neither store anything nor
// reach code that might echo that host back. Pure, except that the proxy passes process.env.
//
// Allowed: ROOT_DOMAIN and its two area prefixes (portal., app.); Vercel's hosts of this very
// deployment (VERCEL_URL, VERCEL_BRANCH_URL, VERCEL_PROJECT_PRODUCTION_URL, each also with its
// portal--- / app--- form); localhost and *.localhost when the site runs locally (ROOT_DOMAIN
// unset or local) or outside production. Ports are not compared: links never take the
// request's port, and a proxy in front may add one.
import { isIP } from 'node:net';
import { configuredRootDomain, isLocalName, type EnvSource } from '@/lib/links/canonical-origin';

const AREA_PREFIXES = ['portal.', 'app.'];
const VERCEL_AREA_PREFIXES = ['portal---', 'app---'];
const VERCEL_HOST_VARIABLES = ['VERCEL_URL', 'VERCEL_BRANCH_URL', 'VERCEL_PROJECT_PRODUCTION_URL'];

/** The host's name alone: lower case, no port, no trailing dot, no IPv6 brackets. */
export function hostName(rawHost: string | null | undefined): string {
  const host = (rawHost ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

function vercelHosts(source: EnvSource): string[] {
  return VERCEL_HOST_VARIABLES.map((name) => source[name])
    .filter((value): value is string => Boolean(value?.trim()))
    .map((value) => hostName(value.replace(/^https?:\/\//, '').replace(/\/.*$/, '')));
}

/** Local names are served only by a local run or outside production. */
function servesLocalNames(source: EnvSource): boolean {
  const root = configuredRootDomain(source);
  return !root || isLocalName(root) || source.NODE_ENV !== 'production';
}

/**
 * Whether a request for `pathname` on `rawHost` belongs to this deployment. `npm start`'s
 * launcher calls its own route handlers on http://localhost:<port>/api/… (the scheduled
 * invoice run), so plain `localhost` is always allowed for /api/ paths.
 */
export function isAllowedHost(rawHost: string | null | undefined, pathname: string, source: EnvSource = process.env) {
  const name = hostName(rawHost);
  if (!name) return false;
  const root = configuredRootDomain(source);
  if (root && !isLocalName(root)) {
    const rootName = hostName(root);
    if (name === rootName || AREA_PREFIXES.some((prefix) => name === `${prefix}${rootName}`)) return true;
  }
  for (const vercel of vercelHosts(source)) {
    if (name === vercel || VERCEL_AREA_PREFIXES.some((prefix) => name === `${prefix}${vercel}`)) return true;
  }
  if (isIP(name) !== 0) return false;
  if (name === 'localhost' && pathname.startsWith('/api/')) return true;
  return servesLocalNames(source) && (name === 'localhost' || name.endsWith('.localhost'));
}

export const MISDIRECTED_MESSAGE = 'This site does not answer to that host name.\n';
