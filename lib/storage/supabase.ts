import { createClient } from '@supabase/supabase-js';
import { assertStorageKey, type FileStorage } from './types';

export type SupabaseStorageConfig = { url: string; serviceRoleKey: string; bucket: string; fetch?: typeof fetch };

type StorageFailure = { message: string; status?: number; statusCode?: string };

// Supabase Storage reports a missing object as 404, or (older servers) as 400 with
// statusCode "404" in the body.
const isNotFound = (error: StorageFailure) => error.status === 404 || error.statusCode === '404';

/**
 * Files in a private Supabase Storage bucket (created by the project_files migration),
 * reached only by the server with the service role key: browsers never get a storage URL.
 */
export function createSupabaseStorage(config: SupabaseStorageConfig): FileStorage {
  const storage = () =>
    createClient(config.url, config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: config.fetch ? { fetch: config.fetch } : undefined,
    }).storage;
  const bucket = () => storage().from(config.bucket);
  const download = async (key: string) => {
    assertStorageKey(key);
    const { data, error } = await bucket().download(key);
    if (error) {
      if (isNotFound(error as StorageFailure)) return null;
      throw new Error(`Reading the file failed: ${error.message}`);
    }
    return data;
  };
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { error } = await bucket().upload(key, body, { contentType, upsert: false, cacheControl: '3600' });
      if (error) throw new Error(`Storing the file failed: ${error.message}`);
    },
    async get(key) {
      const data = await download(key);
      return data && new Uint8Array(await data.arrayBuffer());
    },
    async read(key) {
      // The client hands the download over whole, as a Blob.
      const data = await download(key);
      return data && { body: data.stream(), size: data.size };
    },
    async remove(key) {
      assertStorageKey(key);
      const { error } = await bucket().remove([key]);
      if (error) throw new Error(`Removing the file failed: ${error.message}`);
    },
    async check() {
      const { error } = await storage().getBucket(config.bucket);
      if (error) throw new Error(`The file storage does not answer: ${error.message}`);
    },
  };
}
