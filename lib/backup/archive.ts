// The backup archive: one gzip-compressed tar file (written and read by the `tar` package) of a
// folder laid out as
//   manifest.json                       what is inside, and the SHA-256 of every other member
//   database/migrations.json            the migrations the database had applied, with their text
//   database/tables/<schema.table>.jsonl  each row's text form, one JSON string a line
//   files/<storage key>                 each stored file's bytes
// It is staged in a temporary folder, then packed; a restore unpacks it and checks every
// member's checksum (and that nothing was added or left out) before it touches anything.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { AppliedMigration, DatabaseDump, RowStore } from './database-dump';

export const ARCHIVE_FORMAT = 'consultancy-portal-backup';
const MANIFEST = 'manifest.json';
const MIGRATIONS = 'database/migrations.json';

export type StoredFileEntry = { key: string; size: number; sha256: string; contentType: string };

export type BackupManifest = {
  format: typeof ARCHIVE_FORMAT;
  version: 1;
  createdAt: string;
  source: { database: 'embedded' | 'postgresql'; serverVersion: string; storage: 'disk' | 'bucket' };
  database: Omit<DatabaseDump, 'migrations' | 'serverVersion'> & { migrations: string[] };
  files: StoredFileEntry[];
  /** SHA-256 of every member but the manifest, by its path in the archive. */
  checksums: Record<string, string>;
};

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const tableFile = (table: string) => `database/tables/${table}.jsonl`;

/** The rows of a dump kept as files in the staging folder. */
export function stagedRows(staging: string): RowStore {
  return {
    async write(table, rows) {
      const file = path.join(staging, tableFile(table));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, rows.map((row) => JSON.stringify(row)).join('\n'));
    },
    async read(table) {
      const text = await readFile(path.join(staging, tableFile(table)), 'utf8');
      return text === '' ? [] : text.split('\n').map((line) => JSON.parse(line) as string);
    },
  };
}

export const stagedFile = (staging: string, key: string) => path.join(staging, 'files', key);

export async function writeMigrations(staging: string, migrations: AppliedMigration[]): Promise<void> {
  await mkdir(path.join(staging, 'database'), { recursive: true });
  await writeFile(path.join(staging, MIGRATIONS), JSON.stringify(migrations));
}

export async function readMigrations(staging: string): Promise<AppliedMigration[]> {
  return JSON.parse(await readFile(path.join(staging, MIGRATIONS), 'utf8')) as AppliedMigration[];
}

async function members(staging: string): Promise<string[]> {
  const entries = await readdir(staging, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((member) => member !== MANIFEST)
    .sort();
}

/**
 * Writes the manifest (with the checksum of every staged member) and packs the staging folder
 * into `file`, through a temporary name, so an interrupted backup never leaves a file that
 * looks complete.
 */
export async function packArchive(
  staging: string,
  manifest: Omit<BackupManifest, 'checksums'>,
  file: string,
): Promise<BackupManifest> {
  const checksums: Record<string, string> = {};
  for (const member of await members(staging)) checksums[member] = sha256(await readFile(path.join(staging, member)));
  const complete: BackupManifest = { ...manifest, checksums };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
  const partial = `${file}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      ...Object.keys(checksums),
    ]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return complete;
}

export class DamagedArchiveError extends Error {
  name = 'DamagedArchiveError';
}

/** Unpacks `file` into `staging` and checks it whole; returns its manifest. */
export async function unpackArchive(file: string, staging: string): Promise<BackupManifest> {
  await mkdir(staging, { recursive: true });
  try {
    // strict: a damaged or truncated archive is an error, not a warning.
    await tar.extract({ file, cwd: staging, strict: true });
  } catch (error) {
    throw new DamagedArchiveError(`${file} is not a readable backup archive: ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new DamagedArchiveError(`${file} has no readable ${MANIFEST}: it is not a backup of this app.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== 1) {
    throw new DamagedArchiveError(`${file} is not a backup this version of the app can read.`);
  }
  const found = await members(staging);
  const listed = Object.keys(manifest.checksums).sort();
  const extra = found.filter((member) => !(member in manifest.checksums));
  const missing = listed.filter((member) => !found.includes(member));
  if (extra.length || missing.length) {
    throw new DamagedArchiveError(
      `${file} does not hold what its manifest lists (missing: ${missing.join(', ') || 'none'}; ` +
        `not listed: ${extra.join(', ') || 'none'}).`,
    );
  }
  for (const member of listed) {
    if (sha256(await readFile(path.join(staging, member))) !== manifest.checksums[member]) {
      throw new DamagedArchiveError(`${member} in ${file} does not match its checksum: the archive is damaged.`);
    }
  }
  return manifest;
}
