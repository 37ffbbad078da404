// STORAGE_URL, the one setting that moves shared files from DATA_DIR/files into an
// S3-compatible bucket: s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=…
// Pure parsing (no SDK), so the environment check can use it without loading the client.

export type S3Location = {
  bucket: string;
  /** Folder inside the bucket ('' or ending in '/'), so one bucket can hold several portals. */
  prefix: string;
  /** An S3-compatible service (MinIO, R2, Supabase Storage's S3 endpoint); unset = AWS S3. */
  endpoint?: string;
  /** Unset: the SDK's own lookup (AWS_REGION, the shared config file). */
  region?: string;
  forcePathStyle: boolean;
};

export const STORAGE_URL_FORMAT = 's3://bucket[/prefix]?endpoint=https://…&region=…&forcePathStyle=true';

// Lower-case letters, digits, dots and hyphens, 3 to 63 characters: the names every one of
// these services accepts.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9._-]+$/;
const PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** The bucket STORAGE_URL names, or the reason it names none (a message fit for the operator). */
export function parseStorageUrl(value: string): { ok: true; location: S3Location } | { ok: false; error: string } {
  const fail = (why: string) => ({ ok: false as const, error: `${why} (expected ${STORAGE_URL_FORMAT})` });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('STORAGE_URL is not a URL');
  }
  if (url.protocol !== 's3:') return fail('STORAGE_URL must start with s3://');
  // Keys in a URL end up in logs and process listings: they come from the AWS variables.
  if (url.username || url.password) {
    return fail('STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  if (url.port) return fail('STORAGE_URL names a bucket, not a server: put the address in ?endpoint=');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) return fail(`STORAGE_URL's bucket name ${JSON.stringify(bucket)} is not valid`);
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.some((part) => !PREFIX_PART.test(part))) {
    return fail('STORAGE_URL’s folder may hold only letters, digits, dots, hyphens and underscores');
  }
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name)) return fail(`STORAGE_URL has an unknown parameter ${JSON.stringify(name)}`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  // A path is allowed: Supabase Storage answers S3 under /storage/v1/s3.
  if (endpoint !== undefined && !/^https?:\/\/[^/?#@]+(\/[^?#]*)?$/.test(endpoint)) {
    return fail('STORAGE_URL’s endpoint must be an http(s) address (encode it if it has a query)');
  }
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !/^[a-z0-9-]+$/.test(region)) return fail('STORAGE_URL’s region is not valid');
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    return fail('STORAGE_URL’s forcePathStyle must be true or false');
  }
  return {
    ok: true,
    location: {
      bucket,
      prefix: parts.length ? `${parts.join('/')}/` : '',
      endpoint,
      region,
      // Self-hosted services rarely have a wildcard DNS name per bucket, and every service
      // named above answers path-style requests: the default wherever an endpoint is given.
      forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    },
  };
}
