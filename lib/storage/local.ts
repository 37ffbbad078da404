import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, isStorageKey, type FileStorage } from './types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root` (DATA_DIR/files: outside the web root, so only the
 * download route can send them). Spread over 256 folders by the key's first two characters.
 */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, body) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a crash never leaves half a file under the key.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body, { flag: 'wx', mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      let file;
      try {
        file = await open(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // The size of the file opened, even if the key is removed meanwhile.
        const { size } = await file.stat();
        const body = Readable.toWeb(createReadStream('', { fd: file })) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (error) {
        await file.close();
        throw error;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/** Every key stored under `root` (the layout above), for the move to a bucket. */
export async function localStorageKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of await readdir(root).catch((error) => (isMissing(error) ? [] : Promise.reject(error)))) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of await readdir(path.join(root, folder))) {
      // Skips a write's leftover temporary file (key.<uuid>.tmp) and anything else foreign.
      if (isStorageKey(name) && name.startsWith(folder)) keys.push(name);
    }
  }
  return keys.sort();
}
