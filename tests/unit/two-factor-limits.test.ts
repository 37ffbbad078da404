import { describe, expect, it, vi } from 'vitest';
import { rateLimitAddress } from '@/lib/security/ip-group';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/db/client', () => ({ systemDb: () => ({}) }));

describe('rate limits count an IPv6 /64 as one address', () => {
  it.each([
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::'],
    ['2001:DB8:AA:BB:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::'],
    ['2001:db8::1', '2001:db8:0:0::'],
    ['::1', '0:0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0:0::'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, counted) => expect(rateLimitAddress(ip)).toBe(counted));

  it('keeps an unknown address unknown', () => expect(rateLimitAddress(null)).toBeNull());
});

describe('the two-factor step’s growing wait', () => {
  it('is free for ten wrong codes, then doubles from 30 s up to an hour', async () => {
    const { twoFactorDelaySeconds } = await import('@/lib/security/two-factor-limits');
    expect([0, 9].map(twoFactorDelaySeconds)).toEqual([0, 0]);
    expect([10, 11, 12, 16].map(twoFactorDelaySeconds)).toEqual([30, 60, 120, 1920]);
    expect(twoFactorDelaySeconds(17)).toBe(3600);
    expect(twoFactorDelaySeconds(10_000)).toBe(3600);
  });
});
