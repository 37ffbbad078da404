// One backup: the database's dump and every file its rows name, packed into one archive.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';
import type { FileStorage } from '@/lib/storage/types';
import { storedFileRecords, type StoredFileRecord } from '@/lib/storage/stored-file-records';
import {
  ARCHIVE_FORMAT,
  packArchive,
  readMigrations,
  sha256,
  stagedFile,
  stagedRows,
  unpackArchive,
  writeMigrations,
  type BackupManifest,
  type StoredFileEntry,
} from './archive';
import { databaseIsEmpty, dumpDatabase, restoreDatabase, RestoreRefusedError } from './database-dump';

export type BackupSource = {
  sql: postgres.Sql;
  database: BackupManifest['source']['database'];
  storage: FileStorage;
  storageKind: BackupManifest['source']['storage'];
};

export type BackupReport = { manifest: BackupManifest; bytes: number; missingFiles: string[] };

/** A staging folder beside the archive: on its disk, not in a possibly small /tmp. */
const stagingBeside = (file: string) => mkdtemp(path.join(path.dirname(file), '.portal-backup-'));

/**
 * Dumps the database in one snapshot, copies every file a row of that snapshot names (files are
 * never changed under their key, so reading them after the snapshot is consistent), and packs
 * both into `file`. A file the database names but the storage lacks is reported, not fatal:
 * the rest is still worth keeping.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupReport> {
  const staging = await stagingBeside(file);
  try {
    let records = new Map<string, StoredFileRecord>();
    const dump = await dumpDatabase(source.sql, stagedRows(staging), async (tx) => {
      records = await storedFileRecords(tx);
    });
    await writeMigrations(staging, dump.migrations);
    const files: StoredFileEntry[] = [];
    const missingFiles: string[] = [];
    let bytes = 0;
    await mkdir(path.join(staging, 'files'), { recursive: true });
    for (const key of [...records.keys()].sort()) {
      const content = await source.storage.get(key);
      if (!content) {
        missingFiles.push(key);
        continue;
      }
      await writeFile(stagedFile(staging, key), content);
      bytes += content.byteLength;
      files.push({
        key,
        size: content.byteLength,
        sha256: sha256(content),
        contentType: records.get(key)!.contentType,
      });
    }
    const manifest = await packArchive(
      staging,
      {
        format: ARCHIVE_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        source: { database: source.database, serverVersion: dump.serverVersion, storage: source.storageKind },
        database: { migrations: dump.migrations.map((m) => m.version), tables: dump.tables, sequences: dump.sequences },
        files,
      },
      file,
    );
    return { manifest, bytes, missingFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export type RestoreTarget = {
  sql: postgres.Sql;
  /** Modes 1 and 2: the local stand-in for Supabase's roles and auth schema comes first. */
  localShim: boolean;
  storage: FileStorage;
  /** Which of these keys, or of anything else, the target storage already holds. */
  occupied: (keys: string[]) => Promise<string[]>;
};

/** An archive unpacked and checked whole (every member's checksum), ready to restore. */
export type OpenedArchive = { manifest: BackupManifest; staging: string; close: () => Promise<void> };

/** Unpacks `file` beside itself and checks it; refuses a damaged or foreign archive. */
export async function openBackupArchive(file: string): Promise<OpenedArchive> {
  const staging = await stagingBeside(path.resolve(file));
  // A damaged archive makes tar's extract reject while files it began are still being written,
  // so removing the folder can meet ENOTEMPTY once: Node retries that case when asked to.
  const close = () => rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  try {
    return { manifest: await unpackArchive(file, staging), staging, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Brings a checked archive back into an empty database and an empty file store; a non-empty
 * target is refused before anything is written. Files go first, each read back and compared
 * by SHA-256, then the database in one transaction; if the database fails, the files just
 * written are removed again, so the target is left as empty as it was found.
 */
export async function restoreBackup({ manifest, staging }: OpenedArchive, target: RestoreTarget): Promise<void> {
  if (!(await databaseIsEmpty(target.sql))) {
    throw new RestoreRefusedError('The target database is not empty: restore only into a new, empty database.');
  }
  const occupied = await target.occupied(manifest.files.map((f) => f.key));
  if (occupied.length) {
    throw new RestoreRefusedError(
      `The target file storage is not empty (${occupied.length} file(s), e.g. ${occupied[0]}): restore only into an empty one.`,
    );
  }
  const written: string[] = [];
  try {
    for (const entry of manifest.files) {
      await target.storage.put(entry.key, await readFile(stagedFile(staging, entry.key)), entry.contentType);
      written.push(entry.key);
      const back = await target.storage.get(entry.key);
      if (!back || sha256(back) !== entry.sha256) {
        throw new Error(`The file ${entry.key} did not read back with its checksum from the target storage.`);
      }
    }
    await restoreDatabase(
      target.sql,
      { ...manifest.database, serverVersion: manifest.source.serverVersion, migrations: await readMigrations(staging) },
      stagedRows(staging),
      { localShim: target.localShim },
    );
  } catch (error) {
    for (const key of written) await target.storage.remove(key).catch(() => {});
    throw error;
  }
}
