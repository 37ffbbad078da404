import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticFront } from '@/lib/server/static-front';

// The build's inline-script hashes: /about is a prerendered main-host page.
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = (file: string, ...rest: unknown[]) =>
    String(file).endsWith('static-csp.json')
      ? JSON.stringify({ '/about': ['sha256-a='] })
      : (fs.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

// The static front fails closed: a build it does not recognise means it answers nothing
// itself (Next.js answers every page) and says so once. The front's answers themselves are
// compared with Next.js's in tests/e2e/static-front.spec.ts.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(manifest: unknown, pages: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-front-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'server/app'), { recursive: true });
  if (manifest !== undefined) writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify(manifest));
  for (const page of pages) writeFileSync(path.join(dir, 'server/app', `${page === '/' ? 'index' : page}.html`), '<p>');
  return dir;
}

const route = (extra: object = {}) => ({ routeType: 'page', initialRevalidateSeconds: false, ...extra });

function frontOf(distDir: string) {
  const lines: string[] = [];
  const front = createStaticFront({ distDir, port: 1, log: (line) => lines.push(line) });
  return { front, lines };
}

const req = (url: string, extra: Partial<http.IncomingMessage> = {}) =>
  ({ method: 'GET', url, headers: { host: 'localhost:3000' }, ...extra }) as http.IncomingMessage;
const res = {} as http.ServerResponse;

describe('the static front fails closed', () => {
  it('answers nothing without a prerender manifest, and says so once', () => {
    const { front, lines } = frontOf(build(undefined));
    expect(front.pages).toBe(0);
    expect(front.answer(req('/'), res)).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^static front off: cannot read .*prerender-manifest\.json/);
  });

  it('answers nothing from a manifest of another shape or version', () => {
    expect(frontOf(build({ version: 5, routes: { '/': route() } })).lines[0]).toMatch(/not a version 4/);
    expect(frontOf(build({ version: 4 })).front.pages).toBe(0);
    expect(frontOf(build('garbage')).front.pages).toBe(0);
  });

  it("answers nothing when a prerendered page's HTML is missing from the build", () => {
    const { front, lines } = frontOf(build({ version: 4, routes: { '/': route(), '/about': route() } }, ['/']));
    expect(front.pages).toBe(0);
    expect(lines[0]).toMatch(/\/about is prerendered but .*about\.html is missing/);
  });

  it('keeps only pages that never change while the server runs', () => {
    const manifest = {
      version: 4,
      routes: {
        '/': route(),
        '/about': route(),
        '/news': route({ initialRevalidateSeconds: 60 }),
        '/_not-found': route(),
        '/sitemap.xml': route({ routeType: 'route' }),
      },
    };
    const { front, lines } = frontOf(build(manifest, ['/', 'about']));
    expect(front.pages).toBe(2);
    expect(lines).toEqual([]);
  });

  it('leaves every request it cannot be sure of to Next.js, without touching the response', async () => {
    const { front, lines } = frontOf(build({ version: 4, routes: { '/about': route() } }, ['about']));
    const host = { host: 'localhost:3000' };
    for (const request of [
      req('/about?x=1'),
      req('/about/'),
      req('/elsewhere'),
      req('/about', { method: 'POST' }),
      req('/about', { headers: { ...host, rsc: '1' } }),
      req('/about', { headers: { ...host, 'next-router-state-tree': '%5B%5D' } }),
      req('/about', { headers: { ...host, 'x-prerender-revalidate': 'x' } }),
      req('/about', { headers: { ...host, cookie: 'a=1; __prerender_bypass=x' } }),
      req('/about', { headers: { ...host, 'accept-encoding': 'gzip;q=0' } }),
      req('/about', { headers: { ...host, 'accept-encoding': 'deflate' } }),
      req('/about', { headers: { ...host, range: 'bytes=0-1' } }),
      req('/about', { headers: { ...host, 'if-modified-since': 'Mon, 23 Nov 2026 10:00:00 GMT' } }),
      req('/about', { headers: { ...host, 'x-static-front-fill': '1' } }),
      req('/about', { headers: {} }),
      req('/about', { headers: { host: '127.0.0.1:3000' } }),
      req('/about', { headers: { host: 'portal.localhost:3000' } }),
    ]) {
      expect(front.answer(request, res)).toBe(false);
    }
    // None of them even made the front ask Next.js for a copy...
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toEqual([]);
    // ...which a plain request for the page does (port 1 refuses: nothing is kept).
    expect(front.answer(req('/about'), res)).toBe(false);
    await vi.waitFor(() => expect(lines).toEqual([expect.stringMatching(/^static front: not keeping \/about/)]));
  });
});

describe('the hosts the front keeps copies for', () => {
  it('with ROOT_DOMAIN set, only that host: a made-up Host header gets nothing kept', async () => {
    const lines: string[] = [];
    const distDir = build({ version: 4, routes: { '/about': route() } }, ['about']);
    const front = createStaticFront({ distDir, port: 1, mainHost: 'Example.com', log: (line) => lines.push(line) });
    expect(front.answer(req('/about', { headers: { host: 'elsewhere.test' } }), res)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toEqual([]);
    expect(front.answer(req('/about', { headers: { host: 'EXAMPLE.COM' } }), res)).toBe(false);
    await vi.waitFor(() => expect(lines).toEqual([expect.stringMatching(/^static front: not keeping \/about/)]));
  });
});
