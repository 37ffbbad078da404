// Links that leave the request come from configuration alone (lib/links/canonical-origin.ts),
// and only configured hosts are served (lib/security/allowed-hosts.ts).
import { describe, expect, it } from 'vitest';
import { canonicalAreaUrl, canonicalPortalOrigin, configuredDeployment } from '@/lib/links/canonical-origin';
import { hostName, isAllowedHost } from '@/lib/security/allowed-hosts';

const PREVIEW = 'consultancy-git-feature-x-team.vercel.app';

describe('the canonical origin', () => {
  it('is https on ROOT_DOMAIN, the portal on portal.<ROOT_DOMAIN>', () => {
    const env = { ROOT_DOMAIN: 'Example.com', NODE_ENV: 'production' };
    expect(configuredDeployment(env)).toEqual({ host: 'example.com', protocol: 'https:' });
    expect(canonicalPortalOrigin(env)).toBe('https://portal.example.com');
    expect(canonicalAreaUrl('main', '/contact', env)).toBe('https://example.com/contact');
    expect(canonicalAreaUrl('portal', '/billing?paid=1', env)).toBe('https://portal.example.com/billing?paid=1');
  });

  it('is https whatever the proxy says (TRUSTED_PROXY unset, no X-Forwarded-Proto)', () => {
    expect(canonicalPortalOrigin({ ROOT_DOMAIN: 'example.com' })).toBe('https://portal.example.com');
    expect(canonicalPortalOrigin({ ROOT_DOMAIN: 'example.com:8443' })).toBe('https://portal.example.com:8443');
  });

  it('is the local server on its own port when ROOT_DOMAIN is unset or local', () => {
    expect(canonicalPortalOrigin({})).toBe('http://portal.localhost:3000');
    expect(canonicalPortalOrigin({ PORT: '3600', NODE_ENV: 'production' })).toBe('http://portal.localhost:3600');
    expect(canonicalPortalOrigin({ ROOT_DOMAIN: 'localhost:3100', PORT: '3600' })).toBe('http://portal.localhost:3100');
    expect(canonicalPortalOrigin({ ROOT_DOMAIN: 'localhost', PORT: '3600' })).toBe('http://portal.localhost:3600');
    expect(canonicalPortalOrigin({ ROOT_DOMAIN: '127.0.0.1', PORT: '3600' })).toBe('http://portal.localhost:3600');
  });

  it('is a preview deployment’s own host, the portal under /portal', () => {
    const env = {
      VERCEL_ENV: 'preview',
      VERCEL_BRANCH_URL: PREVIEW,
      VERCEL_URL: 'x-abc.vercel.app',
      ROOT_DOMAIN: 'example.com',
    };
    expect(canonicalPortalOrigin(env)).toBe(`https://${PREVIEW}/portal`);
    expect(canonicalAreaUrl('portal', '/billing', env)).toBe(`https://${PREVIEW}/portal/billing`);
    expect(canonicalAreaUrl('main', '/contact', env)).toBe(`https://${PREVIEW}/contact`);
    expect(canonicalPortalOrigin({ VERCEL_ENV: 'preview', VERCEL_URL: 'x-abc.vercel.app' })).toBe(
      'https://x-abc.vercel.app/portal',
    );
    // Production on Vercel uses its real domain, not the generated URL.
    expect(
      canonicalPortalOrigin({ VERCEL_ENV: 'production', VERCEL_URL: 'x-abc.vercel.app', ROOT_DOMAIN: 'example.com' }),
    ).toBe('https://portal.example.com');
  });
});

describe('the host allowlist', () => {
  const production = { ROOT_DOMAIN: 'example.com', NODE_ENV: 'production' };

  it.each([
    ['example.com', true],
    ['portal.example.com', true],
    ['app.example.com', true],
    ['PORTAL.Example.com.', true],
    ['portal.example.com:443', true],
    ['portal.attacker.example', false],
    ['attacker.example', false],
    ['www.example.com', false],
    ['portal.example.com.attacker.example', false],
    ['evil-example.com', false],
    ['admin.example.com', false],
    ['portal.localhost:3000', false],
    ['localhost:3000', false],
    ['127.0.0.1', false],
    ['[::1]:3000', false],
    ['', false],
    [null, false],
  ])('in production on example.com: %s → %s', (host, allowed) => {
    expect(isAllowedHost(host, '/login', production)).toBe(allowed);
  });

  it('lets the server call its own route handlers on plain localhost (the scheduled invoice run)', () => {
    expect(isAllowedHost('localhost:3000', '/api/cron/issue-invoices', production)).toBe(true);
    expect(isAllowedHost('portal.localhost:3000', '/api/cron/issue-invoices', production)).toBe(false);
  });

  it('serves localhost and *.localhost on a local run, production build or not', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { ROOT_DOMAIN: 'localhost:3000', NODE_ENV: 'production' }]) {
      expect(isAllowedHost('localhost:3600', '/', env)).toBe(true);
      expect(isAllowedHost('portal.localhost:3600', '/login', env)).toBe(true);
      expect(isAllowedHost('app.localhost:3600', '/', env)).toBe(true);
      expect(isAllowedHost('portal.attacker.example', '/login', env)).toBe(false);
      expect(isAllowedHost('attacker.example', '/', env)).toBe(false);
      expect(isAllowedHost('127.0.0.1:3600', '/', env)).toBe(false);
    }
    // Outside production (development, tests) localhost works whatever ROOT_DOMAIN says.
    expect(isAllowedHost('portal.localhost:3000', '/', { ROOT_DOMAIN: 'example.com', NODE_ENV: 'development' })).toBe(
      true,
    );
  });

  it('serves the Vercel hosts of this deployment only, by configuration', () => {
    const env = { ...production, VERCEL_BRANCH_URL: PREVIEW, VERCEL_URL: 'consultancy-abc123-team.vercel.app' };
    expect(isAllowedHost(PREVIEW, '/', env)).toBe(true);
    expect(isAllowedHost(`${PREVIEW}:8443`, '/portal/login', env)).toBe(true);
    expect(isAllowedHost(`portal---${PREVIEW}`, '/', env)).toBe(true);
    expect(isAllowedHost('consultancy-abc123-team.vercel.app', '/', env)).toBe(true);
    expect(isAllowedHost('someone-else.vercel.app', '/', env)).toBe(false);
    expect(isAllowedHost(`portal---someone-else.vercel.app`, '/', env)).toBe(false);
    expect(isAllowedHost(PREVIEW, '/', production)).toBe(false);
  });

  it('compares names without port, case or trailing dot', () => {
    expect(hostName('Portal.Example.COM.:8080')).toBe('portal.example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
  });
});
