import 'server-only';
import path from 'node:path';
import { env, isSupabaseMode } from '@/lib/config/env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { parseStorageUrl } from './storage-url';
import { createSupabaseStorage } from './supabase';
import type { FileStorage } from './types';

export { newStorageKey, type FileStorage } from './types';

export const SUPABASE_FILES_BUCKET = 'project-files';

// One S3 client per process: it keeps its connections open between requests.
let bucket: { url: string; storage: FileStorage } | undefined;

/**
 * The file storage of the configured mode: the bucket STORAGE_URL names (several app servers
 * share it), else Supabase Storage in Supabase mode, else DATA_DIR/files on this machine's disk.
 */
export function fileStorage(): FileStorage {
  const e = env();
  if (e.STORAGE_URL) {
    if (bucket?.url !== e.STORAGE_URL) {
      const parsed = parseStorageUrl(e.STORAGE_URL);
      // env() has already refused a malformed STORAGE_URL with the reason.
      if (!parsed.ok) throw new Error(parsed.error);
      bucket = { url: e.STORAGE_URL, storage: createS3Storage(parsed.location) };
    }
    return bucket.storage;
  }
  return isSupabaseMode(e)
    ? createSupabaseStorage({
        url: e.NEXT_PUBLIC_SUPABASE_URL!,
        serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY!,
        bucket: SUPABASE_FILES_BUCKET,
      })
    : createLocalStorage(path.resolve(e.DATA_DIR, 'files'));
}
