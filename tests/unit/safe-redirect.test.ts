import { describe, expect, it } from 'vitest';
import { safeInternalPath } from '@/lib/auth/safe-redirect';

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
