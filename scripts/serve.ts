// `npm start` / `npm run dev`: owns the embedded database (unless DATABASE_URL is set),
// migrates it, seeds the demo data once, and runs Next.js against it as a child process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { isSupabaseMode, parseEnv } from '../lib/config/env';
import { DataDirLockedError, lockDataDir } from '../lib/db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { assertDeploymentMayUseDatabase, PreviewOnProductionError } from '../lib/db/environment';
import { migrate } from '../lib/db/migrate';
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
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: port };
  let embedded: EmbeddedServer | undefined;
  let release = () => {};

  if (!config.DATABASE_URL) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pgdata'),
      port: process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : undefined,
    });
    childEnv.DATABASE_URL = embedded.url;
    childEnv.AUTH_SECRET ??= persistentSecret(dataDir);
    console.log(`Embedded PostgreSQL (PGlite) in ${dataDir} on ${new URL(embedded.url).host}`);
  } else if (!config.AUTH_SECRET && !isSupabaseMode(config)) {
    throw new Error('AUTH_SECRET (at least 32 characters) is required with DATABASE_URL. See .env.example.');
  }

  const sql = postgres(childEnv.DATABASE_URL!, { max: 1, prepare: false, onnotice: () => {} });
  try {
    // Before anything is written: a preview never migrates or seeds the production database.
    await assertDeploymentMayUseDatabase(sql);
    const ran = await migrate(sql, { localShim: !isSupabaseMode(config) });
    if (ran.length) console.log(`Applied migrations: ${ran.join(', ')}`);
    if (embedded || process.env.SEED_DEMO === '1') {
      if (await seedDemo(sql)) console.log('Seeded demo data (accounts in README.md).');
    }
  } finally {
    await sql.end();
  }

  const shown = config.ROOT_DOMAIN.startsWith('localhost') ? `localhost:${port}` : config.ROOT_DOMAIN;
  console.log(`Main site:  http://${shown}\nPortal:     http://portal.${shown}\nLegacy app: http://app.${shown}`);

  const nextBin = path.resolve('node_modules/next/dist/bin/next');
  const preload = config.ROOT_DOMAIN.startsWith('localhost')
    ? ['--require', path.resolve('scripts/localhost-resolver.cjs')]
    : [];
  const child = spawn(process.execPath, [...preload, nextBin, mode, '-p', port], { stdio: 'inherit', env: childEnv });
  const shutdown = async (code: number) => {
    await embedded?.stop().catch(() => {});
    release();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => void shutdown(code ?? 0));
}

main().catch((error: unknown) => {
  const known = error instanceof DataDirLockedError || error instanceof PreviewOnProductionError;
  console.error(known ? `\n${error.message}\n` : error);
  process.exit(1);
});
