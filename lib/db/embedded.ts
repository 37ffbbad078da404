import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serialiseSessions } from './embedded-session-queue';

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

/**
 * Serves a PGlite database on a loopback port so the app reaches it through the same
 * postgres.js driver it uses for any PostgreSQL server. `dataDir` undefined = in memory.
 * The caller must make sure it is the only owner of dataDir (see lib/db/data-dir-lock.ts).
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number } = {},
): Promise<EmbeddedServer> {
  const db = await PGlite.create({ dataDir: options.dataDir ?? 'memory://', extensions: { pgcrypto } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.port ?? 0, maxConnections: 32 });
  serialiseSessions(server);
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${conn}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
