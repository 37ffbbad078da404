// The readiness check's view of the migrations agrees with what migrate() records.
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate, migrationsDir } from '@/lib/db/migrate';
import { pendingMigrations } from '@/lib/health/migrations';
import { readdir } from 'node:fs/promises';

describe('pending migrations, as the readiness check reads them', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 1, prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
  });

  it('are every file before the first migration, none after migrate(), and the ones whose record is gone', async () => {
    const db = drizzle(sql);
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    expect(files.length).toBeGreaterThan(1);
    expect(await pendingMigrations(db, migrationsDir)).toEqual(files);

    await migrate(sql, { localShim: true });
    expect(await pendingMigrations(db, migrationsDir)).toEqual([]);

    const newest = files.at(-1)!;
    await sql`delete from supabase_migrations.schema_migrations where version = ${newest.split('_')[0]}`;
    expect(await pendingMigrations(db, migrationsDir)).toEqual([newest]);
  });
});
