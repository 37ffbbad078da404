import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { startAuthFront } from './embedded-auth-front';
import { embeddedDatabaseUrl, embeddedSecretFile, embeddedUrl } from './embedded-url';
import { serialiseSessions } from './embedded-session-queue';

export type EmbeddedServer = { url: string; socketDir?: string; stop: () => Promise<void> };

/**
 * The password of the embedded database, kept in `file` (mode 0600, made on first use).
 * Without a file (tests, in-memory databases) a fresh random one.
 */
function secretFrom(file: string | undefined): string {
  if (!file) return randomBytes(24).toString('base64url');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export { embeddedDatabaseUrl, embeddedSecretFile };

/**
 * PostgreSQL allocates and clears all of shared_buffers at start, so PGlite's default 128 MB is
 * 128 MB of resident memory from the first second (issue 20, item 6). The embedded database is
 * a small single-server one: 16 MB holds the demo data and the large bench set's hot pages, and
 * a page that misses is one read from the operating system's file cache.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Serves a PGlite database to the postgres.js driver the app uses for any PostgreSQL
 * server. `dataDir` undefined = in memory. The caller must make sure it is the only owner
 * of dataDir (see lib/db/data-dir-lock.ts).
 *
 * PGlite's socket server trusts anyone who connects (issue 15, item 12), so it listens only
 * on a Unix socket in a private 0700 directory, and the loopback port the app uses is a
 * front that asks for the password kept in `secretFile` (mode 0600).
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number; secretFile?: string } = {},
): Promise<EmbeddedServer> {
  // PostgreSQL compiled to WebAssembly is a large module: V8's optimising tier (TurboFan)
  // keeps a second, optimised copy of its hot functions, about 80 MB of resident memory in the
  // process that owns the database. Its baseline compiler (Liftoff) alone serves the embedded
  // database's small queries as fast on the bench (issue 20, item 6). Set before the module is
  // compiled; it applies to WebAssembly only.
  v8.setFlagsFromString('--liftoff-only');
  const db = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    extensions: { pgcrypto },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  // mkdtemp creates the directory with mode 0700: only this user can reach the socket.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
  serialiseSessions(server);
  await server.start();
  const secret = secretFrom(options.secretFile);
  const front = await startAuthFront({ host: '127.0.0.1', port: options.port ?? 0, secret, upstreamPath: socketPath });
  return {
    url: embeddedUrl(secret, front.port),
    socketDir,
    stop: async () => {
      await new Promise<void>((resolve) => front.server.close(() => resolve()));
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
