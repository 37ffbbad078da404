// `npm start`'s static front (issue 20, item 5): what a CDN does in front of a Next.js
// deployment. A request that the proxy would pass straight through to a prerendered page
// (the one rule: prerenderedPageCsp, lib/security/static-page.ts) is answered from memory
// with a copy of the answer Next.js itself gave to the same request: status, every header
// and the body bytes, recorded once per page, host and request shape (plain or gzip, GET or
// HEAD, 200 or 304). Next.js hashes the whole page for its ETag, runs the proxy and gzips
// the page on every request; the copy does that work once. Anything the front is not sure
// of goes to Next.js as before. Only pages that never change while the server runs qualify
// (prerendered without revalidation, read from the build's prerender manifest).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { prerenderedPageCsp } from '../security/static-page';

/** A request carrying this header always goes to Next.js: the front's own recording requests. */
export const FILL_HEADER = 'x-static-front-fill';

/** How many distinct Host headers get copies (the header is the client's: bounded). */
const MAX_HOSTS = 4;
/** After a recording failed, wait this long before trying that one again. */
const RETRY_MS = 30_000;
/** Headers of a recorded answer that belong to the connection, not to the page. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/**
 * Request headers that may change what Next.js answers for a static page (the router's and
 * RSC requests, revalidation, middleware internals, draft mode's cookie is checked apart,
 * ranges and conditionals other than If-None-Match, a request body).
 */
const PASS_HEADER =
  /^(?:rsc|next-.*|x-middleware-.*|x-nextjs-.*|x-next-.*|x-prerender-.*|x-invoke-.*|x-matched-path|x-now-route-matches|range|if-match|if-unmodified-since|if-modified-since|if-range|content-type|content-length|transfer-encoding|x-static-front-fill)$/;
const DRAFT_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

type Encoding = 'identity' | 'gzip';
type Shape = { method: 'GET' | 'HEAD'; encoding: Encoding; conditional: boolean };
type Recorded = { status: number; headers: string[]; body: Buffer; etag: string | undefined };
type Slot = { recorded?: Recorded; filling?: boolean; failedAt?: number };

