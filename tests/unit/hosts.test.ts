import { describe, expect, it } from 'vitest';
import { areaUrl, hostForArea, isInternalPath, namedHostInstead, parseHost } from '@/lib/hosts';

describe('parseHost', () => {
  it.each([
    ['localhost:3000', 'main', 'localhost:3000'],
    ['portal.localhost:3000', 'portal', 'localhost:3000'],
    ['app.localhost:3100', 'app', 'localhost:3100'],
    ['example.com', 'main', 'example.com'],
    ['www.example.com', 'main', 'www.example.com'],
    ['portal.example.com', 'portal', 'example.com'],
    ['PORTAL.Example.COM.', 'portal', 'example.com'],
    ['app.example.com', 'app', 'example.com'],
    ['portal---my-site-git-feature-team.vercel.app', 'portal', 'my-site-git-feature-team.vercel.app'],
    ['app---my-site-git-feature-team.vercel.app', 'app', 'my-site-git-feature-team.vercel.app'],
    ['my-site-git-feature-team.vercel.app', 'main', 'my-site-git-feature-team.vercel.app'],
    ['unknown---my-site.vercel.app', 'main', 'unknown---my-site.vercel.app'],
    ['portalx.example.com', 'main', 'portalx.example.com'],
    ['apps.example.com', 'main', 'apps.example.com'],
  ])('%s → %s', (host, area, mainHost) => {
    expect(parseHost(host)).toEqual({ area, mainHost });
  });

  it('treats a missing host as the main site', () => {
    expect(parseHost(null).area).toBe('main');
    expect(parseHost('').area).toBe('main');
  });
});

describe('cross-host links', () => {
  it('points from the main site to the portal and back', () => {
    expect(hostForArea('portal', 'localhost:3000')).toBe('portal.localhost:3000');
    expect(hostForArea('main', 'portal.example.com')).toBe('example.com');
    expect(hostForArea('portal', 'app.example.com')).toBe('portal.example.com');
    expect(areaUrl('portal', '/login', 'example.com')).toBe('https://portal.example.com/login');
    expect(areaUrl('main', 'contact', 'portal.localhost:3000', 'http:')).toBe('http://localhost:3000/contact');
  });

  it('keeps preview deployments on their own preview host', () => {
    expect(hostForArea('portal', 'my-site-abc.vercel.app')).toBe('portal---my-site-abc.vercel.app');
    expect(hostForArea('main', 'portal---my-site-abc.vercel.app')).toBe('my-site-abc.vercel.app');
  });
});

describe('isInternalPath', () => {
  it.each([
    ['/portal', true],
    ['/portal/login', true],
    ['/legacy/x', true],
    ['/portals', false],
    ['/about', false],
    ['/', false],
  ])('%s → %s', (path, internal) => expect(isInternalPath(path)).toBe(internal));
});

describe('a site reached by its IP address', () => {
  it.each([
    ['127.0.0.1:3000', undefined, 'localhost:3000'],
    ['127.0.0.1', undefined, 'localhost'],
    ['[::1]:3100', undefined, 'localhost:3100'],
    ['203.0.113.9', 'example.com', 'example.com'],
    ['portal.127.0.0.1:3000', undefined, 'localhost:3000'],
  ])('%s (ROOT_DOMAIN=%s) is sent to %s', (host, root, expected) => {
    expect(namedHostInstead(host, root)).toBe(expected);
  });

  it.each(['localhost:3000', 'portal.example.com', 'example.com', '1.example.com', null])(
    '%s keeps its name',
    (host) => {
      expect(namedHostInstead(host, 'example.com')).toBeNull();
    },
  );

  it('never builds a URL that cannot be parsed from an address host', () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', '10.0.0.1']) {
      expect(
        () => new URL(areaUrl('portal', '/login', namedHostInstead(host, undefined) ?? host, 'http:')),
      ).not.toThrow();
    }
  });
});
