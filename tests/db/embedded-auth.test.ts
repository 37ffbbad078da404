import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { postgresClient } from '@/lib/db/postgres-client';

// Other local users cannot reach the embedded database. PGlite's socket
// server trusts whoever connects, so it listens on no network port at all, only on a Unix
// socket in a directory of mode 0700: the kernel refuses anyone but its owner (and root).

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedPostgres();
});
afterAll(async () => {
  await server?.stop();
});

const NOBODY = 65534;

/** Tries to open the socket as another user (needs root to switch); the error code, or 'connected'. */
function connectAs(uid: number, socketPath: string): string {
  const script = `
    const socket = require('node:net').connect(process.argv[1]);
    socket.on('connect', () => { console.log('connected'); process.exit(0); });
    socket.on('error', (error) => { console.log(error.code); process.exit(0); });
  `;
  const run = spawnSync(nodeForEveryone(), ['-e', script, socketPath], { uid, gid: uid, encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.stdout.trim() || run.stderr.trim();
}

/**
 * A copy of this Node.js that any user may run: the one running the tests may sit in a private
 * folder (CI keeps its Node 24 in root's cache), and the other user must reach the socket, not
 * fail to start.
 */
function nodeForEveryone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-for-everyone-'));
  chmodSync(dir, 0o755);
  const copy = path.join(dir, 'node');
  copyFileSync(process.execPath, copy);
  chmodSync(copy, 0o755);
  return copy;
}

describe('the embedded database', () => {
  it('is reached by its owner through the socket named in its URL, and by no port', async () => {
    const url = new URL(server.url);
    expect(url.port).toBe('');
    expect(url.searchParams.get('host')).toBe(server.socketDir);
    const sql = postgresClient(server.url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 5 });
    try {
      expect((await sql`select 1 as one`)[0].one).toBe(1);
      expect(sql.options.path).toBe(path.join(server.socketDir, '.s.PGSQL.5432'));
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it('keeps its socket in a directory only its owner may enter', () => {
    const dir = statSync(server.socketDir);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(dir.uid).toBe(process.getuid!());
  });

  it.skipIf(process.getuid?.() !== 0)('refuses another local user at the socket (EACCES)', () => {
    const socketPath = path.join(server.socketDir, '.s.PGSQL.5432');
    expect(connectAs(0, socketPath)).toBe('connected');
    expect(connectAs(NOBODY, socketPath)).toBe('EACCES');
  });
});
