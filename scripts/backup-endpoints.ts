// What `npm run backup` reads from and `npm run restore` writes to: the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR) and the configured file storage
// (STORAGE_URL's bucket, else DATA_DIR/files).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';
import { isSupabaseMode, type Env } from '../lib/config/env';
import { openDataDirDatabase } from '../lib/db/data-dir-database';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import { embeddedDatabaseUrl } from '../lib/db/embedded-url';
import { postgresClient } from '../lib/db/postgres-client';
import { createLocalStorage, localStorageKeys } from '../lib/storage/local';
import { createS3Storage } from '../lib/storage/s3';
import { parseStorageUrl } from '../lib/storage/storage-url';
import type { FileStorage } from '../lib/storage/types';

export function refuseSupabase(config: Env, fail: (message: string) => never): void {
  if (isSupabaseMode(config)) {
    fail(
      'This is a Supabase installation: its database and Storage bucket are backed up by Supabase ' +
        '(Database > Backups in its dashboard). `npm run backup` covers modes 1 and 2.',
    );
  }
}

export class NoDatabaseError extends Error {
  name = 'NoDatabaseError';
}

export type OpenedDatabase = {
  sql: postgres.Sql;
  kind: 'embedded' | 'postgresql';
  /** How it was reached, for the command's first line. */
  how: string;
  close: () => Promise<void>;
};

const clientOptions = { max: 1, prepare: false, onnotice: () => {} } as const;

/**
 * The configured database. The embedded one is opened by this process when no server owns the
 * data directory (`allowRunningServer` or not); when `npm start` owns it, a backup reads it
 * through that server's socket, and a restore (which needs it empty and unused) is refused.
 */
export async function openDatabase(config: Env, { allowRunningServer }: { allowRunningServer: boolean }) {
  if (config.DATABASE_URL) {
    const sql = postgresClient(config.DATABASE_URL, clientOptions);
    return { sql, kind: 'postgresql', how: 'DATABASE_URL', close: () => sql.end() } satisfies OpenedDatabase;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  // Opening a data directory without a database would make an empty one: a backup has
  // nothing to read there (a wrong DATA_DIR, most likely).
  if (allowRunningServer && !existsSync(path.join(dataDir, 'pgdata'))) {
    throw new NoDatabaseError(`There is no embedded database in ${dataDir} (no pgdata folder): check DATA_DIR.`);
  }
  try {
    const database = await openDataDirDatabase(dataDir);
    const sql = postgresClient(database.url, clientOptions);
    return {
      sql,
      kind: 'embedded',
      how: `the embedded database in ${dataDir}`,
      close: async () => {
        await sql.end();
        await database.stop();
      },
    } satisfies OpenedDatabase;
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !allowRunningServer) throw error;
    const sql = postgresClient(embeddedDatabaseUrl(dataDir), clientOptions);
    return {
      sql,
      kind: 'embedded',
      how: `the embedded database in ${dataDir}, through the running server's socket`,
      close: () => sql.end(),
    } satisfies OpenedDatabase;
  }
}

export type ConfiguredStorage = {
  storage: FileStorage;
  kind: 'disk' | 'bucket';
  where: string;
  /** What the store already holds: any file on the disk; the given keys in a bucket. */
  occupied: (keys: string[]) => Promise<string[]>;
};

export function configuredStorage(config: Env): ConfiguredStorage {
  if (config.STORAGE_URL) {
    const parsed = parseStorageUrl(config.STORAGE_URL);
    if (!parsed.ok) throw new Error(parsed.error);
    const bucket = createS3Storage(parsed.location);
    return {
      storage: bucket,
      kind: 'bucket',
      where: `the bucket ${parsed.location.bucket}${parsed.location.prefix ? `/${parsed.location.prefix}` : ''}`,
      // A bucket is listed only with ListBucket and may hold other things: the keys to restore
      // are what must be free.
      occupied: async (keys) => {
        const taken: string[] = [];
        for (const key of keys) if (await bucket.exists(key)) taken.push(key);
        return taken;
      },
    };
  }
  const root = path.resolve(config.DATA_DIR, 'files');
  return {
    storage: createLocalStorage(root),
    kind: 'disk',
    where: root,
    occupied: () => localStorageKeys(root),
  };
}
