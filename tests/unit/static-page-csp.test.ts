import { afterEach, describe, expect, it, vi } from 'vitest';

// The proxy builds a prerendered page's policy once, from the build's hashes.
const HASHES = { '/': ['sha256-home='], '/about': ['sha256-a=', 'sha256-b='], '/case-studies/[slug]': [] };
const reads = vi.hoisted(() => ({ count: 0 }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = (file: string, ...rest: unknown[]) => {
    if (String(file).endsWith('static-csp.json')) {
      reads.count++;
      return JSON.stringify(HASHES);
    }
    return (fs.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  };
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('staticPageCsp', () => {
  it("gives a prerendered page its own hashes, no nonce and no 'unsafe-inline'", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { staticPageCsp } = await import('@/lib/security/static-csp');
    const about = staticPageCsp('/about/');
    expect(about).toContain("script-src 'self' 'sha256-a=' 'sha256-b=';");
    expect(about).not.toContain('nonce');
    expect(staticPageCsp('/')).toContain("'sha256-home='");
  });

  it('gives every case study (generated on demand) one policy with no inline script and no nonce', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { staticPageCsp } = await import('@/lib/security/static-csp');
    const one = staticPageCsp('/case-studies/a-b');
    expect(one).toContain("script-src 'self';");
    expect(one).not.toContain('nonce');
    expect(staticPageCsp('/case-studies/c/')).toBe(one);
    expect(staticPageCsp('/case-studies/a-b/opengraph.png')).toBe('nonce');
    expect(staticPageCsp('/case-studies')).toBe('nonce');
  });

  it('builds each header once and reads the hash file once', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    reads.count = 0;
    const { staticPageCsp } = await import('@/lib/security/static-csp');
    const first = staticPageCsp('/about');
    expect(staticPageCsp('/about')).toBe(first);
    expect(reads.count).toBe(1);
  });

  it('leaves a page that was not prerendered to the per-request nonce', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { staticPageCsp } = await import('@/lib/security/static-csp');
    expect(staticPageCsp('/contact')).toBe('nonce');
  });
});

describe('prerenderedPageCsp: the proxy’s one rule for a prerendered page', () => {
  it("gives a prerendered main-host page's GET or HEAD its static policy", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { prerenderedPageCsp } = await import('@/lib/security/static-page');
    const { staticPageCsp } = await import('@/lib/security/static-csp');
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/about')).toBe(staticPageCsp('/about'));
    expect(prerenderedPageCsp('HEAD', 'example.com', '/')).toBe(staticPageCsp('/'));
    expect(prerenderedPageCsp('GET', 'consultancy-git-x-team.vercel.app', '/about')).toBe(staticPageCsp('/about'));
  });

  it('says null wherever the proxy does something else', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { prerenderedPageCsp } = await import('@/lib/security/static-page');
    expect(prerenderedPageCsp('POST', 'localhost:3000', '/about')).toBeNull();
    expect(prerenderedPageCsp('GET', '127.0.0.1:3000', '/about')).toBeNull();
    expect(prerenderedPageCsp('GET', '[::1]:3000', '/')).toBeNull();
    expect(prerenderedPageCsp('GET', 'portal.localhost:3000', '/about')).toBeNull();
    expect(prerenderedPageCsp('GET', 'app.example.com', '/')).toBeNull();
    expect(prerenderedPageCsp('GET', 'consultancy-git-x-team.vercel.app', '/portal')).toBeNull();
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/portal/about')).toBeNull();
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/login')).toBeNull();
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/robots.txt')).toBeNull();
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/api/about')).toBeNull();
    expect(prerenderedPageCsp('GET', 'localhost:3000', '/not-prerendered')).toBeNull();
  });
});
