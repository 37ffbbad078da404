import { describe, expect, it, vi } from 'vitest';
import { checkReadiness, type ReadinessChecks } from '@/lib/health/readiness';

const healthy = (): ReadinessChecks => ({
  databaseKnownDown: () => false,
  pendingMigrations: async () => [],
  storage: async () => undefined,
});

const secretFailure = () => new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2 (postgres 17.2)');

describe('readiness', () => {
  it('is ready when the database answers with every migration applied and the storage answers', async () => {
    const log = vi.fn();
    expect(await checkReadiness(healthy(), log)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('is not ready while a migration is not applied, and names none of them in the answer', async () => {
    const log = vi.fn();
    const result = await checkReadiness(
      { ...healthy(), pendingMigrations: async () => ['20261201000000_new_table.sql'] },
      log,
    );
    expect(result).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'pending', storage: 'ok' } });
    expect(JSON.stringify(result)).not.toContain('new_table');
    expect(String(log.mock.calls[0][1])).toContain('20261201000000_new_table.sql');
  });

  it('is not ready when the database fails, and keeps the reason for the log only', async () => {
    const log = vi.fn();
    const result = await checkReadiness(
      {
        ...healthy(),
        pendingMigrations: async () => {
          throw secretFailure();
        },
      },
      log,
    );
    expect(result).toEqual({
      status: 'not-ready',
      checks: { database: 'unreachable', migrations: 'unknown', storage: 'ok' },
    });
    expect(JSON.stringify(result)).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|hunter2|17\.2/);
    expect(log).toHaveBeenCalledWith(
      'database',
      expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }),
    );
  });

  it('asks nothing of a database already known to be down (the outage flag)', async () => {
    const pendingMigrations = vi.fn(async () => []);
    const result = await checkReadiness({ ...healthy(), databaseKnownDown: () => true, pendingMigrations }, vi.fn());
    expect(result.checks).toEqual({ database: 'unreachable', migrations: 'unknown', storage: 'ok' });
    expect(pendingMigrations).not.toHaveBeenCalled();
  });

  it('is not ready when the storage fails, also when a check throws before it starts', async () => {
    const failing = await checkReadiness(
      {
        ...healthy(),
        storage: async () => {
          throw secretFailure();
        },
      },
      vi.fn(),
    );
    expect(failing).toEqual({
      status: 'not-ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'unreachable' },
    });
    const throwsAtOnce = await checkReadiness(
      {
        ...healthy(),
        storage: () => {
          throw new Error('DATABASE_URL is not set');
        },
        pendingMigrations: () => {
          throw new Error('no configuration');
        },
      },
      vi.fn(),
    );
    expect(throwsAtOnce.checks).toEqual({ database: 'unreachable', migrations: 'unknown', storage: 'unreachable' });
  });

  it('gives up on a check that hangs, and runs the checks side by side', async () => {
    const never = () => new Promise<never>(() => {});
    const log = vi.fn();
    const started = Date.now();
    const result = await checkReadiness({ ...healthy(), pendingMigrations: never, storage: never }, log, 200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.checks).toEqual({ database: 'unreachable', migrations: 'unknown', storage: 'unreachable' });
    expect(log).toHaveBeenCalledWith(
      'storage',
      expect.objectContaining({ message: expect.stringMatching(/within 200 ms/) }),
    );
  });
});
