import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, DATABASE_UNAVAILABLE_DIGEST, isDatabaseUnavailable } from '@/lib/db/errors';

describe('isDatabaseUnavailable: outages, not bad queries', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006'])(
    'recognises %s, bare or wrapped by Drizzle',
    (code) => {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) }))).toBe(
        true,
      );
    },
  );

  it('recognises a dual-stack connect failure (AggregateError of socket errors)', () => {
    const inner = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([inner, inner]))).toBe(true);
  });

  it('leaves query errors alone', () => {
    for (const code of ['23505', '42501', '22P02', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('carries a digest the error boundary can recognise', () => {
    const error = new DatabaseUnavailableError(new Error('x'));
    expect(error.digest).toBe(DATABASE_UNAVAILABLE_DIGEST);
    expect(isDatabaseUnavailable({ digest: DATABASE_UNAVAILABLE_DIGEST })).toBe(true);
  });
});
