import { randomUUID } from 'node:crypto';

/**
 * Where the bytes of shared files live. Keys are random UUIDs chosen by the server, never
 * a user's file name; the project_files table maps them to names and projects.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * The stored bytes as a stream with their length, or null when nothing is stored under the
   * key: a download passes them on as they arrive instead of holding the whole file.
   */
  read(key: string): Promise<StoredStream | null>;
  /** Removes the bytes; removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the storage answers (the readiness check), and throws when it does not. */
  check(): Promise<void>;
}

export type StoredStream = { body: ReadableStream<Uint8Array>; size: number };

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newStorageKey(): string {
  return randomUUID();
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** Refuses anything but a key this module made, so no key can name a path elsewhere. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 60))}`);
}
