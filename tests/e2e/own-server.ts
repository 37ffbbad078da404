import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { postgresClient } from '../../lib/db/postgres-client';
import { embeddedDatabaseUrl } from '../../lib/db/embedded-url';
import { E2E } from '../support/e2e-env';

/**
 * A server of a spec's own, started with `npm start`'s launcher on its own port, embedded
 * database and data directory, for settings the shared e2e server must not have (Stripe keys,
 * a site-wide two-factor rule) or must not change under the other tests' feet. Each spec
 * takes its own `offset` (client IP +1000, online payment +1100, admin two-factor +1200,
 * notifications +1300 and its mail server +1400, files in a bucket +1600), since two workers
 * run specs side by side.
 */
export async function startOwnServer(
  name: string,
  offset: number,
  env: Record<string, string> = {},
  { captureOutput = false }: { captureOutput?: boolean } = {},
) {
  const port = E2E.port + offset;
  const dataDir = path.resolve(`.data/e2e-${E2E.port}-${name}`);
  const main = `http://localhost:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...env,
  };
  if (!env.TRUSTED_PROXY) delete childEnv.TRUSTED_PROXY;
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts', 'start'], {
    env: childEnv,
    stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`${main}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The ${name} server did not start`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const readyAt = Date.now();
  const sql = postgresClient(embeddedDatabaseUrl(dataDir), { max: 1, onnotice: () => {} });
  return {
    port,
    main,
    portal: `http://portal.localhost:${port}`,
    readyAt,
    sql,
    /** What the server printed so far, on standard output and error (with `captureOutput`). */
    output: () => output,
    async stop() {
      await sql.end({ timeout: 1 }).catch(() => {});
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 2000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;
