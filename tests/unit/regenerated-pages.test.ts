import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { regeneratedPages } from '../../scripts/static-csp-adapter';

// Which answers npm start's server refits: the build names the regenerated pages, the proxy's
// build policy names a prerendered main-host answer (docs/decisions/0071).
// The proxy's rule, as far as this needs it: the main host's prerendered pages have a build
// policy; the portal host's `/` and a page rendered per request have none.
vi.mock('@/lib/security/static-page', () => ({
  prerenderedPageCsp: (_method: string, host: string | null, pathname: string) => {
    const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    return host?.startsWith('portal.') || route === '/contact' ? null : `build policy of ${route}`;
  },
}));

const { loadRegeneratedPages, regeneratedPageFitting } = await import('@/lib/server/regenerated-pages');

type Outputs = Parameters<typeof regeneratedPages>[0];
const prerender = (pathname: string, filePath: string, initialRevalidate: number | false | undefined) => ({
  pathname,
  fallback: { filePath, initialRevalidate, postponedState: undefined },
});

describe('regeneratedPages (build adapter)', () => {
  it('lists the HTML prerenders that revalidate, with the home page as /', () => {
    const outputs = {
      prerenders: [
        prerender('/index', '/b/index.html', 20),
        prerender('/index', '/b/index.rsc', 20),
        prerender('/about', '/b/about.html', 20),
        prerender('/contact', '/b/contact.html', false),
        prerender('/privacy', '/b/privacy.html', undefined),
      ],
    } as unknown as Outputs;
    expect(regeneratedPages(outputs)).toEqual({ '/': 20, '/about': 20 });
  });
});

describe('regeneratedPageFitting', () => {
  const pages = new Set(['/', '/about', '/contact']);

  it('fits a GET of a regenerated page, whatever its query or trailing slash', () => {
    for (const url of ['/about', '/about/', '/about?x=1']) {
      expect(regeneratedPageFitting(pages, 'GET', url, 'localhost')?.replaces, url).toBe('build policy of /about');
    }
    expect(regeneratedPageFitting(pages, 'GET', '/', 'localhost')?.replaces).toBe('build policy of /');
  });

  it('leaves other methods, other pages, other hosts and pages without a build policy alone', () => {
    expect(regeneratedPageFitting(pages, 'HEAD', '/about', 'localhost')).toBeNull();
    expect(regeneratedPageFitting(pages, 'POST', '/about', 'localhost')).toBeNull();
    expect(regeneratedPageFitting(pages, 'GET', '/services', 'localhost')).toBeNull();
    expect(regeneratedPageFitting(pages, 'GET', '/contact', 'localhost')).toBeNull();
    // The portal's dashboard is `/` on its own host: it keeps streaming, never held.
    expect(regeneratedPageFitting(pages, 'GET', '/', 'portal.localhost')).toBeNull();
    expect(regeneratedPageFitting(new Set(), 'GET', '/', 'localhost')).toBeNull();
  });

  it('reads the build’s list, and fits nothing without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'regenerated-'));
    expect(loadRegeneratedPages(dir).size).toBe(0);
    const file = path.join(dir, '.next', 'regenerated-pages.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ '/': 20, '/services': 20 }));
    expect([...loadRegeneratedPages(dir)]).toEqual(['/', '/services']);
    writeFileSync(file, 'not json');
    expect(loadRegeneratedPages(dir).size).toBe(0);
  });
});
