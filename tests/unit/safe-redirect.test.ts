import { describe, expect, it } from 'vitest';
import { safeInternalPath } from '@/lib/auth/safe-redirect';
import { hostileNextValues, staysOnSite } from '../support/hostile-redirects';

describe('safeInternalPath', () => {
  it.each(['/dashboard', '/admin/clients?status=active&q=a%20b', '/projects#top'])('keeps %s', (path) => {
    expect(safeInternalPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/\t/evil.example',
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('rejects %s', (path) => {
    expect(safeInternalPath(path)).toBe('/dashboard');
  });
});

describe('safeInternalPath against the hostile corpus', () => {
  it('has at least 30 hostile values', () => {
    expect(hostileNextValues.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostileNextValues.map((v) => [JSON.stringify(v).slice(0, 60), v]))(
    'keeps %s on the site after normalisation',
    (_, value) => {
      const result = safeInternalPath(value);
      expect(staysOnSite(result), `${JSON.stringify(value)} -> ${result}`).toBe(true);
    },
  );
});
