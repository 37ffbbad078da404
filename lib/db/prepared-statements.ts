import type postgres from 'postgres';

// Drizzle asks postgres.js for a named (prepared) statement only for queries built with
// `.prepare(name)`, and sends every other one unnamed, so the database parses and plans it
// again on every request. On the embedded database that planning was most of a signed-in
// request's database time (a session check: 6-7 ms of planning against under 1 ms of
// execution), so where the pool prepares (lib/db/client.ts connectionOptions) every statement
// is sent named: postgres.js keeps one per distinct SQL text and connection, and the
// database plans it once (generic plans after a few runs; RLS-dependent plans are re-checked
// by PostgreSQL whenever the role differs).

type Unsafe = postgres.Sql['unsafe'];

function prepareUnsafe(sql: { unsafe: Unsafe }) {
  const unsafe = sql.unsafe.bind(sql) as Unsafe;
  sql.unsafe = ((query, parameters, options) => unsafe(query, parameters, { ...options, prepare: true })) as Unsafe;
}

/** Sends every statement of `client`, in and out of transactions, as a prepared one. */
export function prepareEveryStatement(client: postgres.Sql): void {
  prepareUnsafe(client);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as { begin: typeof begin }).begin = (...args) => {
    const work = args.at(-1) as (tx: postgres.TransactionSql) => unknown;
    return begin(...args.slice(0, -1), (tx: postgres.TransactionSql) => {
      prepareUnsafe(tx);
      return work(tx);
    });
  };
}
