import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/lib/storage/local';
import { createSupabaseStorage } from '@/lib/storage/supabase';
import { newStorageKey, type FileStorage } from '@/lib/storage/types';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);

// The same behaviour from both implementations of the one interface.
function behavesLikeFileStorage(name: string, make: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    it('gives back exactly what was stored under a key', async () => {
      const storage = make();
      const key = newStorageKey();
      await storage.put(key, bytes('%PDF-1.7 hello'), 'application/pdf');
      expect(text(await storage.get(key))).toBe('%PDF-1.7 hello');
    });

    it('answers null for a key that holds nothing, and removes quietly', async () => {
      const storage = make();
      const key = newStorageKey();
      expect(await storage.get(key)).toBeNull();
      await storage.put(key, bytes('x'), 'text/plain');
      await storage.remove(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.remove(key)).resolves.toBeUndefined();
    });

    it('refuses keys it did not make, such as paths', async () => {
      const storage = make();
      for (const key of ['../../etc/passwd', 'report.pdf', '', `${newStorageKey()}/x`]) {
        await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'files-'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  behavesLikeFileStorage('local', () => createLocalStorage(root));

  it('stores under the random key in a two-character folder, leaving no temporary files', async () => {
    const storage = createLocalStorage(root);
    const key = newStorageKey();
    await storage.put(key, bytes('data'), 'text/plain');
    expect(await readFile(path.join(root, key.slice(0, 2), key), 'utf8')).toBe('data');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key]);
  });

  it('makes a new random key every time', () => {
    const keys = new Set(Array.from({ length: 100 }, newStorageKey));
    expect(keys.size).toBe(100);
  });
});

// Supabase Storage, answered from recorded responses (tests/fixtures/supabase-storage).
const fixture = (name: string) => readFileSync(path.join('tests/fixtures/supabase-storage', name), 'utf8');
const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const PREFIX = '/storage/v1/object/project-files/';

type Call = { method: string; path: string; auth: string | null; contentType: string | null; body?: string };

function recordedSupabase(options: { notFoundStatus: 400 | 404; bucketExists?: boolean }) {
  const objects = new Map<string, { body: Uint8Array; type: string }>();
  const calls: Call[] = [];
  const json = (body: string, status = 200) =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });
  const fake: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : new Uint8Array(await request.arrayBuffer());
    calls.push({
      method: request.method,
      path: url.pathname,
      auth: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: body && new TextDecoder().decode(body),
    });
    if (options.bucketExists === false) return json(fixture('bucket-not-found.json'), 400);
    if (request.method === 'POST' && url.pathname.startsWith(PREFIX)) {
      objects.set(url.pathname.slice(PREFIX.length), { body: body!, type: request.headers.get('content-type')! });
      return json(fixture('upload.json'));
    }
    if (request.method === 'GET' && url.pathname.startsWith(PREFIX)) {
      const object = objects.get(url.pathname.slice(PREFIX.length));
      if (!object) return json(fixture('object-not-found.json'), options.notFoundStatus);
      return new Response(object.body.slice(), { headers: { 'content-type': object.type } });
    }
    if (request.method === 'DELETE' && url.pathname === '/storage/v1/object/project-files') {
      for (const key of JSON.parse(new TextDecoder().decode(body)).prefixes as string[]) objects.delete(key);
      return json(fixture('remove.json'));
    }
    return json('{"message":"not recorded"}', 404);
  };
  return { fake, calls };
}

describe('Supabase Storage against recorded responses', () => {
  const make = (options: Parameters<typeof recordedSupabase>[0]) => {
    const server = recordedSupabase(options);
    const storage = createSupabaseStorage({
      url: SUPABASE_URL,
      serviceRoleKey: 'service-role-key',
      bucket: 'project-files',
      fetch: server.fake,
    });
    return { storage, calls: server.calls };
  };

  behavesLikeFileStorage('supabase (missing objects as 400)', () => make({ notFoundStatus: 400 }).storage);
  behavesLikeFileStorage('supabase (missing objects as 404)', () => make({ notFoundStatus: 404 }).storage);

  let server: ReturnType<typeof make>;
  beforeEach(() => {
    server = make({ notFoundStatus: 400 });
  });

  it('uploads the raw bytes with their type to the private bucket under the key, as the service role', async () => {
    const key = newStorageKey();
    await server.storage.put(key, bytes('%PDF-1.7'), 'application/pdf');
    expect(server.calls).toEqual([
      {
        method: 'POST',
        path: `${PREFIX}${key}`,
        auth: 'Bearer service-role-key',
        contentType: 'application/pdf',
        body: '%PDF-1.7',
      },
    ]);
  });

  it('removes by key through the bucket’s delete endpoint', async () => {
    const key = newStorageKey();
    await server.storage.remove(key);
    expect(server.calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/storage/v1/object/project-files',
        body: JSON.stringify({ prefixes: [key] }),
      }),
    ]);
  });

  it('reports a failure other than a missing object as an error', async () => {
    const { storage } = make({ notFoundStatus: 400, bucketExists: false });
    await expect(storage.put(newStorageKey(), bytes('x'), 'text/plain')).rejects.toThrow(
      'Storing the file failed: Bucket not found',
    );
  });
});