export type StaticFront = {
  /** Answers `req` from memory and returns true, or returns false: Next.js must answer. */
  answer(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** How many prerendered pages qualify (0: the front is off). */
  readonly pages: number;
};

const OFF: StaticFront = { answer: () => false, pages: 0 };

/**
 * The pages the front may answer: prerendered, never revalidated, their HTML in the build.
 * Null (with the reason logged once) when the build is not what the front expects.
 */
function loadPages(distDir: string, log: (message: string) => void): Set<string> | null {
  const manifestFile = path.join(distDir, 'prerender-manifest.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    log(`static front off: cannot read ${manifestFile} (${(error as Error).message}); Next.js answers every page`);
    return null;
  }
  const routes = (manifest as { version?: unknown; routes?: unknown }).routes;
  if ((manifest as { version?: unknown }).version !== 4 || typeof routes !== 'object' || routes === null) {
    log(`static front off: ${manifestFile} is not a version 4 prerender manifest; Next.js answers every page`);
    return null;
  }
  const pages = new Set<string>();
  for (const [route, entry] of Object.entries(routes as Record<string, Record<string, unknown>>)) {
    if (route.startsWith('/_') || entry.initialRevalidateSeconds !== false) continue;
    if (entry.routeType !== undefined && entry.routeType !== 'page') continue;
    const html = path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
    if (!existsSync(html)) {
      log(`static front off: ${route} is prerendered but ${html} is missing; Next.js answers every page`);
      return null;
    }
    pages.add(route);
  }
  if (pages.size === 0) log('static front off: the build has no prerendered pages');
  return pages.size ? pages : null;
}

function encodingOf(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return 'identity';
  if (typeof header !== 'string') return null;
  // Only plain token lists (what browsers send): weights, wildcards and identity are
  // Next.js's to negotiate. Its compression picks gzip whenever gzip is acceptable, and
  // deflate only without it (then Next.js answers: the front keeps no deflate copy).
  let gzip = false;
  let deflate = false;
  for (const raw of header.split(',')) {
    const token = raw.trim().toLowerCase();
    if (token === '') continue;
    if (!/^[a-z0-9-]+$/.test(token) || token === 'identity' || token === 'x-gzip') return null;
    if (token === 'gzip') gzip = true;
    if (token === 'deflate') deflate = true;
  }
  if (gzip) return 'gzip';
  return deflate ? null : 'identity';
}

/** The request's shape, or null when the front must leave it to Next.js. */
function shapeOf(req: http.IncomingMessage): Shape | null {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  for (const name of Object.keys(req.headers)) if (PASS_HEADER.test(name)) return null;
  const cookie = req.headers.cookie;
  if (cookie !== undefined && DRAFT_COOKIES.test(cookie)) return null;
  const encoding = encodingOf(req.headers['accept-encoding']);
  if (!encoding) return null;
  const conditional = req.headers['if-none-match'] !== undefined;
  // A conditional request that asks past caches (Cache-Control: no-cache) is Next.js's to judge.
  if (conditional && (method === 'HEAD' || req.headers['cache-control'] !== undefined)) return null;
  return { method, encoding, conditional };
}

function slotKey({ method, encoding }: Shape, status: 200 | 304): string {
  return `${method} ${encoding} ${status}`;
}

export function createStaticFront(options: {
  distDir: string;
  port: number;
  /**
   * The site's configured host (ROOT_DOMAIN): when set, only requests naming it get copies,
   * so made-up Host headers cannot take the few places.
   */
  mainHost?: string;
  log?: (message: string) => void;
  /** One log line per answer from memory (the comparison test reads them). */
  trace?: boolean;
}): StaticFront {
  const log = options.log ?? ((message: string) => console.log(message));
  const pages = loadPages(options.distDir, log);
  if (!pages) return OFF;
  const byHost = new Map<string, Map<string, Slot>>();
  const mainHost = options.mainHost?.trim().toLowerCase() || undefined;
  const warned = new Set<string>();

  /** Asks Next.js (through this same server) for the page, as `shape` would, and keeps the answer. */
  function record(host: string, route: string, shape: Shape, status: 200 | 304, csp: string, etag?: string) {
    const slots = byHost.get(host)!;
    const key = `${route} ${slotKey(shape, status)}`;
    const slot = slots.get(key) ?? {};
    slots.set(key, slot);
    if (slot.recorded || slot.filling || (slot.failedAt && Date.now() - slot.failedAt < RETRY_MS)) return;
    slot.filling = true;
    const headers: Record<string, string> = { host, [FILL_HEADER]: '1' };
    if (shape.encoding === 'gzip') headers['accept-encoding'] = 'gzip';
    if (etag) headers['if-none-match'] = etag;
    // A page Next.js answers otherwise (a prerendered redirect, say) stays Next.js's for good;
    // a broken exchange is tried again later.
    const fail = (why: string, forGood = true) => {
      slot.filling = false;
      slot.failedAt = forGood ? Infinity : Date.now();
      if (!warned.has(route)) log(`static front: not keeping ${route} (${why}); Next.js answers it`);
      warned.add(route);
    };
    const request = http.request(
      { host: '127.0.0.1', port: options.port, method: shape.method, path: route, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => fail('the answer broke off', false));
        response.on('end', () => {
          const raw = response.rawHeaders;
          const kept: string[] = [];
          const lower = new Map<string, string>();
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i].toLowerCase();
            lower.set(name, raw[i + 1]);
            if (!HOP_HEADERS.has(name)) kept.push(raw[i], raw[i + 1]);
          }
          // Only an answer that is plainly the prerendered page as built: the status asked for,
          // the proxy's static policy, nothing per visitor.
          if (response.statusCode !== status) return fail(`status ${response.statusCode}`);
          if (lower.get('content-security-policy') !== csp) return fail('not the static policy');
          if (lower.has('set-cookie')) return fail('it sets a cookie');
          if (/private|no-store/i.test(lower.get('cache-control') ?? '')) return fail('it is not cacheable');
          if (status === 200 && lower.get('x-nextjs-prerender') !== '1') return fail('not served as prerendered');
          slot.filling = false;
          slot.recorded = { status, headers: kept, body: Buffer.concat(chunks), etag: lower.get('etag') };
        });
      },
    );
    request.on('error', () => fail('the request failed', false));
    request.end();
  }

  return {
    pages: pages.size,
    answer(req, res) {
      const url = req.url ?? '';
      if (!pages.has(url)) return false;
      const host = req.headers.host;
      if (host === undefined) return false;
      if (mainHost !== undefined && host.toLowerCase() !== mainHost) return false;
      const shape = shapeOf(req);
      if (!shape) return false;
      const csp = prerenderedPageCsp(shape.method, host, url);
      if (!csp) return false;
      let slots = byHost.get(host);
      if (!slots) {
        if (byHost.size >= MAX_HOSTS) return false;
        slots = new Map();
        byHost.set(host, slots);
      }
      let answer: Recorded | undefined;
      const fullKey = `${url} ${slotKey({ ...shape, conditional: false }, 200)}`;
      const full = slots.get(fullKey)?.recorded;
      if (!full) record(host, url, { ...shape, conditional: false }, 200, csp);
      if (!shape.conditional) answer = full;
      else if (full?.etag) {
        // Next.js answers 304 when If-None-Match names the page's ETag, else the full page;
        // lists, wildcards and weak tags are left to it.
        const asked = req.headers['if-none-match'];
        if (asked === full.etag) {
          answer = slots.get(`${url} ${slotKey(shape, 304)}`)?.recorded;
          if (!answer) record(host, url, shape, 304, csp, full.etag);
        } else if (typeof asked === 'string' && !/[,*]|W\//.test(asked)) {
          answer = full;
        }
      }
      if (!answer) return false;
      if (options.trace) log(`static front answered: ${shape.method} ${host}${url} ${shape.encoding} ${answer.status}`);
      res.writeHead(answer.status, answer.headers);
      // Without Content-Length (the gzip copy) Node.js sends it chunked, as Next.js did.
      if (shape.method === 'HEAD' || answer.status === 304) res.end();
      else res.end(answer.body);
      return true;
    },
  };
}
