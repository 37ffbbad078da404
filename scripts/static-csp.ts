// After `next build`: hashes the inline scripts of every prerendered page, so the static
// public pages can have a strict Content-Security-Policy without per-request nonces
// (which would make them dynamic). The proxy reads the result (lib/security/static-csp.ts).
// It only reads the build. It fails the build when it finds no prerendered page: a hash
// file that names no page would give every public page a nonce policy its HTML cannot meet.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_CSP_FILE } from '../lib/security/static-csp-file';
import { PRERENDERED_DIR, prerenderedHtmlFiles } from './prerendered-pages';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

function routeOf(file: string): string {
  const route = `/${path
    .relative(PRERENDERED_DIR, file)
    .replace(/\.html$/, '')
    .split(path.sep)
    .join('/')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

const hashes: Record<string, string[]> = {};
for (const file of prerenderedHtmlFiles()) {
  const html = readFileSync(file, 'utf8');
  const found = [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
  );
  hashes[routeOf(file)] = [...new Set(found)];
}
if (!Object.hasOwn(hashes, '/')) {
  console.error(`Static CSP: no prerendered home page under ${PRERENDERED_DIR}; is this a complete build?`);
  process.exit(1);
}
writeFileSync(path.resolve(STATIC_CSP_FILE), JSON.stringify(hashes));
console.log(
  `Static CSP: inline script hashes for ${Object.keys(hashes).length} prerendered pages → ${STATIC_CSP_FILE}`,
);
