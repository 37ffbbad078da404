import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';

/**
 * The migration files in `dir` that the database has not recorded as applied, read the way
 * lib/db/migrate.ts records them: the file name's part before the first underscore is the
 * version in supabase_migrations.schema_migrations (the Supabase CLI's table, so a database
 * migrated by `supabase db push` reads the same). A database never migrated has them all pending.
 */
export async function pendingMigrations(db: Pick<Database, 'execute'>, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const [{ present }] = await db.execute<{ present: boolean }>(
    sql`select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  if (!present) return files;
  const rows = await db.execute<{ version: string }>(sql`select version from supabase_migrations.schema_migrations`);
  const applied = new Set(Array.from(rows, (row) => row.version));
  return files.filter((file) => !applied.has(file.replace(/\.sql$/, '').split('_')[0]));
}
