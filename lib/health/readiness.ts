// What /api/ready answers a load balancer or an orchestrator: whether this instance can serve
// requests (its database answers, with every migration applied, and its file storage answers).
// The body says which part failed in one word, never why: error text, versions and
// addresses stay in this server's log.

export type ReadinessChecks = {
  /** True when the database is already known to be down (no I/O: the outage flag). */
  databaseKnownDown: () => boolean;
  /** The migrations not yet applied; throws when the database cannot be asked. */
  pendingMigrations: () => Promise<string[]>;
  /** Throws when the file storage does not answer. */
  storage: () => Promise<void>;
};

export type Readiness = {
  status: 'ready' | 'not-ready';
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    storage: 'ok' | 'unreachable';
  };
};

/** Each check gets this long: a probe must answer before the prober gives up on it. */
export const CHECK_TIMEOUT_MS = 3_000;

class TimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

function within<T>(what: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the checks side by side; `log` hears each failure's reason (for the server's log only). */
export async function checkReadiness(
  checks: ReadinessChecks,
  log: (part: string, error: unknown) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const database = async (): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> => {
    if (checks.databaseKnownDown()) return { database: 'unreachable', migrations: 'unknown' };
    try {
      const pending = await within('the database', checks.pendingMigrations(), timeoutMs);
      if (pending.length) log('migrations', new Error(`not applied: ${pending.join(', ')}`));
      return { database: 'ok', migrations: pending.length ? 'pending' : 'ok' };
    } catch (error) {
      log('database', error);
      return { database: 'unreachable', migrations: 'unknown' };
    }
  };
  const storage = async (): Promise<Readiness['checks']['storage']> => {
    try {
      await within('the file storage', checks.storage(), timeoutMs);
      return 'ok';
    } catch (error) {
      log('storage', error);
      return 'unreachable';
    }
  };
  const [db, files] = await Promise.all([database(), storage()]);
  const result = { ...db, storage: files };
  const ready = result.database === 'ok' && result.migrations === 'ok' && result.storage === 'ok';
  return { status: ready ? 'ready' : 'not-ready', checks: result };
}
