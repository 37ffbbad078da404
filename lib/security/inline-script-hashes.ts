// The CSP sources that allow exactly a page's inline scripts. Shared by the build adapter
// (scripts/static-csp-adapter.ts: the pages as built) and `npm start`'s server
// (lib/server/csp-fitting-response.ts: a page as Next.js serves it after a regeneration).
// Imports name their files: Node loads the adapter without a bundler.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The distinct `sha256-…` sources of a page's inline scripts (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const found = [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
  );
  return [...new Set(found)];
}
