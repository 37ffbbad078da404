// `npm run restore -- <archive>`: brings a backup (npm run backup) back into an empty database
// (DATABASE_URL, or a DATA_DIR with no database yet) and an empty file storage, and refuses any
// other target. Everything is checked on the way: the archive's checksums before, each file
// read back and each table's rows compared after; a failure leaves the target empty.
import { existsSync } from 'node:fs';
import { scriptConfig } from './script-config';
import { configuredStorage, openDatabase, refuseSupabase } from './backup-endpoints';
import { openBackupArchive, restoreBackup } from '../lib/backup/backup';
import { DamagedArchiveError } from '../lib/backup/archive';
import { RestoreRefusedError } from '../lib/backup/database-dump';
import { DataDirLockedError } from '../lib/db/data-dir-lock';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || process.argv.includes('--help')) {
  console.log('Usage: npm run restore -- <archive written by npm run backup>');
  process.exit(file ? 0 : 1);
}
if (!existsSync(file)) fail(`${file} does not exist.`);
const config = scriptConfig(fail);
refuseSupabase(config, fail);

// The archive is checked whole before the target is opened (opening the embedded one takes a while).
let archive;
try {
  archive = await openBackupArchive(file);
} catch (error) {
  if (error instanceof DamagedArchiveError) fail(error.message);
  throw error;
}
let database;
try {
  database = await openDatabase(config, { allowRunningServer: false });
} catch (error) {
  await archive.close();
  if (error instanceof DataDirLockedError) fail(`${error.message}\nA restore needs the data directory to itself.`);
  throw error;
}
const storage = configuredStorage(config);
const { manifest } = archive;
console.log(`Restoring the backup of ${manifest.createdAt} into ${database.how} and ${storage.where}…`);
const started = Date.now();
try {
  await restoreBackup(archive, { sql: database.sql, localShim: true, ...storage });
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${manifest.database.tables.length} tables, ${rows} rows and ${manifest.files.length} files, ` +
      `each checked (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  if (!(error instanceof RestoreRefusedError)) throw error;
  process.exitCode = 1;
  console.error(`\n${error.message}\n`);
} finally {
  await archive.close();
  await database.close();
}
