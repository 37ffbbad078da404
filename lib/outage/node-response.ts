// The custom server's half of "outages say so" (issue 22): a page whose render failed
// because the database dropped while it was rendering gets the same 503 page the proxy
// sends during a known outage, instead of Next.js's 500. Next.js decides the status before
// it writes anything (detail pages settle before the first byte: app/(portal)/portal/(detail)),
// so the decision is taken when the status line is about to go out; the framework's error
// document is dropped whole, never edited.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestOutage } from './request-outage';
import { outageResponse } from './response';

/** Headers of the failed render that still hold for the 503 (a refreshed session cookie, security headers). */
const KEPT_HEADERS = new Set([
  'set-cookie',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-robots-tag',
]);

type Callback = (error?: Error | null) => void;
const lastCallback = (args: unknown[]) => args.findLast((a) => typeof a === 'function') as Callback | undefined;

/**
 * Watches `res` for one page request: if Next.js is about to answer 500 and this request met
 * a database outage (`marker`, set by lib/db/client.ts), the answer is the 503 page instead.
 */
export function answerOutageWith503(req: IncomingMessage, res: ServerResponse, marker: RequestOutage): void {
  const method = req.method ?? 'GET';
  if ((method !== 'GET' && method !== 'HEAD') || req.headers['next-action']) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let replaced = false;

  const decide = () => {
    if (decided) return replaced;
    decided = true;
    replaced = res.statusCode === 500 && marker.databaseUnavailable;
    // Not replaced: the wrappers below stay and pass through (another layer, such as the
    // compression Next.js adds, may have wrapped them since).
    if (replaced) void send();
    return replaced;
  };

  const send = async () => {
    const outage = await outageResponse(req.url ?? '/', method);
    for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
    (original.writeHead as (...a: unknown[]) => ServerResponse).call(
      res,
      outage.status,
      Object.fromEntries(outage.headers),
    );
    const body = outage.body ? await outage.text() : '';
    (original.end as (...a: unknown[]) => ServerResponse).call(res, body);
  };

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode;
    if (decide()) return res;
    return (original.writeHead as (...a: unknown[]) => ServerResponse).call(res, statusCode, ...rest);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (decide()) {
      lastCallback(args)?.();
      return true;
    }
    return (original.write as (...a: unknown[]) => boolean).apply(res, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide()) {
      lastCallback(args)?.();
      return res;
    }
    return (original.end as (...a: unknown[]) => ServerResponse).apply(res, args);
  } as ServerResponse['end'];
}
