// Which environment a database serves (supabase/migrations/*_database_environment.sql), and
// the rule that keeps previews off the production database.
import type postgres from 'postgres';

/** The database_environment.environment check allows exactly these (tests/db/domain-lists.test.ts). */
export const DATABASE_ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export type DatabaseEnvironment = (typeof DATABASE_ENVIRONMENTS)[number];

/** Set to 1 to let a preview run against a database marked production anyway. */
export const PREVIEW_OVERRIDE = 'ALLOW_PREVIEW_ON_PRODUCTION_DATABASE';

export async function readDatabaseEnvironment(sql: postgres.Sql): Promise<DatabaseEnvironment | null> {
  // In `public` on a database not yet migrated past 20261123235000_app_schema: the check runs
  // before `npm run db:migrate` applies that move, and must see a production mark made before.
  const [{ schema }] = await sql<{ schema: 'app' | 'public' | null }[]>`
    select case when to_regclass('app.database_environment') is not null then 'app'
                when to_regclass('public.database_environment') is not null then 'public' end as schema`;
  if (!schema) return null;
  const [row] = await sql.unsafe<{ environment: DatabaseEnvironment }[]>(
    `select environment from ${schema === 'public' ? 'public' : 'app'}.database_environment where singleton`,
  );
  return row?.environment ?? null;
}

export async function markDatabaseEnvironment(
  sql: postgres.Sql,
  environment: DatabaseEnvironment,
  markedBy: string,
): Promise<void> {
  await sql`
    insert into app.database_environment (singleton, environment, marked_by)
    values (true, ${environment}, ${markedBy.slice(0, 200)})
    on conflict (singleton) do update
      set environment = excluded.environment, marked_at = now(), marked_by = excluded.marked_by`;
}

/**
 * Pure: the reason a deployment must not start against this database, or null. Only a
 * preview (VERCEL_ENV=preview) is held back, only from a database marked production, and
 * only unless ALLOW_PREVIEW_ON_PRODUCTION_DATABASE=1 says it is meant.
 */
export function previewDatabaseRefusal(
  runtime: Record<string, string | undefined>,
  database: DatabaseEnvironment | null,
): string | null {
  if (runtime.VERCEL_ENV !== 'preview' || database !== 'production') return null;
  if (runtime[PREVIEW_OVERRIDE] === '1') return null;
  return (
    'This preview deployment is connected to the database marked production, and will not start: ' +
    'a preview must not write to production data. Give previews their own database (a Supabase ' +
    'branch, or a separate project, in the Preview environment variables), or set ' +
    `${PREVIEW_OVERRIDE}=1 for this preview if that is really meant.`
  );
}

/** Throws the refusal, if any. Used by `npm start`, the build and the server's start. */
export async function assertDeploymentMayUseDatabase(
  sql: postgres.Sql,
  runtime: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (runtime.VERCEL_ENV !== 'preview') return;
  const refusal = previewDatabaseRefusal(runtime, await readDatabaseEnvironment(sql));
  if (refusal) throw new PreviewOnProductionError(refusal);
}

export class PreviewOnProductionError extends Error {
  name = 'PreviewOnProductionError';
}
