import { createHash } from 'node:crypto';
import { createLocalStorage, localStorageKeys } from './local';
import type { S3FileStorage } from './s3';
import type { StoredFileRecord } from './stored-file-records';

export type MoveReport = {
  /** Copied now, and read back with the same SHA-256. */
  copied: number;
  /** In the bucket already (an earlier run) with the same SHA-256: left as they are. */
  alreadyThere: number;
  failed: { key: string; reason: string }[];
  /** Bytes of every file checked, copied or not. */
  bytes: number;
  /** With the database's records: keys it names that have no file on disk (nothing to copy). */
  missingOnDisk: string[];
  /** With the database's records: files on disk no row names (copied all the same). */
  unrecorded: number;
};

export type MoveOptions = {
  /** Hears each failure as it happens. */
  onFailure?: (key: string, reason: string) => void;
  /** The database's size and type of each stored file, when the database can be read. */
  records?: Map<string, StoredFileRecord>;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// The downloads take a file's type from its database row: without the records the object
// gets a neutral one.
const UNKNOWN_TYPE = 'application/octet-stream';
const PARALLEL = 4;

/**
 * Copies every file under `root` (DATA_DIR/files) into the bucket and proves each copy by
 * reading it back: its SHA-256 must be the one of the bytes on disk. With the database's
 * records, a file whose size differs from its row's is not copied (it is not what was
 * uploaded), and the rows without a file are listed. Safe to run again (after a failure, or
 * to check): a file already in the bucket with the same checksum is left alone, one that
 * differs is copied again. The files on disk are never changed or removed.
 */
export async function moveFilesToBucket(
  root: string,
  bucket: S3FileStorage,
  { onFailure = () => {}, records }: MoveOptions = {},
): Promise<MoveReport> {
  const disk = createLocalStorage(root);
  const keys = await localStorageKeys(root);
  const onDisk = new Set(keys);
  const report: MoveReport = {
    copied: 0,
    alreadyThere: 0,
    failed: [],
    bytes: 0,
    missingOnDisk: records ? [...records.keys()].filter((key) => !onDisk.has(key)).sort() : [],
    unrecorded: records ? keys.filter((key) => !records.has(key)).length : 0,
  };
  const fail = (key: string, reason: string) => {
    report.failed.push({ key, reason });
    onFailure(key, reason);
  };

  const moveOne = async (key: string) => {
    const bytes = await disk.get(key);
    if (!bytes) return fail(key, 'removed from the disk while the move ran');
    const record = records?.get(key);
    if (record && record.size !== bytes.byteLength) {
      return fail(key, `${bytes.byteLength} bytes on disk, but the database recorded ${record.size}`);
    }
    const checksum = sha256(bytes);
    report.bytes += bytes.byteLength;
    if (await bucket.exists(key)) {
      const there = await bucket.get(key);
      if (there && sha256(there) === checksum) {
        report.alreadyThere++;
        return;
      }
    }
    await bucket.put(key, bytes, record?.contentType ?? UNKNOWN_TYPE);
    const copy = await bucket.get(key);
    if (!copy) return fail(key, 'missing from the bucket right after it was copied');
    if (sha256(copy) !== checksum) return fail(key, 'the copy’s SHA-256 differs from the file on disk');
    report.copied++;
  };

  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      try {
        await moveOne(key);
      } catch (error) {
        fail(key, error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}
