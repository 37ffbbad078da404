import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './headers';
import { routeOf } from './route-pattern';
import { STATIC_CSP_FILE } from './static-csp-file';

let hashes: Record<string, string[]> | null | undefined;

function load(): Record<string, string[]> | null {
  if (hashes === undefined) {
    try {
      // Not traced by the bundler: next.config.ts ships the file with outputFileTracingIncludes.
      hashes = JSON.parse(
        readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), STATIC_CSP_FILE), 'utf8'),
      ) as Record<string, string[]>;
    } catch {
      hashes = null;
    }
  }
  return hashes;
}

/**
 * How a main-host page's scripts are allowed: the hashes of a prerendered page's inline
 * scripts (for a page generated on demand, `/case-studies/[slug]`, none: no copy exists at
 * build, and `npm start`'s server fits the policy to each copy it sends, docs/decisions/0071);
 * 'nonce' for a page rendered per request; 'unknown' only in development, which has
 * no build to hash. In production a missing hash file fails closed: every page gets the nonce
 * policy, so a prerendered page keeps its HTML but not its inline scripts (never
 * 'unsafe-inline'); `npm start` refuses to start without the file (scripts/serve.ts).
 */
export function staticScriptPolicy(pathname: string): { hashes: string[] } | 'nonce' | 'unknown' {
  const all = load();
  if (!all) return process.env.NODE_ENV === 'development' ? 'unknown' : 'nonce';
  const route = builtRoute(all, pathname);
  return route ? { hashes: all[route] } : 'nonce';
}

/** The build's route of a requested path: itself, or the dynamic route it is an address of. */
function builtRoute(all: Record<string, string[]>, pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(all, path) ? path : routeOf(Object.keys(all), path);
}

const headerByRoute = new Map<string, string>();
let developmentHeader: string | undefined;

/**
 * The Content-Security-Policy header of a main-host page served as built, or 'nonce' when the
 * page is rendered per request. Each prerendered page's header is built once and kept (the
 * hash file never changes while the server runs), so the proxy does no per-request work for it.
 */
export function staticPageCsp(pathname: string): string | 'nonce' {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // Kept per built route (one header for every case study), so the map stays bounded.
  const route = builtRoute(load() ?? {}, path) ?? path;
  const known = headerByRoute.get(route);
  if (known) return known;
  const policy = staticScriptPolicy(route);
  if (policy === 'nonce') return 'nonce';
  if (policy === 'unknown') {
    developmentHeader ??= contentSecurityPolicy({ allowInlineScripts: true, development: true });
    return developmentHeader;
  }
  const header = contentSecurityPolicy({
    scriptHashes: policy.hashes,
    development: process.env.NODE_ENV === 'development',
  });
  headerByRoute.set(route, header);
  return header;
}
