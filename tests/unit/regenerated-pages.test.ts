import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { onDemandRegeneratedRoutes, prerenderedHtmlFiles, regeneratedPages } from '../../scripts/static-csp-adapter';

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

  it('adds the case study route generated on demand, once the build has it, and none on Vercel', () => {
    const outputs = {
      prerenders: [prerender('/index', '/b/index.html', 20), { pathname: '/case-studies/[slug]', fallback: undefined }],
    } as unknown as Outputs;
    const onDemand = onDemandRegeneratedRoutes(outputs);
    expect(onDemand).toEqual(['/case-studies/[slug]']);
    expect(regeneratedPages(outputs, onDemand)).toEqual({ '/case-studies/[slug]': null, '/': 20 });
    expect(() => onDemandRegeneratedRoutes({ prerenders: [] } as unknown as Outputs)).toThrow(/case-studies/);
    vi.stubEnv('VERCEL', '1');
    try {
      expect(onDemandRegeneratedRoutes({ prerenders: [] } as unknown as Outputs)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('records each prerendered page’s HTML file, relative to the project', () => {
    const outputs = {
      prerenders: [prerender('/index', '/p/.next/a/index.html', 20), prerender('/index', '/p/.next/a/index.rsc', 20)],
    } as unknown as Outputs;
    expect(prerenderedHtmlFiles(outputs, '/p')).toEqual({ '/': '.next/a/index.html' });
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

  it('fits every address of a dynamic route generated on demand, not a file beside it', () => {
    const withCaseStudies = new Set(['/', '/case-studies', '/case-studies/[slug]']);
    expect(regeneratedPageFitting(withCaseStudies, 'GET', '/case-studies/a-b?x=1', 'localhost')?.replaces).toBe(
      'build policy of /case-studies/a-b',
    );
    expect(regeneratedPageFitting(withCaseStudies, 'GET', '/case-studies', 'localhost')?.replaces).toBe(
      'build policy of /case-studies',
    );
    expect(regeneratedPageFitting(withCaseStudies, 'GET', '/case-studies/a-b/opengraph.png', 'localhost')).toBeNull();
    expect(regeneratedPageFitting(withCaseStudies, 'GET', '/case-studies/opengraph.png', 'localhost')).toBeNull();
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
