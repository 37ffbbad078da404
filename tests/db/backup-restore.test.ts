// `npm run backup` and `npm run restore`, run as the commands themselves, as a round trip: the
// demo data (and a slice of the large data set) with stored files, backed up from one
// database and file store and restored into empty ones, must come back with every table's rows
// (count and checksum of the rows' text) and every file (SHA-256) identical. On the embedded
// database (also while another process owns it, through its socket) with files on disk, and on
// PostgreSQL (TEST_DATABASE_URL) with files in a local S3-compatible bucket.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@/lib/backup/archive';
import {
  databaseIsEmpty,
  databaseSums,
  dumpDatabase,
  restoreDatabase,
  type DatabaseDump,
} from '@/lib/backup/database-dump';
import { openDataDirDatabase } from '@/lib/db/data-dir-database';
import { migrate } from '@/lib/db/migrate';
import { postgresClient } from '@/lib/db/postgres-client';
import { seedDemo } from '@/lib/db/seed-demo';
import { seedLarge } from '@/lib/db/seed-large';
import { createLocalStorage, localStorageKeys } from '@/lib/storage/local';
import { createS3Storage } from '@/lib/storage/s3';
import { newStorageKey, type FileStorage } from '@/lib/storage/types';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '@/tests/support/local-s3';

type Run = { status: number; stdout: string; stderr: string };

function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
          ...env,
        },
        timeout: 240_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

const sqlOptions = { max: 1, prepare: false, onnotice: () => {} } as const;

/** Stores `count` files of assorted sizes (every byte value) and names them in the database. */
async function addFiles(sql: postgres.Sql, storage: FileStorage, count: number): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const [project] = await sql<{ id: string }[]>`select id from app.projects order by created_at, id limit 1`;
  const [message] = await sql<{ id: string }[]>`
    insert into app.project_messages (project_id, body) values (${project.id}, 'Files attached') returning id`;
  for (let i = 0; i < count; i++) {
    const key = newStorageKey();
    const bytes = i === 0 ? Uint8Array.from({ length: 256 }, (_, b) => b) : new Uint8Array(randomBytes(1 + i * 9973));
    await storage.put(key, bytes, 'application/octet-stream');
    hashes.set(key, sha256(bytes));
    if (i % 2) {
      await sql`insert into app.project_message_attachments (message_id, storage_key, file_name, content_type, size_bytes)
                values (${message.id}, ${key}, ${`attachment-${i}.bin`}, 'application/octet-stream', ${bytes.byteLength})`;
    } else {
      await sql`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes)
                values (${project.id}, ${key}, ${`file-${i}.bin`}, 'application/octet-stream', ${bytes.byteLength})`;
    }
  }
  return hashes;
}

async function storedHashes(storage: FileStorage, keys: Iterable<string>): Promise<Map<string, string | null>> {
  const hashes = new Map<string, string | null>();
  for (const key of keys) {
    const bytes = await storage.get(key);
    hashes.set(key, bytes && sha256(bytes));
  }
  return hashes;
}

