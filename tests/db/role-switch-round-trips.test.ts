import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOptions, withAnon, withUser, type Database, type Tx } from '@/lib/db/client';
import { preparingEveryStatement } from '@/lib/db/prepared-statements';
import * as schema from '@/lib/db/schema';
import { profiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// A request's transaction switches to the user's role and claims without a round
// trip of its own (lib/db/client.ts): the switch is sent, and the work's first statement
// follows it before the database has answered. Counted on the wire, between the pool and
// the database: a "turn" is the client sending after the database last spoke.

/** A relay (TCP in front, the database's own socket behind) that counts the client's turns. */
async function turnCountingRelay(target: { path: string } | { host: string; port: number }) {
  let turns = 0;
  let lastSpoke: 'client' | 'database' = 'database';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const database = connect(target);
    sockets.add(client).add(database);
    client.on('data', (chunk) => {
      if (lastSpoke === 'database') turns += 1;
      lastSpoke = 'client';
      database.write(chunk);
    });
    database.on('data', (chunk) => {
      lastSpoke = 'database';
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      database.destroy();
    };
    client.on('close', close).on('error', close);
    database.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    count: async <T>(work: () => Promise<T>) => {
      turns = 0;
      lastSpoke = 'database';
      const result = await work();
      return { result, turns };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(databaseTargets())('the role switch on $name', (target) => {
  let t: TestDatabase;
  let relay: Awaited<ReturnType<typeof turnCountingRelay>>;
  let client: postgres.Sql;
  let db: Database;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await target.open();
    userId = await createUser(t.sql, 'switch@client.test');
    otherId = await createUser(t.sql, 'other@client.test');
    const { host, port, path, database, user, pass } = t.sql.options;
    // The embedded database listens on a Unix socket only.
    relay = await turnCountingRelay(path ? { path } : { host: host[0], port: port[0] });
    // The pool as the server runs it: one connection, every statement prepared.
    client = postgres({
      ...connectionOptions(false),
      host: '127.0.0.1',
      port: relay.port,
      database,
      user,
      ...(pass ? { password: String(pass) } : {}),
      max: 1,
    });
    db = drizzle(preparingEveryStatement(client), { schema });
  });
  afterAll(async () => {
    await client?.end();
    await relay?.close();
    await t?.close();
  });

  const whoAmI = (tx: Tx) =>
    tx.execute<{ role: string; sub: string | null }>(
      sql`select current_user as role, current_setting('request.jwt.claims', true)::jsonb ->> 'sub' as sub`,
    );

  it("runs the work's first statement as the user, one turn after BEGIN, then COMMIT", async () => {
    await withUser(claimsFor(userId), whoAmI, db); // the statements get prepared on the connection
    const { result, turns } = await relay.count(() => withUser(claimsFor(userId), whoAmI, db));
    expect([...result]).toEqual([{ role: 'authenticated', sub: userId }]);
    // BEGIN; the switch and the statement together; COMMIT. Awaiting the switch made it 4.
    expect(turns).toBe(3);
  });

  // The switch must reach the connection before the work's first statement, whatever shape
  // that statement has: a query builder with mapped fields, one then()'d without await, raw
  // SQL. A client sees only their own profile under RLS; the pool's own role would see both.
  it('applies RLS to the first statement of every shape', async () => {
    const first = {
      builder: (tx: Tx) => tx.select({ id: profiles.id }).from(profiles),
      thenWithoutAwait: (tx: Tx) =>
        new Promise<{ id: string }[]>((resolve, reject) => {
          void tx.select({ id: profiles.id }).from(profiles).then(resolve, reject);
        }),
      raw: async (tx: Tx) => [...(await tx.execute<{ id: string }>(sql`select id from app.profiles`))],
    };
    for (const [shape, work] of Object.entries(first)) {
      for (let run = 0; run < 2; run++) {
        const rows = await withUser(claimsFor(userId), work, db);
        expect(
          rows.map((r) => r.id),
          `${shape}, run ${run + 1}`,
        ).toEqual([userId]);
      }
    }
    // The pool's own role, outside withUser, sees both: the check above would notice a leak.
    const all = await db.select({ id: profiles.id }).from(profiles);
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([userId, otherId]));
  });

  // Every statement goes out named, in and out of transactions, so the database plans it once
  // per connection (lib/db/prepared-statements.ts); the pool has one connection here.
  it('sends every statement as a prepared one, inside a transaction and outside', async () => {
    await withUser(claimsFor(userId), (tx) => tx.select({ id: profiles.id }).from(profiles), db);
    await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, otherId));
    const named = [...(await db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`))];
    const statements = named.map((row) => row.statement);
    expect(statements.some((s) => s.includes("set_config('request.jwt.claims'"))).toBe(true);
    expect(statements.some((s) => /select "email" from "app"\."profiles" where/.test(s))).toBe(true);
  });

  it('switches a visitor to anon the same way', async () => {
    await withAnon(whoAmI, db);
    const { result, turns } = await relay.count(() => withAnon(whoAmI, db));
    expect([...result]).toEqual([{ role: 'anon', sub: null }]);
    expect(turns).toBe(3);
  });

  it('rolls back and throws when the work fails, and the connection serves the next request', async () => {
    await expect(
      withUser(
        claimsFor(userId),
        async (tx) => {
          await tx.execute(sql`select 1/0`);
        },
        db,
      ),
    ).rejects.toThrow();
    const [row] = await withUser(claimsFor(userId), whoAmI, db);
    expect(row).toEqual({ role: 'authenticated', sub: userId });
  });

  it('never leaks the role or claims past the transaction', async () => {
    await withUser(claimsFor(userId), whoAmI, db);
    const [row] = await db.execute<{ role: string; claims: string | null }>(
      sql`select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(row.role).not.toBe('authenticated');
    expect(row.claims).toBeNull();
  });
});
