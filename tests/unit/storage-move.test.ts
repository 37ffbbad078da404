// `npm run storage:move-to-s3` against a local S3 server: every file on disk reaches the
// bucket with the same SHA-256, a second run copies nothing, and a bad copy is caught.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/lib/storage/local';
import { moveFilesToBucket } from '@/lib/storage/move-to-bucket';
import { createS3Storage, type S3FileStorage } from '@/lib/storage/s3';
import { newStorageKey } from '@/lib/storage/types';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '@/tests/support/local-s3';

const sha256 = (bytes: Uint8Array | null) => bytes && createHash('sha256').update(bytes).digest('hex');

function moveCommand(env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/storage-move.ts'],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Two tests start the command itself (a few seconds each on a busy machine).
describe('moving the files on disk into a bucket', { timeout: 60_000 }, () => {
  let s3: LocalS3;
  let dataDir: string;
  let bucket: S3FileStorage;
  const files = new Map<string, Uint8Array>();

  beforeAll(async () => {
    s3 = await startLocalS3(['moved']);
    dataDir = await mkdtemp(path.join(tmpdir(), 'move-'));
    const disk = createLocalStorage(path.join(dataDir, 'files'));
    // An empty file, small ones and one of 3 MB with every byte value.
    const sizes = [0, 1, 1000, 3_000_000];
    for (const size of sizes) {
      const key = newStorageKey();
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 7 + size) % 256);
      await disk.put(key, bytes, 'application/octet-stream');
      files.set(key, bytes);
    }
    const location = s3.location('moved', 'portal');
    bucket = createS3Storage(location, s3.client(location));
  });
  afterAll(async () => {
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every file, verified by SHA-256, and a second run finds them all in place', async () => {
    const env = { DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('moved', 'portal') };
    const first = await moveCommand(env);
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('No DATABASE_URL: the sizes are not compared');
    expect(first.stdout).toContain('4 copied, 0 already in the bucket, 0 failed (3.0 MB checked by SHA-256');
    expect(first.status).toBe(0);
    for (const [key, bytes] of files) expect(sha256(await bucket.get(key))).toBe(sha256(bytes));
    // The files on disk are kept.
    const disk = createLocalStorage(path.join(dataDir, 'files'));
    for (const [key, bytes] of files) expect(sha256(await disk.get(key))).toBe(sha256(bytes));

    const second = await moveCommand(env);
    expect(second.stdout).toContain('0 copied, 4 already in the bucket, 0 failed');
    expect(second.status).toBe(0);
  });

  it('copies again an object that differs from the file on disk', async () => {
    const [key, bytes] = [...files][2];
    await bucket.put(key, new TextEncoder().encode('not the same'), 'text/plain');
    const report = await moveFilesToBucket(path.join(dataDir, 'files'), bucket);
    expect(report).toEqual({
      copied: 1,
      alreadyThere: 3,
      failed: [],
      bytes: 3_001_001,
      missingOnDisk: [],
      unrecorded: 0,
    });
    expect(sha256(await bucket.get(key))).toBe(sha256(bytes));
  });

  it('with the database’s records: refuses a file whose size differs, types the objects, lists what is missing', async () => {
    const [[empty], [one, oneBytes], [small], [big, bigBytes]] = [...files];
    const missing = newStorageKey();
    const records = new Map([
      [one, { size: oneBytes.byteLength, contentType: 'text/plain' }],
      [big, { size: bigBytes.byteLength + 1, contentType: 'application/pdf' }],
      [missing, { size: 10, contentType: 'application/pdf' }],
    ]);
    const other = createS3Storage(s3.location('moved', 'typed'), s3.client(s3.location('moved', 'typed')));
    const report = await moveFilesToBucket(path.join(dataDir, 'files'), other, { records });
    expect(report.copied).toBe(3);
    expect(report.failed).toEqual([{ key: big, reason: '3000000 bytes on disk, but the database recorded 3000001' }]);
    expect(report.missingOnDisk).toEqual([missing]);
    expect(report.unrecorded).toBe(2); // the empty and the small file have no row here
    expect(await other.exists(big)).toBe(false);
    const location = s3.location('moved');
    const typed = await s3.client(location).send(new HeadObjectCommand({ Bucket: 'moved', Key: `typed/${one}` }));
    expect(typed.ContentType).toBe('text/plain');
    const untyped = await s3.client(location).send(new HeadObjectCommand({ Bucket: 'moved', Key: `typed/${small}` }));
    expect(untyped.ContentType).toBe('application/octet-stream');
    expect(await other.exists(empty)).toBe(true);
  });

  it('reports a copy whose read-back checksum differs, and fails the command when the bucket does not answer', async () => {
    // A bucket that loses a byte of what it stores (the real server, read through a flaw).
    const lossy: S3FileStorage = {
      ...bucket,
      exists: async () => false,
      get: async (key) => (await bucket.get(key))?.slice(1) ?? null,
    };
    const failures: string[] = [];
    const report = await moveFilesToBucket(path.join(dataDir, 'files'), lossy, {
      onFailure: (key) => failures.push(key),
    });
    // The empty file has no byte to lose.
    expect(report.copied).toBe(1);
    expect(report.failed).toHaveLength(3);
    expect(report.failed[0].reason).toBe('the copy’s SHA-256 differs from the file on disk');
    expect(failures.sort()).toEqual(report.failed.map((f) => f.key).sort());

    const refused = await moveCommand({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('no-such-bucket') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/The bucket does not answer: .*bucket/i);
  });
});
