import { readdirSync } from 'node:fs';
import path from 'node:path';

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

/** The HTML `next build` prerendered for a public route. */
export function prerenderedHtmlPath(route: string): string {
  return path.resolve('.next/server/app', `${route === '/' ? 'index' : route.slice(1)}.html`);
}
