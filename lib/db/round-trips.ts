import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type postgres from 'postgres';

// Database round trips per request, counted where they happen: every statement Drizzle
// sends (drizzle's logger sees each one) and every transaction postgres.js opens (its BEGIN
// and its COMMIT or ROLLBACK are two more). Off unless DB_ROUND_TRIPS=1: the bench and the
// round-trip test send a request with ROUND_TRIP_HEADER set to an id of their choosing and
// read the counts for that id from /api/debug/round-trips afterwards.

export const ROUND_TRIP_HEADER = 'x-db-request-id';

export type RoundTrips = {
  /** Statements sent (queries and the role switch), BEGIN and COMMIT not included. */
  statements: number;
  /** Transactions opened; each adds a BEGIN and a COMMIT (or ROLLBACK) round trip. */
  transactions: number;
};

const MAX_TRACKED = 1000;
// On globalThis: the route handler that reports and the pages that query may be bundled
// with separate copies of this module, but share the one database client (lib/db/client.ts).
const store = globalThis as unknown as {
  __dbRoundTrips?: Map<string, RoundTrips>;
  __dbRoundTripsUncounted?: AsyncLocalStorage<true>;
};
const counts = (store.__dbRoundTrips ??= new Map<string, RoundTrips>());
const uncountedWork = (store.__dbRoundTripsUncounted ??= new AsyncLocalStorage<true>());

/**
 * Runs `work` without counting its round trips: a page Next.js renders for its cache (a
 * regeneration) belongs to no one request, and asking for the request's headers there would
 * turn the static page dynamic.
 */
export function uncounted<T>(work: () => Promise<T>): Promise<T> {
  return uncountedWork.run(true, work);
}

export function roundTripCountingEnabled(): boolean {
  return process.env.DB_ROUND_TRIPS === '1' && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** The id the current request was sent with, or null outside a request (scripts, build). */
async function requestId(): Promise<string | null> {
  try {
    const { headers } = await import('next/headers');
    return (await headers()).get(ROUND_TRIP_HEADER);
  } catch {
    return null;
  }
}

function record(kind: keyof RoundTrips) {
  if (uncountedWork.getStore()) return;
  // headers() reads the request from Next's async context, which follows this promise chain.
  void requestId().then((id) => {
    if (!id) return;
    let entry = counts.get(id);
    if (!entry) {
      if (counts.size >= MAX_TRACKED) counts.delete(counts.keys().next().value!);
      entry = { statements: 0, transactions: 0 };
      counts.set(id, entry);
    }
    entry[kind] += 1;
  });
}

export function roundTripsFor(id: string): RoundTrips | null {
  return counts.get(id) ?? null;
}

/** Drizzle's logger hook: called once for every statement Drizzle sends. */
export const statementCounter: Logger = {
  logQuery: () => record('statements'),
};

/**
 * `client` as Drizzle sees it, counting the transactions it opens (Drizzle's db.transaction
 * goes through begin). A view: the client itself is left as postgres.js made it.
 */
export function countingTransactions(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property) {
      if (property !== 'begin') return Reflect.get(target, property);
      return (...args: unknown[]) => {
        record('transactions');
        return (target.begin as (...rest: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
}
