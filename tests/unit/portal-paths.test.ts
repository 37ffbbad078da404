import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalRoute } from '@/lib/navigation/portal-paths';

// The portal's pages are named by their public paths everywhere; portalRoute maps one to the
// route under app/(portal)/portal that renders it (the proxy's rewrite, revalidatePortal).
// A public path that names no page would make revalidatePortal refresh nothing, silently, so
// every path the code passes to it must be a real page or layout of the portal.

const APP = path.resolve('app');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The URL pattern of each page and layout of the app: route groups left out, `[id]` any segment. */
const routes = files(APP, /^(page|layout)\.tsx?$/)
  .map((file) =>
    path
      .relative(APP, path.dirname(file))
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment)),
  )
  // A catch-all ([...rest], the portal's 404) answers any path, so it proves nothing.
  .filter((segments) => !segments.some((segment) => segment.startsWith('[...')));

function rendersAPage(route: string): boolean {
  const wanted = route.split('/').filter(Boolean);
  return routes.some(
    (segments) =>
      segments.length === wanted.length &&
      segments.every((segment, i) => (segment.startsWith('[') ? wanted[i] !== '' : segment === wanted[i])),
  );
}

/** Every public path given to revalidatePortal in lib/, app/ and components/ (`${…}` as one segment). */
const revalidated = ['lib', 'app', 'components'].flatMap((dir) =>
  files(path.resolve(dir), /\.tsx?$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/revalidatePortal\(\s*(['`])(.*?)\1/g)].map((m) => ({
      file: path.relative(process.cwd(), file),
      path: m[2].replace(/\$\{[^}]*\}/g, 'x'),
    })),
  ),
);

describe('portalRoute', () => {
  it('puts the public path under the portal route folder', () => {
    expect(portalRoute('/')).toBe('/portal');
    expect(portalRoute('/admin/clients')).toBe('/portal/admin/clients');
    expect(portalRoute('/projects/0c1e5a2e-0000-4000-8000-000000000000')).toBe(
      '/portal/projects/0c1e5a2e-0000-4000-8000-000000000000',
    );
  });

  it('refuses a path that does not start at the root', () => {
    expect(() => portalRoute('admin/clients')).toThrow();
    expect(() => portalRoute('')).toThrow();
  });

  it('maps public paths to pages that exist', () => {
    for (const publicPath of ['/', '/dashboard', '/admin/clients', '/admin/projects/x', '/support/x', '/login']) {
      expect([publicPath, rendersAPage(portalRoute(publicPath))]).toEqual([publicPath, true]);
    }
    expect(rendersAPage(portalRoute('/no-such-page'))).toBe(false);
  });
});

describe('revalidatePortal', () => {
  it('is called with public paths', () => {
    expect(revalidated.length).toBeGreaterThan(40);
  });

  it.each(revalidated.map((r) => [`${r.file}: ${r.path}`, r.path]))('%s names a portal page', (_, publicPath) => {
    expect(rendersAPage(portalRoute(publicPath))).toBe(true);
  });
});
