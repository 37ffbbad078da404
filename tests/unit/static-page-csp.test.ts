import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 20, item 5: the proxy builds a prerendered page's policy once, from the build's hashes.
const HASHES = { '/': ['sha256-home='], '/about': ['sha256-a=', 'sha256-b='] };
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
