// The 503 page of a database outage. Built here rather than rendered by Next.js
// because App Router pages cannot choose their status code: the proxy answers with this
// while lib/db/health.ts says the database is down, and for a page that met the outage while
// rendering (marked with OUTAGE_PARAM, lib/outage/page-outage.ts). Plain HTML with one hashed style block,
// so it works with JS off and under a strict Content-Security-Policy.
import { OUTAGE } from '@/content/outage';

/** Seconds a client should wait: the health probe checks twice a second. */
export const RETRY_AFTER_SECONDS = 5;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}' +
  'main{max-width:32rem;margin:15vh auto;padding:0 1rem;text-align:center}' +
  'h1{font-size:1.5rem}p{color:#475569;line-height:1.5}' +
  'a{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#1d4ed8;color:#fff;text-decoration:none}' +
  'a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

let styleHash: Promise<string> | undefined;
function hashStyle(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(STYLE))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return styleHash;
}

/** The page for `path` (its "Try again" link reloads the same address). */
export async function outageResponse(path: string, method = 'GET'): Promise<Response> {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(OUTAGE.title)}</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(OUTAGE.title)}</h1>` +
    `<p>${escapeHtml(OUTAGE.lead)}</p><p>${escapeHtml(OUTAGE.next)}</p>` +
    `<a href="${escapeHtml(path)}">${escapeHtml(OUTAGE.retry)}</a></main></body></html>`;
  return new Response(method === 'HEAD' ? null : html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${await hashStyle()}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    },
  });
}

/**
 * The query parameter that marks "this page met a database outage while rendering": the
 * proxy answers such a request with the 503 page (lib/outage/page-outage.ts).
 */
export const OUTAGE_PARAM = 'unavailable';

/** `path` (a path with its query) with the outage mark added. */
export function withOutageMark(path: string): string {
  const url = new URL(path, 'http://internal.invalid');
  url.searchParams.set(OUTAGE_PARAM, '1');
  return `${url.pathname}${url.search}`;
}

/** The address a marked request came from, without the mark (the 503 page's "Try again"). */
export function withoutOutageMark(url: URL): string | null {
  if (!url.searchParams.has(OUTAGE_PARAM)) return null;
  const clean = new URL(url);
  clean.searchParams.delete(OUTAGE_PARAM);
  return `${clean.pathname}${clean.search}`;
}

/** A page load (not a server action, which answers with its own error value). */
export function isPageRequest(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('next-action');
}