async function withDataDir<T>(dataDir: string, read: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const database = await openDataDirDatabase(dataDir);
  const sql = postgresClient(database.url, sqlOptions);
  try {
    return await read(sql);
  } finally {
    await sql.end();
    await database.stop();
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'backup-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore of the embedded database with files on disk', { timeout: 300_000 }, () => {
  let source: string;
  let sums: Awaited<ReturnType<typeof databaseSums>>;
  let files: Map<string, string>;

  beforeAll(async () => {
    source = path.join(work, 'source');
    [sums, files] = await withDataDir(source, async (sql) => {
      await migrate(sql, { localShim: true });
      await seedDemo(sql);
      const added = await addFiles(sql, createLocalStorage(path.join(source, 'files')), 6);
      return [await databaseSums(sql), added] as const;
    });
  });

  it('brings every row and every file back, byte-identical', async () => {
    const archive = path.join(work, 'embedded.tar.gz');
    const backup = await command('backup', [archive], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`${files.size} files`);

    const target = path.join(work, 'target');
    const restore = await command('restore', [archive], { DATA_DIR: target });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const restored = await withDataDir(target, databaseSums);
    expect(restored).toEqual(sums);
    expect(sums.tables.find((t) => t.table === 'app.projects')?.rows).toBeGreaterThan(0);
    expect(sums.sequences.length).toBeGreaterThan(0);
    const disk = createLocalStorage(path.join(target, 'files'));
    expect(await localStorageKeys(path.join(target, 'files'))).toEqual([...files.keys()].sort());
    expect(await storedHashes(disk, files.keys())).toEqual(files);

    // A second restore into what is now a full target is refused, and changes nothing.
    const again = await command('restore', [archive], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty/);
    expect(await withDataDir(target, databaseSums)).toEqual(sums);
  });

  it('backs up through the socket of the process that owns the data directory', async () => {
    const owner = await openDataDirDatabase(source);
    try {
      const archive = path.join(work, 'while-running.tar.gz');
      const backup = await command('backup', [archive], { DATA_DIR: source });
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain("through the running server's socket");
      const target = path.join(work, 'target-while-running');
      expect((await command('restore', [archive], { DATA_DIR: target })).status).toBe(0);
      expect(await withDataDir(target, databaseSums)).toEqual(sums);
      // A restore into a data directory another process owns is refused.
      const refused = await command('restore', [archive], { DATA_DIR: source });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/in use by process/);
    } finally {
      await owner.stop();
    }
  });

  it('refuses to back up a data directory that holds no database', async () => {
    const empty = path.join(work, 'no-database');
    const backup = await command('backup', [path.join(work, 'nothing.tar.gz')], { DATA_DIR: empty });
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/no embedded database/);
  });

  it('refuses a damaged archive before touching the target', async () => {
    const archive = path.join(work, 'embedded.tar.gz');
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(work, 'target-damaged');
    const restore = await command('restore', [damaged], { DATA_DIR: target });
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/not a readable backup archive|damaged/);
    expect(await localStorageKeys(path.join(target, 'files'))).toEqual([]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)(
  'backup and restore of PostgreSQL with files in a bucket, with a slice of the large data set',
  { timeout: 600_000 },
  () => {
    let admin: postgres.Sql;
    let s3: LocalS3;
    const databases: string[] = [];
    const urlOf = (name: string) => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const createDatabase = async () => {
      const name = `backup_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`create database ${name}`);
      databases.push(name);
      return urlOf(name);
    };

    beforeAll(async () => {
      admin = postgresClient(serverUrl!, sqlOptions);
      s3 = await startLocalS3(['source-files', 'target-files']);
    });
    afterAll(async () => {
      for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await s3.stop();
    });

    it('brings every row and every file back, byte-identical', async () => {
      const sourceUrl = await createDatabase();
      const sourceBucket = createS3Storage(s3.location('source-files'), s3.client(s3.location('source-files')));
      const sql = postgresClient(sourceUrl, sqlOptions);
      let sums, files;
      try {
        await migrate(sql, { localShim: true });
        await seedDemo(sql);
        await seedLarge(sql);
        // A slice: a tenth of the generated projects (their rows in other tables go with them).
        await sql`delete from app.projects p where p.description like 'Benchmark project %' and hashtext(p.id::text) % 10 <> 0`;
        files = await addFiles(sql, sourceBucket, 5);
        sums = await databaseSums(sql);
      } finally {
        await sql.end();
      }
      expect(sums!.tables.find((t) => t.table === 'app.projects')?.rows).toBeGreaterThan(1000);

      const archive = path.join(work, 'postgres.tar.gz');
      const backup = await command('backup', [archive], {
        DATABASE_URL: sourceUrl,
        AUTH_SECRET: 'x'.repeat(48),
        STORAGE_URL: s3.storageUrl('source-files'),
      });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);

      const targetUrl = await createDatabase();
      const restoreEnv = {
        DATABASE_URL: targetUrl,
        AUTH_SECRET: 'x'.repeat(48),
        STORAGE_URL: s3.storageUrl('target-files'),
      };
      const restore = await command('restore', [archive], restoreEnv);
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);

      const target = postgresClient(targetUrl, sqlOptions);
      try {
        expect(await databaseSums(target)).toEqual(sums);
      } finally {
        await target.end();
      }
      const targetBucket = createS3Storage(s3.location('target-files'), s3.client(s3.location('target-files')));
      expect(await storedHashes(targetBucket, files.keys())).toEqual(files);

      const again = await command('restore', [archive], restoreEnv);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/not empty/);
    });

    it('a restore that fails after replaying the migrations leaves the target as empty as it found it', async () => {
      const source = postgresClient(await createDatabase(), sqlOptions);
      const rows = new Map<string, string[]>();
      let dump: DatabaseDump;
      try {
        await migrate(source, { localShim: true });
        await seedDemo(source);
        dump = await dumpDatabase(source, {
          write: async (table, tableRows) => void rows.set(table, tableRows),
          read: async (table) => rows.get(table) ?? [],
        });
      } finally {
        await source.end();
      }
      // One project is lost on the way: the check after loading the rows refuses the restore.
      const lossy = {
        write: async () => {},
        read: async (table: string) => (table === 'app.projects' ? rows.get(table)!.slice(1) : (rows.get(table) ?? [])),
      };
      const target = postgresClient(await createDatabase(), sqlOptions);
      try {
        await expect(restoreDatabase(target, dump!, lossy, { localShim: true })).rejects.toThrow(
          /app\.projects did not come back as dumped/,
        );
        expect(await databaseIsEmpty(target)).toBe(true);
        const left = await target`select nspname from pg_namespace
          where nspname in ('app', 'auth', 'extensions', 'supabase_migrations')`;
        expect(left).toEqual([]);
      } finally {
        await target.end();
      }
    });
  },
);
