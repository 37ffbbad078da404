import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './types';
import type { S3Location } from './storage-url';

/** What the bucket adds to the shared interface: the move from disk asks what is there already. */
export type S3FileStorage = FileStorage & { exists(key: string): Promise<boolean> };

/** A key no upload can have (those are UUIDs): asking for it tells whether the bucket answers. */
const PROBE_KEY = 'readiness-probe';
const CHECK_TIMEOUT_MS = 3_000;

/** The SDK client for a bucket; `overrides` lets a test name its own server's keys. */
export function s3Client(location: S3Location, overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    // Since early 2025 the SDK adds checksum headers to every request by default, which
    // several S3-compatible services refuse; AWS itself checks the signed payload anyway.
    ...(location.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    ...overrides,
  });
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3
 * endpoint), reached only by the server: the download routes stream the bytes after their
 * own authorization, so the bucket stays private and no browser ever gets its address.
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * or a role). They need s3:ListBucket besides Get/Put/DeleteObject: without it a missing
 * object answers "access denied", which cannot be told from a real refusal.
 */
export function createS3Storage(location: S3Location, client: S3Client = s3Client(location)): S3FileStorage {
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${location.prefix}${key}`;
  };
  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return new Uint8Array(await object.Body.transformToByteArray());
    },
    async read(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      if (object.ContentLength !== undefined) {
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength };
      }
      // A service that left the length out: read it whole to know it.
      const bytes = new Uint8Array(await object.Body.transformToByteArray());
      return { body: new Blob([bytes]).stream(), size: bytes.byteLength };
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      // A GET rather than HeadBucket: its error names the cause (a missing bucket is
      // NoSuchBucket, a missing object NoSuchKey), and it needs no other permission.
      try {
        const probe = await client.send(
          new GetObjectCommand({ Bucket, Key: `${location.prefix}${PROBE_KEY}`, Range: 'bytes=0-0' }),
          { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) },
        );
        await probe.Body?.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey) return;
        throw error;
      }
    },
  };
}
