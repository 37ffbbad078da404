import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';

/** The project root: the nearest folder up from this module with the migrations (lib/db/ in the
 * sources, .next/ when bundled into the compiled supervisor). */
function projectRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'supabase/migrations'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(import.meta.dirname, '../..');
  }
}

const root = projectRoot();
export const migrationsDir = path.join(root, 'supabase/migrations');
export const localShimDir = path.join(root, 'supabase/local');

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * The local stand-in for what hosted Supabase provides (roles, `extensions`, `auth`): idempotent,
 * applied before any migration in modes 1 and 2 (and by a restore, before it replays them).
 */
export async function applyLocalShim(sql: postgres.Sql | postgres.TransactionSql): Promise<void> {
  for (const file of await sqlFiles(localShimDir)) {
    await sql.unsafe(await readFile(path.join(localShimDir, file), 'utf8'));
  }
}

/**
 * Applies the local auth shim (idempotent, every time) and then each migration in
 * supabase/migrations not yet recorded, each in its own transaction. The bookkeeping
 * table has the Supabase CLI's shape, so a database migrated here can later be managed
 * with `supabase db push`.
 */
export async function migrate(
  sql: postgres.Sql,
  options: {
    localShim: boolean;
    /** Only the migrations older than this version (a test of one migration on existing data). */
    before?: string;
  },
): Promise<string[]> {
  if (options.localShim) await applyLocalShim(sql);
  await sql.unsafe(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const applied = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const ran: string[] = [];
  for (const file of await sqlFiles(migrationsDir)) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version) || (options.before && version >= options.before)) continue;
    const body = await readFile(path.join(migrationsDir, file), 'utf8');
    await sql.begin(async (tx) => {
      await tx.unsafe(body);
      await tx`insert into supabase_migrations.schema_migrations (version, statements, name)
               values (${version}, ${[body]}, ${rest.join('_')})`;
    });
    ran.push(file);
  }
  return ran;
}
