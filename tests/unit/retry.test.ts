import { describe, expect, it, vi } from 'vitest';
import { isTransientDbError, withRetry } from '@/lib/db/retry';

describe('withRetry (3 retries, 1 s, 2 s, 3 s)', () => {
  it('retries transient errors with linear backoff, then gives up', async () => {
    const sleep = vi.fn(async (ms: number) => void ms);
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    });
    await expect(withRetry(fn, { sleep })).rejects.toThrow('refused');
    expect(fn).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000, 3000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        if (++calls < 3) throw Object.assign(new Error('x'), { code: '57P01' });
        return 'ok';
      },
      { sleep: async () => {} },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('denied'), { code: '42501' });
    });
    await expect(withRetry(fn, { sleep: async () => {} })).rejects.toThrow('denied');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(isTransientDbError({ code: '08006' })).toBe(true);
  });

  it('starts no wait that would end after the budget, so an outage fails within 5 s', async () => {
    let clock = 0;
    const sleep = vi.fn(async (ms: number) => void (clock += ms));
    const fn = vi.fn(async () => {
      clock += 200; // each attempt spends time failing to connect
      throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    });
    await expect(withRetry(fn, { sleep, now: () => clock })).rejects.toThrow('refused');
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000]);
    expect(clock).toBeLessThan(5000);
  });

  it('treats the driver connection codes and wrapped outages as transient', () => {
    expect(isTransientDbError({ code: 'CONNECT_TIMEOUT' })).toBe(true);
    expect(isTransientDbError({ message: 'x', cause: { code: 'CONNECTION_CLOSED' } })).toBe(true);
    expect(isTransientDbError({ code: '23505' })).toBe(false);
  });
});
