// HSTS is decided by the configuration the server starts with, not by the build's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { servesHttps } from '@/lib/security/runtime-headers';

const HSTS = 'Strict-Transport-Security';
const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  vi.resetModules();
});

describe('servesHttps', () => {
  it.each([
    [{ NODE_ENV: 'production', ROOT_DOMAIN: 'example.com' }, true],
    [{ NODE_ENV: 'production', VERCEL_ENV: 'preview', VERCEL_BRANCH_URL: 'x-git-y-team.vercel.app' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', ROOT_DOMAIN: 'localhost:3000' }, false],
    [{ NODE_ENV: 'development', ROOT_DOMAIN: 'example.com' }, false],
  ])('%o → %s', (env, https) => expect(servesHttps(env)).toBe(https));
});

describe('the proxy’s security headers', () => {
  it('include HSTS when the server starts on a public ROOT_DOMAIN', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', ROOT_DOMAIN: 'example.com' });
    const { withSecurityHeaders } = await import('@/lib/security/runtime-headers');
    const answer = withSecurityHeaders(new Response('ok'));
    expect(answer.headers.get(HSTS)).toMatch(/max-age=\d+; includeSubDomains/);
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('leave HSTS out on a local run', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    delete process.env.ROOT_DOMAIN;
    const { withSecurityHeaders } = await import('@/lib/security/runtime-headers');
    expect(withSecurityHeaders(new Response('ok')).headers.get(HSTS)).toBeNull();
  });
});

describe('next.config.ts', () => {
  it('never bakes HSTS into the build, whatever ROOT_DOMAIN the build saw', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', ROOT_DOMAIN: 'example.com' });
    delete process.env.VERCEL;
    const config = (await import('@/next.config')).default(PHASE_PRODUCTION_BUILD);
    const rules = await config.headers!();
    const keys = rules.flatMap((rule) => rule.headers.map((h) => h.key));
    expect(keys).toContain('X-Content-Type-Options');
    expect(keys).not.toContain(HSTS);
  });
});
