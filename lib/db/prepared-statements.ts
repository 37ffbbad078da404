import type postgres from 'postgres';

// Drizzle asks postgres.js for a named (prepared) statement only for queries built with
// `.prepare(name)`, and sends every other one unnamed, so the database parses and plans it
// again on every request. On the embedded database that planning was most of a signed-in
// request's database time (a session check: 6-7 ms of planning against under 1 ms of
// execution), so where the pool prepares (lib/db/client.ts connectionOptions) every statement
// is sent named: postgres.js keeps one per distinct SQL text and connection, and the
// database plans it once (generic plans after a few runs; RLS-dependent plans are re-checked
// by PostgreSQL whenever the role differs).
//
// Done with postgres.js's documented `unsafe(query, parameters, { prepare: true })`, on a view
// of the client handed to Drizzle: the client itself is left as the library made it.

type Work = (tx: postgres.TransactionSql) => unknown;

/** `client` as Drizzle sees it, with every statement, in and out of transactions, prepared. */
export function preparingEveryStatement<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        const unsafe: postgres.Sql['unsafe'] = (query, parameters, options) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
        return unsafe;
      }
      if (property === 'begin' && 'begin' in target) {
        return (...args: unknown[]) => {
          const work = args.at(-1) as Work;
          const begin = target.begin as (...rest: unknown[]) => Promise<unknown>;
          return begin(...args.slice(0, -1), (tx: postgres.TransactionSql) => work(preparingEveryStatement(tx)));
        };
      }
      return Reflect.get(target, property);
    },
  });
}
