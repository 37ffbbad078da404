import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/lib/config/env';
import { countTransactions, roundTripCountingEnabled, statementCounter } from './round-trips';
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

const globalForDb = globalThis as unknown as { __db?: Database; __sql?: postgres.Sql };

function connect(): Database {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set. Start the app with `npm start` (embedded database) or set DATABASE_URL.');
  }
  // prepare:false keeps the Supabase transaction pooler happy; max stays small because the
  // embedded server serialises queries anyway.
  const client = postgres(url, { prepare: false, max: 10, idle_timeout: 30, onnotice: () => {} });
  globalForDb.__sql = client;
  if (!roundTripCountingEnabled()) return drizzle(client, { schema });
  countTransactions(client);
  return drizzle(client, { schema, logger: statementCounter });
}

/** The trusted connection: no RLS role. Use only for work no user owns (sign-in, sessions). */
export function systemDb(): Database {
  globalForDb.__db ??= connect();
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
  return db.transaction(async (tx) => {
    await actAs(tx, claims);
    return fn(tx);
  });
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
  return db.transaction(async (tx) => {
    await switchRole(tx, 'anon', { role: 'anon' });
    return fn(tx);
  });
}
