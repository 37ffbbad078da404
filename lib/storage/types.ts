import { randomUUID } from 'node:crypto';

/**
 * Where the bytes of shared files live. Keys are random UUIDs chosen by the server, never
 * a user's file name; the project_files table maps them to names and projects.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the bytes; removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStorageKey(): string {
  return randomUUID();
}

/** Refuses anything but a key this module made, so no key can name a path elsewhere. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 60))}`);
}
