import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_CSP_FILE } from './static-csp-file';

let hashes: Record<string, string[]> | undefined;

/**
 * The inline-script hashes of a prerendered page, or undefined when the path is not a
 * prerendered page (it is then rendered per request and gets a nonce instead).
 */
export function staticScriptHashes(pathname: string): string[] | undefined {
  if (!hashes) {
    try {
      hashes = JSON.parse(readFileSync(path.join(process.cwd(), STATIC_CSP_FILE), 'utf8')) as Record<string, string[]>;
    } catch {
      hashes = {};
    }
  }
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(hashes, route) ? hashes[route] : undefined;
}
