import { afterEach, describe, expect, it, vi } from 'vitest';
import { startupProblems } from '@/lib/config/startup-checks';
import { parseEnv } from '@/lib/config/env';

// Production fails closed. No static-CSP file means no 'unsafe-inline'
// (the start is refused), and a deployment without its public origin does not start.

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = (file: string, ...rest: unknown[]) => {
    if (String(file).endsWith('static-csp.json')) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return (fs.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  };
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('a missing static-CSP file', () => {
  it('never allows inline scripts in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { staticScriptPolicy } = await import('@/lib/security/static-csp');
    expect(staticScriptPolicy('/')).not.toBe('unknown');
  });

  it('is tolerated in development only (no build ran)', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { staticScriptPolicy } = await import('@/lib/security/static-csp');
    expect(staticScriptPolicy('/')).toBe('unknown');
  });

  it('refuses the production start with a clear message', () => {
    const problems = startupProblems(parseEnv({ NODE_ENV: 'production' }), {
      source: {},
      embedded: true,
      staticCspPresent: false,
    });
    expect(problems.join('\n')).toMatch(/static-csp\.json.*npm run build/);
  });
});

describe('the public origin in production', () => {
  const ready = { staticCspPresent: true };

  it('is required with your own database or Supabase', () => {
    const source = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/app', AUTH_SECRET: 'x'.repeat(40) };
    const problems = startupProblems(parseEnv(source), { source, embedded: false, ...ready });
    expect(problems.join('\n')).toMatch(/ROOT_DOMAIN/);
  });

  it('must not be localhost or an address', () => {
    for (const ROOT_DOMAIN of ['localhost:3000', '127.0.0.1:3000', 'localhost']) {
      const source = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app', ROOT_DOMAIN };
      expect(startupProblems(parseEnv(source), { source, embedded: false, ...ready }).join('\n')).toMatch(
        /ROOT_DOMAIN/,
      );
    }
  });

  it('is fine when set, and not needed for the embedded demo or development', () => {
    const source = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app', ROOT_DOMAIN: 'example.com' };
    expect(startupProblems(parseEnv(source), { source, embedded: false, ...ready })).toEqual([]);
    expect(startupProblems(parseEnv({ NODE_ENV: 'production' }), { source: {}, embedded: true, ...ready })).toEqual([]);
    const dev = { NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db/app' };
    expect(startupProblems(parseEnv(dev), { source: dev, embedded: false, staticCspPresent: false })).toEqual([]);
  });
});
