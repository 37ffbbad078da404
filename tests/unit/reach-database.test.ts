import { beforeEach, describe, expect, it, vi } from 'vitest';

// A connection error marks the database down (pages answer 503, the pool is
// recycled) — but only when it belongs to the present era. An error from a connection of
// an earlier era, arriving after the database came back, must not mark it down again: that
// recycled the fresh pool and failed the requests on it, so recovery flapped for seconds.

const health = vi.hoisted(() => ({ generation: 0, marked: 0 }));
vi.mock('@/lib/db/health', () => ({
  healthGeneration: () => health.generation,
  markDatabaseDown: () => void health.marked++,
  onDatabaseHealthChange: () => {},
}));
vi.mock('@/lib/config/env', () => ({ env: () => ({ DATABASE_URL: 'postgres://db.invalid/app' }) }));

const { reachDatabase } = await import('@/lib/db/client');
const { DatabaseUnavailableError } = await import('@/lib/db/errors');

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

beforeEach(() => {
  health.generation = 0;
  health.marked = 0;
});

describe('reachDatabase', () => {
  it('marks the database down on a connection error of the present era', async () => {
    await expect(
      reachDatabase(async () => {
        throw refused();
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(health.marked).toBe(1);
  });

  it('does not mark it down again for an error from before the last change', async () => {
    await expect(
      reachDatabase(async () => {
        health.generation += 2; // it went down and came back while this work ran
        throw refused();
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(health.marked).toBe(0);
  });

  it('leaves other errors alone', async () => {
    await expect(
      reachDatabase(async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(health.marked).toBe(0);
  });
});
