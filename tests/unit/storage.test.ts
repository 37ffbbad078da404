import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createLocalStorage, localStorageKeys } from '@/lib/storage/local';
import { createS3Storage } from '@/lib/storage/s3';
import { createSupabaseStorage } from '@/lib/storage/supabase';
import { newStorageKey, type FileStorage } from '@/lib/storage/types';
import { startLocalS3, type LocalS3 } from '@/tests/support/local-s3';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);
const streamed = async (stream: ReadableStream<Uint8Array>) =>
  text(new Uint8Array(await new Response(stream).arrayBuffer()));

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
        await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
      }
    });

    it('streams what was stored with its length, and answers null for a key that holds nothing', async () => {
      const storage = make();
      const key = newStorageKey();
      const content = 'é'.repeat(70_000); // 140 kB: more than one chunk of a stream
      await storage.put(key, bytes(content), 'text/plain');
      const stored = await storage.read(key);
      expect(stored?.size).toBe(140_000);
      expect(await streamed(stored!.body)).toBe(content);
      expect(await storage.read(newStorageKey())).toBeNull();
    });

    it('says it is reachable', async () => {
      await expect(make().check()).resolves.toBeUndefined();
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

  it('lists the keys it holds, and none of a write’s leftovers or foreign files', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'files-'));
    try {
      const storage = createLocalStorage(own);
      const keys = [newStorageKey(), newStorageKey(), newStorageKey()];
      for (const key of keys) await storage.put(key, bytes(key), 'text/plain');
      const folder = path.join(own, keys[0].slice(0, 2));
      await writeFile(path.join(folder, `${keys[0]}.${newStorageKey()}.tmp`), 'half');
      await writeFile(path.join(folder, 'notes.txt'), 'x');
      await writeFile(path.join(own, 'README'), 'x');
      expect(await localStorageKeys(own)).toEqual([...keys].sort());
      expect(await localStorageKeys(path.join(own, 'none-yet'))).toEqual([]);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('says so when its folder cannot be written', async () => {
    const blocked = path.join(root, 'a-file');
    await writeFile(blocked, 'x');
    await expect(createLocalStorage(blocked).check()).rejects.toThrow();
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
    if (request.method === 'GET' && url.pathname === '/storage/v1/bucket/project-files') {
      // The bucket's record (only its presence matters to the readiness check).
      return json(JSON.stringify({ id: 'project-files', name: 'project-files', public: false }));
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
    await expect(storage.check()).rejects.toThrow('The file storage does not answer: Bucket not found');
  });
});

describe('an S3-compatible bucket, on a local S3 server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3(['portal-files', 'other']);
  });
  afterAll(async () => s3?.stop());

  const make = (bucket = 'portal-files', prefix?: string) => {
    const location = s3.location(bucket, prefix);
    return createS3Storage(location, s3.client(location));
  };

  behavesLikeFileStorage('s3', () => make());
  behavesLikeFileStorage('s3 (in a folder of the bucket)', () => make('other', 'portal/files'));

  it('stores the bytes under the key, in the folder STORAGE_URL names, with their type', async () => {
    const storage = make('other', 'portal/files');
    const key = newStorageKey();
    await storage.put(key, bytes('%PDF-1.7'), 'application/pdf');
    const location = s3.location('other');
    const object = await s3
      .client(location)
      .send(new GetObjectCommand({ Bucket: 'other', Key: `portal/files/${key}` }));
    expect(object.ContentType).toBe('application/pdf');
    expect(await object.Body!.transformToString()).toBe('%PDF-1.7');
    // A storage without the folder does not see it.
    expect(await make('other').get(key)).toBeNull();
  });

  it('tells whether a key holds something: put, exists, remove, gone', async () => {
    const storage = make();
    const key = newStorageKey();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes('x'), 'text/plain');
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('is not reachable with a missing bucket, wrong keys or no server, and says so within seconds', async () => {
    await expect(make('no-such-bucket').check()).rejects.toThrow(/bucket/i);
    await expect(make('no-such-bucket').put(newStorageKey(), bytes('x'), 'text/plain')).rejects.toThrow();
    const location = s3.location('portal-files');
    const wrongKeys = createS3Storage(
      location,
      s3.client(location, { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' }),
    );
    await expect(wrongKeys.check()).rejects.toThrow();
    await expect(wrongKeys.get(newStorageKey())).rejects.toThrow();

    // A port nobody listens on: taken, then released.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const nowhere = { ...location, endpoint: `http://127.0.0.1:${port}` };
    const started = Date.now();
    await expect(createS3Storage(nowhere, s3.client(nowhere)).check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
