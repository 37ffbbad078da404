import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_HTML_FILE } from '../../lib/server/regenerated-pages-file';

/**
 * The public pages and every chapter URL of the guide (content/education/NN-<id>.md; chapter 1
 * is /education, its own URL only redirects there). BENCH_PAGES=/,/services measures a subset.
 */
export function publicPages(): string[] {
  const chapters = readdirSync(path.resolve('content/education'))
    .map((name) => /^(\d+)-([a-z0-9-]+)\.md$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .slice(1)
    .map((match) => `/education/${match[2]}`);
  const all = ['/', '/about', '/services', '/contact', '/education', ...chapters];
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  return only ? all.filter((page) => only.includes(page)) : all;
}

let builtFiles: Record<string, string> | undefined;

/**
 * The HTML `next build` prerendered for a public route, or undefined when it prerendered none.
 * Where Next.js writes it is not an API (docs/decisions/0061): the build adapter records each
 * prerendered page's file as Next.js hands it over (PRERENDERED_HTML_FILE).
 */
export function prerenderedHtmlPath(route: string): string | undefined {
  if (!builtFiles) {
    const listing = path.resolve(PRERENDERED_HTML_FILE);
    if (!existsSync(listing)) throw new Error(`No ${PRERENDERED_HTML_FILE}: run npm run build first`);
    builtFiles = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  }
  const file = builtFiles[route];
  return file && existsSync(path.resolve(file)) ? path.resolve(file) : undefined;
}
