import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';

// patches/postgres+3.4.9.patch (porsager/postgres#1208, fix in porsager/postgres#1209): postgres.js sends a
// small message from a setImmediate. When the socket closes before that runs, the stock
// driver cancels the timer but keeps its handle, so the connection slot never schedules a
// write again: its next start-up message is never sent and every query on it waits for the
// connect timeout (a database restart under load left the web server's pool hanging this
// way). This closes the socket exactly there, then asks the same slot for another query.
describe('postgres.js after a socket closed with a write pending', () => {
  let server: EmbeddedServer;
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('opens the slot again at once instead of waiting for the connect timeout', async () => {
    const sockets: net.Socket[] = [];
    // postgres.js's documented `socket` option (README, "Custom socket"; missing from its
    // types): the test holds the socket the driver uses.
    const openSocket = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(path.join(server.socketDir, '.s.PGSQL.5432'));
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('error', reject);
      });
    const customSocket: object = { socket: openSocket };
    const sql = postgres({
      ...customSocket,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      connect_timeout: 3,
      onnotice: () => {},
    });
    try {
      expect((await sql`select 1 as n`)[0].n).toBe(1);

      // Issued from an immediate, the query's bytes wait for the next turn's immediates, while
      // the destroyed socket's 'close' comes in this turn's close phase: the close comes first.
      const { pending } = await new Promise<{ pending: Promise<unknown> }>((resolve) =>
        setImmediate(() => {
          const query = sql`select 2 as n`.execute();
          sockets[0].destroy();
          resolve({ pending: query });
        }),
      );
      await expect(pending).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });

      const started = performance.now();
      const [row] = await sql`select 3 as n`;
      expect(row.n).toBe(3);
      expect(sockets).toHaveLength(2);
      // Well under the 3 s connect timeout the stock driver waits for (and then fails with).
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
