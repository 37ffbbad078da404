import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { embeddedDatabaseUrl, embeddedSocketDir, embeddedUrl } from './embedded-url';

export type EmbeddedServer = { url: string; socketDir: string; stop: () => Promise<void> };

export { embeddedDatabaseUrl, embeddedSocketDir };

/** A Unix socket's path must fit the kernel's sun_path (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * PostgreSQL allocates and clears all of shared_buffers at start, so PGlite's default 128 MB is
 * 128 MB of resident memory from the first second. The embedded database is
 * a small single-server one: 16 MB holds the demo data and the large bench set's hot pages, and
 * a page that misses is one read from the operating system's file cache.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Serves a PGlite database to the postgres.js driver the app uses for any PostgreSQL
 * server. `dataDir` undefined = in memory. The caller must make sure it is the only owner
 * of dataDir (see lib/db/data-dir-lock.ts).
 *
 * PGlite's socket server trusts anyone who connects, so it listens only on a Unix socket in a
 * directory of mode 0700 (`socketDir`, default: a fresh one under the system's temporary
 * directory): the kernel lets no other local user reach it, and there is no network port.
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; socketDir?: string } = {},
): Promise<EmbeddedServer> {
  const socketDir = options.socketDir ?? mkdtempSync(path.join(tmpdir(), 'pglite-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  if (socketPath.length > MAX_SOCKET_PATH) {
    throw new Error(
      `The embedded database's socket path ${socketPath} is longer than a Unix socket allows; ` +
        'set DATA_DIR to a shorter path.',
    );
  }
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  chmodSync(socketDir, 0o700); // also when it was there before
  // The caller owns the data directory: a socket left here is a dead owner's.
  rmSync(socketPath, { force: true });
  // The process that owns the database for `npm start` runs with `--liftoff-only` on its
  // command line (SUPERVISOR_V8_FLAGS in lib/server/heap-settings.ts): V8 reads it only at
  // start, and without it the optimising compiler's background work on this module costs
  // hundreds of MiB for a moment.
  const db = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    extensions: { pgcrypto },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  // Several connections share PGlite's one session (the web server's pool, and the tests'
  // and benches' own connections). pglite-socket keeps a connection's extended-protocol
  // exchange together and drops a closed connection's prepared statements only with
  // patches/@electric-sql+pglite-socket+0.2.17.patch (docs/decisions/0051-embedded-database.md).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
  await server.start();
  return {
    url: embeddedUrl(socketDir),
    socketDir,
    stop: async () => {
      await server.stop();
      await db.close();
      rmSync(options.socketDir ? socketPath : socketDir, { recursive: true, force: true });
    },
  };
}
