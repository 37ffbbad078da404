// A throwaway PostgreSQL 15 server in a temp dir on a free loopback port, for the fault suite:
// tests stop, restart and crash it at will without touching the shared test server.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export type RestartMode = 'fast' | 'immediate';
export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** pg_ctl restart with the given shutdown mode (immediate = crash-like, no checkpoint). */
  restart: (mode: RestartMode) => Promise<void>;
  stop: (mode?: RestartMode) => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

export function postgresAvailable(): boolean {
  try {
    execFileSync(path.join(PGBIN, 'pg_ctl'), ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'fault-pg-'));
  const data = path.join(root, 'data');
  const log = path.join(root, 'log');
  if (asRoot) {
    chmodSync(root, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  // Asynchronous, so a load running in the same process keeps going while the server restarts.
  const run = async (bin: string, args: string[]) => {
    const command = path.join(PGBIN, bin);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    await promisify(execFile)(file, argv, { cwd: root });
  };
  const port = await freePort();
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);
  const stop = (mode: RestartMode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    restart: (mode) => run('pg_ctl', ['-D', data, '-l', log, '-m', mode, '-w', '-o', options, 'restart']),
    destroy: async () => {
      await stop('immediate').catch(() => {}); // already stopped
      rmSync(root, { recursive: true, force: true });
    },
  };
}
