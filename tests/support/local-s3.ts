// A real S3-compatible server on loopback for tests (s3rver: S3's HTTP API, signatures checked,
// objects in a temporary folder), so the storage code runs against the protocol rather
// than a stand-in for the SDK.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import { s3Client } from '@/lib/storage/s3';
import { parseStorageUrl, type S3Location } from '@/lib/storage/storage-url';

/** The server's one built-in key pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3 = {
  endpoint: string;
  /** STORAGE_URL for `bucket` (and a folder in it) on this server. */
  storageUrl: (bucket: string, prefix?: string) => string;
  location: (bucket: string, prefix?: string) => S3Location;
  /** A client with the server's key, or with `credentials` instead. */
  client: (location: S3Location, credentials?: typeof LOCAL_S3_CREDENTIALS) => S3Client;
  stop: () => Promise<void>;
};

export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'local-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = (bucket: string, prefix = '') =>
    `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`;
  const location = (bucket: string, prefix?: string) => {
    const parsed = parseStorageUrl(storageUrl(bucket, prefix));
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.location;
  };
  return {
    endpoint,
    storageUrl,
    location,
    client: (where, credentials = LOCAL_S3_CREDENTIALS) => s3Client(where, { credentials }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
