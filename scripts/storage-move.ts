// `npm run storage:move-to-s3`: copies the shared files kept on this machine (DATA_DIR/files)
// into the bucket STORAGE_URL names, checks every copy's SHA-256 against the file on disk, and
// reports. With DATABASE_URL it also checks each file's size against its row and gives the
// object the row's type. Run it before starting the app servers with STORAGE_URL; running it
// again is safe (it copies only what is missing or differs). The files on disk stay.
import path from 'node:path';
import { scriptConfig } from './script-config';
import { moveFilesToBucket } from '../lib/storage/move-to-bucket';
import { createS3Storage } from '../lib/storage/s3';
import { parseStorageUrl } from '../lib/storage/storage-url';

if (process.argv.includes('--help')) {
  console.log(
    'Usage: STORAGE_URL=s3://bucket?… AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=… npm run storage:move-to-s3',
  );
  process.exit(0);
}
const config = scriptConfig();
if (!config.STORAGE_URL) {
  console.error('STORAGE_URL is not set: name the bucket to move the files into (see README, "Run modes").');
  process.exit(1);
}
const parsed = parseStorageUrl(config.STORAGE_URL);
if (!parsed.ok) throw new Error(parsed.error);
const { location } = parsed;
const root = path.resolve(config.DATA_DIR, 'files');
const bucket = createS3Storage(location);

const where = `${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
console.log(
  `Moving the files in ${root} to the bucket ${where}${location.endpoint ? ` at ${location.endpoint}` : ''}…`,
);
try {
  await bucket.check();
} catch (error) {
  console.error(`The bucket does not answer: ${(error as Error).message}`);
  process.exit(1);
}
let records;
if (config.DATABASE_URL) {
  // Loaded only here: the driver and the schema are most of this command's start-up time.
  const { postgresClient } = await import('../lib/db/postgres-client');
  const { storedFileRecords } = await import('../lib/storage/stored-file-records');
  const sql = postgresClient(config.DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
  try {
    records = await storedFileRecords(sql);
  } catch (error) {
    console.error(`The database could not be read: ${(error as Error).message}`);
    process.exit(1);
  } finally {
    await sql.end();
  }
} else {
  // The embedded database belongs to the running app (or to no process at all).
  console.log('No DATABASE_URL: the sizes are not compared with the database’s records.');
}
const started = Date.now();
const report = await moveFilesToBucket(root, bucket, {
  records,
  onFailure: (key, reason) => console.error(`✗ ${key}: ${reason}`),
});
const megabytes = (report.bytes / 1e6).toFixed(1);
console.log(
  `${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.failed.length} failed ` +
    `(${megabytes} MB checked by SHA-256 in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
if (records) {
  console.log(`${report.unrecorded} file(s) on disk named by no database row (copied all the same).`);
  if (report.missingOnDisk.length) {
    console.error(
      `${report.missingOnDisk.length} database row(s) name a file that is not on disk: ${report.missingOnDisk.join(', ')}`,
    );
  }
}
if (report.failed.length) {
  console.error('Some files were not moved: run the command again once the cause is fixed.');
  process.exitCode = 1;
} else {
  console.log('Every file is in the bucket with the same checksum. Start the app servers with STORAGE_URL set.');
}
