import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';

// Many connections share one PGlite session through the socket server. Parameterised
// queries and transactions from different connections must never see each other's state.
describe('embedded PostgreSQL under concurrent connections', () => {
  let server: EmbeddedServer;
  const pools: postgres.Sql[] = [];
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    const setup = postgresClient(server.url, { max: 1, onnotice: () => {} });
    await setup`create table counters (id int primary key, n int not null)`;
    await setup`insert into counters select g, 0 from generate_series(1, 8) g`;
    await setup.end();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await server.stop();
  });

  it('keeps each connection’s parameterised queries and transactions apart', async () => {
    for (let i = 0; i < 4; i++) pools.push(postgresClient(server.url, { max: 3, prepare: false, onnotice: () => {} }));
    const work = [];
    for (let i = 0; i < 240; i++) {
      const sql = pools[i % pools.length];
      const id = (i % 8) + 1;
      work.push(
        i % 3 === 0
          ? sql.begin(async (tx) => {
              const [row] = await tx`select n from counters where id = ${id}`;
              await tx`update counters set n = ${row.n + 1} where id = ${id}`;
              return id;
            })
          : sql`select ${id}::int as id, ${`text-${i}`}::text as label`.then(([row]) => {
              expect(row).toEqual({ id, label: `text-${i}` });
              return id;
            }),
      );
    }
    await Promise.all(work);
    const [{ total }] = await pools[0]`select sum(n)::int as total from counters`;
    expect(total).toBe(80);
  });

  // The app prepares its statements. They live in the one shared session, so
  // concurrent connections' named statements must stay apart, and a connection that goes
  // away must not leave its statements behind (the pool closes idle connections).
  it('keeps prepared statements of concurrent connections apart and drops a closed connection’s', async () => {
    const observer = postgresClient(server.url, { max: 1, prepare: false, onnotice: () => {} });
    const named = async () =>
      (await observer<{ n: number }[]>`select count(*)::int as n from pg_prepared_statements`)[0].n;
    const before = await named();
    const prepared = [1, 2, 3].map(() => postgresClient(server.url, { max: 3, prepare: true, onnotice: () => {} }));
    const work = [];
    for (let i = 0; i < 180; i++) {
      const sql = prepared[i % prepared.length];
      const id = (i % 8) + 1;
      work.push(
        i % 4 === 0
          ? sql.begin(async (tx) => {
              const [row] = await tx`select n from counters where id = ${id}`;
              await tx`update counters set n = ${row.n + 1} where id = ${id}`;
            })
          : sql`select ${id}::int as id, ${`text-${i}`}::text as label`.then(([row]) => {
              expect(row).toEqual({ id, label: `text-${i}` });
            }),
      );
    }
    await Promise.all(work);
    const [{ total }] = await prepared[0]`select sum(n)::int as total from counters`;
    expect(total).toBe(80 + 45);
    expect(await named()).toBeGreaterThan(before);
    await Promise.all(prepared.map((p) => p.end()));
    await expect.poll(named, { timeout: 5_000 }).toBe(before);
    await observer.end();
  });
});
