// Which answers `npm start`'s server fits a CSP to (lib/server/csp-fitting-response.ts): a GET
// of a page the build reported as regenerated (REGENERATED_PAGES_FILE) that the proxy's one
// rule passes as a prerendered main-host page (lib/security/static-page.ts), and only if the
// answer still carries that page's build policy. Nothing else is held: the portal's `/` keeps
// streaming.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../security/headers';
import { inlineScriptHashes } from '../security/inline-script-hashes';
import { routeOf } from '../security/route-pattern';
import { prerenderedPageCsp } from '../security/static-page';
import type { CspFitting } from './csp-fitting-response';
import { REGENERATED_PAGES_FILE } from './regenerated-pages-file';

/** The regenerated routes (a dynamic one by its folder name); empty without a build (development) or with an unreadable file. */
export function loadRegeneratedPages(dir = process.cwd()): ReadonlySet<string> {
  try {
    const pages = JSON.parse(readFileSync(path.join(dir, REGENERATED_PAGES_FILE), 'utf8')) as unknown;
    return new Set(pages && typeof pages === 'object' ? Object.keys(pages) : []);
  } catch {
    return new Set();
  }
}

/** The page's inline scripts by their hashes, nothing else: the policy of a page as it is sent. */
export function policyForHtml(html: string): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}

/** How to fit this request's answer, or null when it passes through as Next.js sends it. */
export function regeneratedPageFitting(
  pages: ReadonlySet<string>,
  method: string | undefined,
  url: string | undefined,
  host: string | undefined,
): CspFitting | null {
  if (method !== 'GET' || pages.size === 0) return null;
  const pathname = (url ?? '/').split('?', 1)[0];
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // A case study's address is one of its dynamic route's (`/case-studies/[slug]`).
  if (!pages.has(route) && !routeOf(pages, route)) return null;
  const replaces = prerenderedPageCsp(method, host ?? null, pathname);
  return replaces ? { replaces, policyFor: policyForHtml } : null;
}
