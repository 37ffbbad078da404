import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { FILL_HEADER } from '../../lib/server/static-front';
import { startOwnServer, type OwnServer } from './own-server';

// `npm start`'s static front (lib/server/static-front.ts) answers prerendered main-host pages
// from memory. Its answer must be exactly Next.js's: for every prerendered public page and
// every request shape it answers, the same request once through the front and once past it
// (the front's own recording header sends a request straight to Next.js) must give the same
// status, the same headers but the connection's own, and the same body bytes. The server's
// trace (STATIC_FRONT_TRACE=1, one line per answer from memory) proves the front answered.
test.describe.configure({ mode: 'serial' });

/** Headers that belong to the connection, not to the page. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive']);

type Raw = { status: number; headers: string[]; body: Buffer };

function request(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}`, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i].toLowerCase();
            if (!CONNECTION_HEADERS.has(name)) pairs.push(`${name}: ${res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode ?? 0, headers: pairs.sort(), body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every page Next.js prerendered for the main site (the build's own list). */
function prerenderedPublicPages(): string[] {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, { routeType?: string; initialRevalidateSeconds: number | false }>;
  };
  return Object.entries(manifest.routes)
    .filter(([route, entry]) => entry.routeType === 'page' && !/^\/(_|portal(\/|$)|legacy(\/|$))/.test(route))
    .map(([route]) => route)
    .sort();
}

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer('static-front', 1500, { STATIC_FRONT_TRACE: '1' }, { captureOutput: true });
});

test.afterAll(async () => {
  await server?.stop();
});

test('every prerendered public page: the front answers exactly what Next.js answers', async () => {
  test.setTimeout(180_000);
  const pages = prerenderedPublicPages();
  // The main site's pages, the guide and its chapters: a shrunken list would test nothing.
  expect(pages).toEqual(expect.arrayContaining(['/', '/about', '/services', '/contact', '/education']));
  expect(pages.length).toBeGreaterThan(5);

  const answeredFor = (page: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith(`static front answered: GET localhost:${server.port}${page} `)).length;
  for (const page of pages) {
    const plain = await request(server.port, page, { [FILL_HEADER]: '1' });
    if (plain.status !== 200) {
      // A prerendered redirect (the guide's first chapter is /education): Next.js's to answer.
      for (let i = 0; i < 3; i++)
        await new Promise((r) => setTimeout(r, 100)).then(() => request(server.port, page, {}));
      expect(answeredFor(page), `${page} answers ${plain.status}: not the front's`).toBe(0);
      continue;
    }
    const etag = plain.headers.find((h) => h.startsWith('etag: '))!.slice('etag: '.length);
    expect(etag, page).toBeTruthy();
    const gzip = 'gzip, deflate, br, zstd';
    const shapes: { name: string; method?: string; headers: Record<string, string>; status: number }[] = [
      { name: 'plain', headers: {}, status: 200 },
      { name: 'gzip', headers: { 'accept-encoding': gzip }, status: 200 },
      { name: 'br only', headers: { 'accept-encoding': 'br' }, status: 200 },
      { name: 'HEAD', method: 'HEAD', headers: {}, status: 200 },
      { name: 'HEAD gzip', method: 'HEAD', headers: { 'accept-encoding': 'gzip' }, status: 200 },
      { name: 'If-None-Match', headers: { 'if-none-match': etag }, status: 304 },
      { name: 'If-None-Match gzip', headers: { 'if-none-match': etag, 'accept-encoding': gzip }, status: 304 },
      { name: 'stale If-None-Match', headers: { 'if-none-match': '"stale"' }, status: 200 },
      {
        name: 'stale If-None-Match gzip',
        headers: { 'if-none-match': '"stale"', 'accept-encoding': gzip },
        status: 200,
      },
    ];
    for (const shape of shapes) {
      const encoding = shape.headers['accept-encoding']?.includes('gzip') ? 'gzip' : 'identity';
      const trace = `static front answered: ${shape.method ?? 'GET'} localhost:${server.port}${page} ${encoding} ${shape.status}`;
      const answered = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith(trace)).length;
      const before = answered();
      // The front keeps a copy after Next.js's first answer: ask until it answers itself.
      let front: Raw | undefined;
      for (let attempt = 0; attempt < 50 && answered() === before; attempt++) {
        front = await request(server.port, page, shape.headers, shape.method);
        if (answered() === before) await new Promise((r) => setTimeout(r, 100));
      }
      expect(answered(), `${page} ${shape.name}: the front never answered\n${server.output()}`).toBeGreaterThan(before);
      const origin = await request(server.port, page, { ...shape.headers, [FILL_HEADER]: '1' }, shape.method);
      const label = `${page} ${shape.name}`;
      expect(origin.status, label).toBe(shape.status);
      expect(front!.status, label).toBe(origin.status);
      expect(front!.headers, label).toEqual(origin.headers);
      expect(front!.body.equals(origin.body), `${label}: body bytes`).toBe(true);
    }
  }
});

test('requests the front must leave to Next.js go to Next.js', async () => {
  const cases: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'query string', path: '/about?x=1' },
    { name: 'RSC request', path: '/about', headers: { rsc: '1' } },
    { name: 'router prefetch', path: '/about', headers: { 'next-router-prefetch': '1' } },
    { name: 'weighted encodings', path: '/about', headers: { 'accept-encoding': 'gzip;q=0, br' } },
    { name: 'an IP-address host', path: '/about', headers: { host: `127.0.0.1:${server.port}` } },
    { name: 'the portal host', path: '/contact', headers: { host: `portal.localhost:${server.port}` } },
    { name: 'trailing slash', path: '/about/' },
  ];
  for (const { name, path, headers } of cases) {
    const before = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('static front answered:')).length;
    for (let i = 0; i < 3; i++) await request(server.port, path, headers ?? {});
    const after = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('static front answered:')).length;
    expect(after, name).toBe(before);
  }
});
