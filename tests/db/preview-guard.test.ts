// A preview deployment refuses a database marked production at each of its starts: the build
// (npm's prebuild), the server (instrumentation.ts) and `npm start` (scripts/serve.ts).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markDatabaseEnvironment } from '@/lib/db/environment';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { register } from '@/instrumentation';
import { STATIC_CSP_FILE } from '@/lib/security/static-csp-file';

const AUTH_SECRET = 'x'.repeat(40);

describe('a preview against the database marked production', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 1, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await markDatabaseEnvironment(sql, 'production', 'test');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await sql?.end();
    await server?.stop();
  });

  // Asynchronous: the embedded database answers from this process's event loop.
  const run = (script: string, env: Record<string, string>) =>
    new Promise<{ status: number; stderr: string }>((resolve) => {
      const args = ['node_modules/tsx/dist/cli.mjs', script, ...(script.endsWith('serve.ts') ? ['start'] : [])];
      execFile(
        process.execPath,
        args,
        {
          env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: server.url, AUTH_SECRET, ...env },
          timeout: 60_000,
        },
        (error, _stdout, stderr) => resolve({ status: error ? ((error.code as number) ?? 1) : 0, stderr }),
      );
    });

  it('fails the build', async () => {
    const result = await run('scripts/check-deployment-database.ts', { VERCEL_ENV: 'preview' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('This preview deployment is connected to the database marked production');
    expect((await run('scripts/check-deployment-database.ts', { VERCEL_ENV: 'production' })).status).toBe(0);
    const allowed = await run('scripts/check-deployment-database.ts', {
      VERCEL_ENV: 'preview',
      ALLOW_PREVIEW_ON_PRODUCTION_DATABASE: '1',
    });
    expect(allowed.status).toBe(0);
  });

  it('stops npm start before it migrates or seeds anything', async () => {
    const [{ before }] = await sql`select count(*)::int as before from supabase_migrations.schema_migrations`;
    // npm start's other start-up checks pass, so the preview guard is what refuses:
    // a public domain, and the static-CSP file a build writes (made here only when absent).
    const madeCspFile = !existsSync(STATIC_CSP_FILE);
    if (madeCspFile) {
      mkdirSync(path.dirname(STATIC_CSP_FILE), { recursive: true });
      writeFileSync(STATIC_CSP_FILE, '{}');
    }
    const result = await run('scripts/serve.ts', {
      VERCEL_ENV: 'preview',
      SEED_DEMO: '1',
      PORT: '3999',
      ROOT_DOMAIN: 'example.com',
    }).finally(() => {
      if (madeCspFile) rmSync(STATIC_CSP_FILE, { force: true });
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('will not start');
    const [{ users }] = await sql`select count(*)::int as users from auth.users`;
    expect(users).toBe(0);
    const [{ after }] = await sql`select count(*)::int as after from supabase_migrations.schema_migrations`;
    expect(after).toBe(before);
  });

  it('keeps the server from starting (instrumentation register)', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('DATABASE_URL', server.url);
    vi.stubEnv('VERCEL_ENV', 'preview');
    await expect(register()).rejects.toThrow(/marked production/);
    vi.stubEnv('VERCEL_ENV', 'production');
    await expect(register()).resolves.toBeUndefined();
  });
});
