import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env';
import { parseStorageUrl } from '@/lib/storage/storage-url';

const location = (value: string) => {
  const parsed = parseStorageUrl(value);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.location;
};

describe('STORAGE_URL', () => {
  it('names a bucket on AWS S3, with the SDK’s own region and virtual-host addressing', () => {
    expect(location('s3://portal-files')).toEqual({
      bucket: 'portal-files',
      prefix: '',
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
  });

  it('names an S3-compatible service, a region and a folder; path-style unless told otherwise', () => {
    expect(
      location('s3://files/acme/portal/?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true'),
    ).toEqual({
      bucket: 'files',
      prefix: 'acme/portal/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(location('s3://files?endpoint=https://abc.r2.cloudflarestorage.com&region=auto').forcePathStyle).toBe(true);
    expect(location('s3://files?endpoint=https://minio.example.com&forcePathStyle=false').forcePathStyle).toBe(false);
    // Supabase Storage's S3 endpoint has a path.
    expect(location('s3://project-files?endpoint=https://abc.supabase.co/storage/v1/s3&region=eu-central-1')).toEqual({
      bucket: 'project-files',
      prefix: '',
      endpoint: 'https://abc.supabase.co/storage/v1/s3',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it.each([
    ['https://bucket.s3.amazonaws.com', /must start with s3:\/\//],
    ['bucket', /not a URL/],
    ['s3://', /bucket name "" is not valid/],
    ['s3://Portal_Files', /bucket name "Portal_Files" is not valid/],
    ['s3://AKIA:secret@files', /must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/],
    ['s3://files:9000', /put the address in \?endpoint=/],
    ['s3://files/my folder', /folder may hold only/],
    ['s3://files?endpoint=127.0.0.1:9000', /endpoint must be an http\(s\) address/],
    ['s3://files?endpoint=http://key:secret@minio:9000', /endpoint must be an http\(s\) address/],
    ['s3://files?forcepathstyle=true', /unknown parameter "forcepathstyle"/],
    ['s3://files?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://files?region=US East', /region is not valid/],
  ])('refuses %s with the reason and the expected form', (value, reason) => {
    const parsed = parseStorageUrl(value);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatch(reason);
    expect(parsed.error).toContain('expected s3://bucket[/prefix]?endpoint=');
  });

  it('is checked with the rest of the configuration at start-up, and may be left unset', () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    expect(parseEnv({ STORAGE_URL: '' }).STORAGE_URL).toBeUndefined();
    expect(parseEnv({ STORAGE_URL: 's3://files?region=eu-west-1' }).STORAGE_URL).toBe('s3://files?region=eu-west-1');
    expect(() => parseEnv({ STORAGE_URL: 's3://files?endpoint=ftp://x' })).toThrow(
      /Invalid configuration:\n- STORAGE_URL: STORAGE_URL’s endpoint must be an http\(s\) address/,
    );
  });
});
