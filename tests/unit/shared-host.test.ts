// Vercel's own hosts serve both areas: the portal under /portal (lib/hosts.ts).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaUrl, isMainSitePath, isSharedHost, routeRequest } from '@/lib/hosts';
import { robotsHeaderRules } from '@/lib/security/headers';

const PREVIEW = 'consultancy-git-feature-x-team.vercel.app';

describe('isSharedHost', () => {
  it.each([
    [PREVIEW, true],
    ['consultancy-abc123-team.vercel.app', true],
    ['CONSULTANCY.vercel.app.', true],
    [`portal---${PREVIEW}`, false],
    ['example.com', false],
    ['portal.example.com', false],
    ['localhost:3000', false],
    ['vercel.app.example.com', false],
    [null, false],
  ])('%s → %s', (host, shared) => expect(isSharedHost(host)).toBe(shared));
});

describe('routeRequest', () => {
  it.each([
    // On a shared host: /portal is the portal, main-site paths the main site, the rest the portal.
    [PREVIEW, '/', 'main', '/'],
    [PREVIEW, '/about', 'main', '/about'],
    [PREVIEW, '/education/costs', 'main', '/education/costs'],
    [PREVIEW, '/contact', 'main', '/contact'],
    [PREVIEW, '/robots.txt', 'main', '/robots.txt'],
    [PREVIEW, '/portal', 'portal', '/'],
    [PREVIEW, '/portal/', 'portal', '/'],
    [PREVIEW, '/portal/login', 'portal', '/login'],
    [PREVIEW, '/portal/contact', 'portal', '/contact'],
    [PREVIEW, '/portal/admin/clients', 'portal', '/admin/clients'],
    [PREVIEW, '/login', 'portal', '/login'],
    [PREVIEW, '/dashboard', 'portal', '/dashboard'],
    [PREVIEW, '/billing', 'portal', '/billing'],
    [PREVIEW, '/mgmt-abc', 'portal', '/mgmt-abc'],
    [PREVIEW, '/portals', 'portal', '/portals'],
    [PREVIEW, '/aboutx', 'portal', '/aboutx'],
    // Everywhere else the host decides, whatever the path.
    [`portal---${PREVIEW}`, '/billing', 'portal', '/billing'],
    [`portal---${PREVIEW}`, '/about', 'portal', '/about'],
    ['example.com', '/billing', 'main', '/billing'],
    ['example.com', '/portal/login', 'main', '/portal/login'],
    ['portal.example.com', '/', 'portal', '/'],
    ['portal.localhost:3000', '/about', 'portal', '/about'],
    ['app.example.com', '/x', 'app', '/x'],
  ])('%s%s → %s %s', (host, pathname, area, path) => {
    expect(routeRequest(host, pathname)).toEqual({ area, path });
  });
});

describe('links into the portal from a shared host', () => {
  it('stay on the same host under /portal', () => {
    expect(areaUrl('portal', '/login', PREVIEW)).toBe(`https://${PREVIEW}/portal/login`);
    expect(areaUrl('portal', '/', PREVIEW)).toBe(`https://${PREVIEW}/portal`);
    expect(areaUrl('portal', 'dashboard?x=1', `${PREVIEW}:3117`, 'http:')).toBe(
      `http://${PREVIEW}:3117/portal/dashboard?x=1`,
    );
    expect(areaUrl('main', '/contact', PREVIEW)).toBe(`https://${PREVIEW}/contact`);
  });

  it('leave portal--- and real domains as they were', () => {
    expect(areaUrl('main', '/contact', `portal---${PREVIEW}`)).toBe(`https://${PREVIEW}/contact`);
    expect(areaUrl('portal', '/login', 'example.com')).toBe('https://portal.example.com/login');
  });
});

describe('isMainSitePath', () => {
  it('knows every route folder of the main site', () => {
    const folders = readdirSync('app/(marketing)', { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('['))
      .map((e) => e.name);
    expect(folders.length).toBeGreaterThan(3);
    for (const folder of folders) expect(isMainSitePath(`/${folder}`), folder).toBe(true);
    const metadataRoutes = readdirSync('app', { withFileTypes: true })
      .filter((e) => e.isFile() && /^(robots|sitemap)\.ts$/.test(e.name))
      .map((e) => `/${e.name.replace(/\.ts$/, '.xml').replace('robots.xml', 'robots.txt')}`);
    for (const route of [...metadataRoutes, '/opengraph-image', '/']) expect(isMainSitePath(route), route).toBe(true);
  });
});

describe('robotsHeaderRules (next.config.ts)', () => {
  it('marks every response of a preview build noindex', () => {
    expect(robotsHeaderRules('preview')).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ]);
  });

  it('in production and local builds, only Vercel’s own hosts', () => {
    for (const env of ['production', undefined]) {
      const [rule] = robotsHeaderRules(env);
      expect(rule.has).toHaveLength(1);
      // Next.js anchors the pattern and matches it against the host name without its port.
      const host = new RegExp(`^${rule.has![0].value}$`);
      expect(host.test(PREVIEW)).toBe(true);
      expect(host.test('consultancy.vercel.app')).toBe(true);
      expect(host.test('example.com')).toBe(false);
      expect(host.test('portal.example.com')).toBe(false);
      expect(host.test('vercel.app.example.com')).toBe(false);
    }
  });
});
