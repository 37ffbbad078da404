// `npm start` / `npm run dev`: owns the embedded database (unless DATABASE_URL is set),
// migrates it, seeds the demo data once, and runs Next.js against it as a child process.
// Supervision: one unit that a process supervisor can trust. If any part dies the
// others stop and the exit code is non-zero; SIGTERM/SIGINT to this process or to the
// Next.js child stop both (gracefully, within SHUTDOWN_TIMEOUT_SECONDS, default 10 s); if
// this process's parent goes away (e.g. `npm` was killed) it stops too; if this process
// dies, the child sees its IPC channel close and stops (scripts/next-server.ts).
import './require-node';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSupabaseMode, parseEnv } from '../lib/config/env';
import { startupProblems } from '../lib/config/startup-checks';
import { STATIC_CSP_FILE } from '../lib/security/static-csp-file';
import { openDataDirDatabase, type DataDirDatabase } from '../lib/db/data-dir-database';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import { embeddedSocketDir } from '../lib/db/embedded-url';
import { postgresClient } from '../lib/db/postgres-client';
import { COMPILED_SERVER_FILE } from '../lib/server/compiled-server-file';
import { SERVER_HEAP_FLAGS } from '../lib/server/heap-settings';
import { superviseExit, watchParent } from '../lib/server/supervise';
import { assertDeploymentMayUseDatabase, PreviewOnProductionError } from '../lib/db/environment';
import { migrate } from '../lib/db/migrate';
import { log } from '../lib/log/logger';
import { seedDemo } from '../lib/db/seed-demo';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
if (existsSync('.env')) process.loadEnvFile('.env');
const config = parseEnv(process.env);
const port = process.env.PORT ?? '3000';

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const problems =
    mode === 'start'
      ? startupProblems(config, {
          source: process.env,
          embedded: !config.DATABASE_URL,
          staticCspPresent: existsSync(STATIC_CSP_FILE),
        })
      : [];
  if (problems.length) throw new StartupRefused(problems);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: port };
  let embedded: DataDirDatabase | undefined;
  const web: { child?: ChildProcess; stopTick?: () => void } = {};
  let stopping: Promise<never> | undefined;

  // Every way out goes through here: the child first (it may still be answering requests
  // that need the database), then the database and its lock.
  const stopAll = (reason: string, code: number): Promise<never> => {
    stopping ??= (async () => {
      if (reason) log.info(`Stopping (${reason}).`);
      web.stopTick?.();
      const child = web.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // The child enforces the deadline itself; this is the backstop.
        const backstop = setTimeout(() => child.kill('SIGKILL'), deadlineMs() + 3000);
        await exited;
        clearTimeout(backstop);
      }
      // Stops the database, then releases the data directory's lock.
      await embedded
        ?.stop()
        .catch((error: unknown) => log.error({ err: error }, 'Stopping the embedded database failed'));
      process.exit(code);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stopAll(signal, 0));
  }
  watchParent(() => void stopAll('the process that started it is gone', 1));

  if (!config.DATABASE_URL) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
    embedded = await openDataDirDatabase(dataDir);
    childEnv.DATABASE_URL = embedded.url;
    if (!childEnv.AUTH_SECRET) childEnv.AUTH_SECRET = persistentSecret(dataDir);
    log.info(`Embedded PostgreSQL (PGlite) in ${dataDir}, on its private socket ${embeddedSocketDir(dataDir)}`);
  } else if (!config.AUTH_SECRET && !isSupabaseMode(config)) {
    throw new Error('AUTH_SECRET (at least 32 characters) is required with DATABASE_URL. See .env.example.');
  }

  const sql = postgresClient(childEnv.DATABASE_URL!, { max: 1, prepare: false, onnotice: () => {} });
  try {
    // Before anything is written: a preview never migrates or seeds the production database.
    await assertDeploymentMayUseDatabase(sql);
    const ran = await migrate(sql, { localShim: !isSupabaseMode(config) });
    if (ran.length) log.info({ migrations: ran }, 'Applied migrations');
    if (embedded || process.env.SEED_DEMO === '1') {
      if (await seedDemo(sql)) log.info('Seeded demo data (accounts in README.md).');
    }
  } finally {
    await sql.end();
  }
  if (stopping) return;

  const shown = config.ROOT_DOMAIN.startsWith('localhost') ? `localhost:${port}` : config.ROOT_DOMAIN;
  log.info(
    { main: `http://${shown}`, portal: `http://portal.${shown}`, legacyApp: `http://app.${shown}` },
    `Main site http://${shown}, portal http://portal.${shown}`,
  );

  // Next.js runs inside scripts/next-server.ts (client address from the socket; it stops
  // with this supervisor and shuts down gracefully). In production it runs as compiled by the
  // build (plain JavaScript, no TypeScript loader in the server's memory); in development, or
  // after a build from before that step, through tsx's loader.
  const compiled = path.resolve(COMPILED_SERVER_FILE);
  const launcher =
    mode === 'start' && existsSync(compiled)
      ? [compiled]
      : [
          '--import',
          `file://${path.resolve('node_modules/tsx/dist/loader.mjs')}`,
          path.resolve('scripts/next-server.ts'),
        ];
  // The scheduled invoice run goes through the same route a hosted cron calls.
  childEnv.CRON_SECRET ??= randomBytes(24).toString('base64url');
  // Production only: the development server's compiler is a different workload, not measured.
  const heap = mode === 'start' ? SERVER_HEAP_FLAGS : [];
  const child = spawn(process.execPath, [...heap, ...launcher, mode], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: childEnv,
  });
  web.child = child;
  web.stopTick = scheduleInvoiceRun(`http://localhost:${port}/api/cron/issue-invoices`, childEnv.CRON_SECRET);
  child.on('exit', (code, signal) => {
    const { exitCode, reason } = superviseExit(code, signal, Boolean(stopping));
    void stopAll(reason, exitCode);
  });
}

function deadlineMs(): number {
  const seconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 10_000;
}

class StartupRefused extends Error {
  constructor(problems: string[]) {
    super(`Refusing to start in production:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

const INVOICE_RUN_EVERY_MS = 60 * 60 * 1000;

/** Issues due invoices shortly after start, then hourly; a failed run is logged and retried next time. */
function scheduleInvoiceRun(url: string, secret: string): () => void {
  const run = () =>
    fetch(url, { headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(120_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { issued, taskNotices, taskDigests } = (await response.json()) as {
          issued: number;
          taskNotices?: number;
          taskDigests?: number;
        };
        if (issued > 0) log.info({ issued }, 'Issued invoices that had fallen due');
        if (taskNotices) log.info({ taskNotices, taskDigests }, 'Told of tasks due tomorrow or overdue');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Scheduled invoice run failed'));
  const first = setTimeout(run, 20_000);
  const every = setInterval(run, INVOICE_RUN_EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

main().catch((error: unknown) => {
  const known =
    error instanceof DataDirLockedError || error instanceof StartupRefused || error instanceof PreviewOnProductionError;
  console.error(known ? `\n${error.message}\n` : error);
  process.exit(1);
});
