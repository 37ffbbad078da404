// `npm run backup [-- <file or folder>]`: writes one archive holding the database (every row of
// every table, and the migrations that built it) and every stored file, with a manifest and
// SHA-256 checksums. The embedded database may be in use by `npm start` meanwhile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { scriptConfig } from './script-config';
import { configuredStorage, NoDatabaseError, openDatabase, refuseSupabase } from './backup-endpoints';
import { writeBackup } from '../lib/backup/backup';
import { DataDirLockedError } from '../lib/db/data-dir-lock';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.argv.includes('--help')) {
  console.log('Usage: npm run backup [-- <archive file or folder>]   (default: ./portal-backup-<time>.tar.gz)');
  process.exit(0);
}
const config = scriptConfig(fail);
refuseSupabase(config, fail);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const name = `portal-backup-${stamp}.tar.gz`;
const given = process.argv[2];
const file = path.resolve(
  !given ? name : existsSync(given) && statSync(given).isDirectory() ? path.join(given, name) : given,
);
if (existsSync(file)) fail(`${file} exists already: name a new file.`);

let database;
try {
  database = await openDatabase(config, { allowRunningServer: true });
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof NoDatabaseError) fail(error.message);
  throw error;
}
const storage = configuredStorage(config);
console.log(`Backing up ${database.how} and the files in ${storage.where}…`);
const started = Date.now();
try {
  const report = await writeBackup(
    { sql: database.sql, database: database.kind, storage: storage.storage, storageKind: storage.kind },
    file,
  );
  const rows = report.manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Wrote ${file}: ${report.manifest.database.tables.length} tables, ${rows} rows, ` +
      `${report.manifest.files.length} files (${(report.bytes / 1e6).toFixed(1)} MB), ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (report.missingFiles.length) {
    console.error(
      `${report.missingFiles.length} file(s) named by the database are missing from the storage and are not in ` +
        `the archive: ${report.missingFiles.join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
