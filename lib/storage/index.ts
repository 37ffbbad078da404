import 'server-only';
import path from 'node:path';
import { env, isSupabaseMode } from '@/lib/config/env';
import { createLocalStorage } from './local';
import { createSupabaseStorage } from './supabase';
import type { FileStorage } from './types';

export { newStorageKey, type FileStorage } from './types';

export const SUPABASE_FILES_BUCKET = 'project-files';

/** The file storage of the configured mode: Supabase Storage, or DATA_DIR/files on disk. */
export function fileStorage(): FileStorage {
  const e = env();
  return isSupabaseMode(e)
    ? createSupabaseStorage({
        url: e.NEXT_PUBLIC_SUPABASE_URL!,
        serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY!,
        bucket: SUPABASE_FILES_BUCKET,
      })
    : createLocalStorage(path.resolve(e.DATA_DIR, 'files'));
}
