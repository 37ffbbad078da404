// Real databases for tests/db: an in-memory PGlite always, and a fresh database on the
// server in TEST_DATABASE_URL when set (CI starts a PostgreSQL 15 for it).
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Role } from '@/lib/auth/roles';
import { postgresClient } from '../../lib/db/postgres-client';
import type { Database } from '@/lib/db/client';
import { startEmbeddedPostgres } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';

export type TestDatabase = { sql: postgres.Sql; db: Database; close: () => Promise<void> };
/** `beforeMigrate` prepares the empty database the way a hosting provider would (roles, defaults). */
export type OpenOptions = {
  beforeMigrate?: (sql: postgres.Sql) => Promise<void>;
  /** Stop before this migration version (to test it on data made under the older schema). */
  migrateBefore?: string;
};
export type DatabaseTarget = { name: string; open: (options?: OpenOptions) => Promise<TestDatabase> };

const options = { prepare: false, max: 4, onnotice: () => {} } as const;

async function ready(url: string, onClose: () => Promise<void>, open: OpenOptions = {}): Promise<TestDatabase> {
  const sql = postgresClient(url, options);
  await open.beforeMigrate?.(sql);
  await migrate(sql, { localShim: true, before: open.migrateBefore });
  return {
    sql,
    db: drizzle(sql, { schema }),
    close: async () => {
      await sql.end();
      await onClose();
    },
  };
}

export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'PGlite (in memory)',
      open: async (open) => {
        const server = await startEmbeddedPostgres();
        return ready(server.url, server.stop, open);
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'PostgreSQL (TEST_DATABASE_URL)',
      open: async (open) => {
        const admin = postgresClient(serverUrl, { ...options, max: 1 });
        const name = `test_${randomBytes(6).toString('hex')}`;
        await admin.unsafe(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return ready(
          url.toString(),
          async () => {
            await admin.unsafe(`drop database if exists ${name} with (force)`);
            await admin.end();
          },
          open,
        );
      },
    });
  }
  return targets;
}

/**
 * Creates an auth user (the trigger makes the profile) and gives it `role`. A client is the
 * owner of a company of its own, as every client is after migrating, unless `company: false`
 * (a person about to join another company).
 */
export async function createUser(
  sql: postgres.Sql,
  email: string | null,
  role: Role = 'client',
  meta: Record<string, string> = {},
  options: { company?: boolean } = {},
): Promise<string> {
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (email, raw_user_meta_data) values (${email}, ${JSON.stringify(meta)}::text::jsonb) returning id`;
  if (role !== 'client') await sql`update app.profiles set role = ${role} where id = ${user.id}`;
  else if (options.company !== false) await sql`select app.ensure_client_organization(${user.id})`;
  return user.id;
}

export function claimsFor(id: string) {
  return { sub: id, role: 'authenticated', email: `${id}@test.invalid` };
}

/** The database's own message: Drizzle wraps it as the `cause` of "Failed query: …". */
export async function dbError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { cause?: { message?: string }; message: string };
    return e.cause?.message ?? e.message;
  }
  throw new Error('expected the database to refuse, but it accepted');
}
