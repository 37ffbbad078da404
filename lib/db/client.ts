import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { postgresClient } from './postgres-client';
import { env, isSupabaseMode } from '@/lib/config/env';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';
import { healthGeneration, markDatabaseDown, onDatabaseHealthChange } from './health';
import { preparingEveryStatement } from './prepared-statements';
import { countingTransactions, roundTripCountingEnabled, statementCounter } from './round-trips';
import * as schema from './schema';

export type Database = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The verified JWT claims a request runs under (same shape as Supabase's). */
export type Claims = {
  sub: string;
  email?: string;
  role: string;
  session_id?: string;
  exp?: number;
  [key: string]: unknown;
};

const globalForDb = globalThis as unknown as { __db?: Database; __sql?: postgres.Sql; __recycles?: boolean };

function connect(): Database {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set. Start the app with `npm start` (embedded database) or set DATABASE_URL.');
  }
  const options = connectionOptions(isSupabaseMode());
  const client = postgresClient(url, options);
  globalForDb.__sql = client;
  const prepared = options.prepare ? preparingEveryStatement(client) : client;
  if (!roundTripCountingEnabled()) return drizzle(prepared, { schema });
  return drizzle(countingTransactions(prepared), { schema, logger: statementCounter });
}

/**
 * Pool settings. Statements are prepared (named, once per connection: see
 * lib/db/prepared-statements.ts) except in Supabase mode, whose transaction pooler cannot
 * keep them (the embedded server drops a closed connection's statements,
 * patches/@electric-sql+pglite-socket+0.2.17.patch). Max
 * stays small because the embedded server serialises queries anyway. The timeouts bound an
 * outage: a connect attempt gives up after 3 s, idle connections are closed after 20 s and
 * every connection is renewed after 30 min, so no slot outlives a database restart for long.
 * Statement and idle-in-transaction timeouts are startup parameters on a PostgreSQL server
 * (PGlite ignores them; Supabase sets its own per role, and its pooler need not pass them on).
 * The driver itself is patched (patches/postgres+3.4.9.patch) so a connection closed during
 * a restart cannot leave its slot hanging: see docs/decisions/0027-postgres-driver-patched.md.
 */
export function connectionOptions(supabase: boolean): postgres.Options<Record<string, postgres.PostgresType>> {
  return {
    prepare: !supabase,
    max: 10,
    connect_timeout: 3,
    idle_timeout: 20,
    max_lifetime: 30 * 60,
    onnotice: () => {},
    ...(supabase ? {} : { connection: { statement_timeout: 15_000, idle_in_transaction_session_timeout: 30_000 } }),
  };
}

/**
 * Runs database work and turns "cannot reach the database" into a DatabaseUnavailableError
 * (which pages show as "temporarily unavailable" and actions return as a clear error),
 * marking the database down so the proxy answers 503 until a probe finds it back.
 */
export async function reachDatabase<T>(work: () => Promise<T>): Promise<T> {
  const era = healthGeneration();
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (error instanceof DatabaseUnavailableError) throw error;
    // An error from a connection of an earlier era (the database went down or came back
    // while this work ran, and the pool was recycled) must not mark a recovered database
    // down again: that would recycle the fresh pool and fail the requests already on it.
    if (healthGeneration() === era) markDatabaseDown(env().DATABASE_URL);
    throw new DatabaseUnavailableError(error);
  }
}

/**
 * Drops every connection of the pool and starts a fresh one, when the database goes away
 * and again when it is back: whatever a connection was doing across the outage fails at
 * once (and is answered as "temporarily unavailable") instead of waiting on a socket that
 * will never answer, and no request after the recovery meets a connection from before it.
 */
function recyclePool() {
  const old = globalForDb.__sql;
  globalForDb.__db = undefined;
  globalForDb.__sql = undefined;
  void old?.end({ timeout: 0 }).catch(() => {});
}

/** The trusted connection: no RLS role. Use only for work no user owns (sign-in, sessions). */
export function systemDb(): Database {
  if (!globalForDb.__db) {
    globalForDb.__db = connect();
    if (!globalForDb.__recycles) {
      globalForDb.__recycles = true;
      onDatabaseHealthChange(recyclePool);
    }
  }
  return globalForDb.__db;
}

/**
 * Runs `fn` in a transaction as the `authenticated` role with the caller's claims, so the
 * database's RLS policies decide what is visible, exactly as on Supabase. The role and claims
 * are set for this transaction only (set_config(..., true) is SET LOCAL), so they never leak
 * to the next user of the pooled connection. A request runs exactly one of these: a page
 * passes `tx` to every query it needs, an action does its reads and writes in it.
 */
export async function withUser<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, db: Database = systemDb()): Promise<T> {
  return reachDatabase(() => db.transaction((tx) => asRole(tx, 'authenticated', claims, fn)));
}

/**
 * Runs `fn` after switching the transaction's role, without a round trip of its own for the
 * switch: the statement is sent at once and `fn`'s first statement follows it on the same
 * connection before its answer is back (postgres.js pipelines a transaction's statements).
 * The database runs them in the order sent, so RLS applies from `fn`'s first statement. A
 * failed switch aborts the transaction, and is the error thrown.
 */
async function asRole<T>(
  tx: Tx,
  role: 'authenticated' | 'anon',
  claims: object,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  // then() sends it now (Drizzle's queries start only when awaited or then()'d).
  const switched = switchRole(tx, role, claims).then(() => undefined);
  // Observed at once, so a failure while `fn` still waits is not an unhandled rejection.
  switched.catch(() => {});
  let result: T;
  try {
    result = await fn(tx);
  } catch (error) {
    await switched;
    throw error;
  }
  await switched;
  return result;
}

/** One statement (not two) switches role and claims: every request pays for it. */
function switchRole(tx: Tx, role: 'authenticated' | 'anon', claims: object) {
  return tx.execute(
    sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('role', ${role}, true)`,
  );
}

/**
 * Switches an open transaction of the trusted connection to the user's role and claims for
 * the rest of it: for the few flows that must do trusted work (e.g. create a login in
 * auth.users) and user work in one transaction.
 */
export async function actAs(tx: Tx, claims: Claims): Promise<void> {
  await switchRole(tx, 'authenticated', claims);
}

/** Same as withUser for visitors who are not signed in. */
export async function withAnon<T>(fn: (tx: Tx) => Promise<T>, db: Database = systemDb()): Promise<T> {
  return reachDatabase(() => db.transaction((tx) => asRole(tx, 'anon', { role: 'anon' }, fn)));
}
