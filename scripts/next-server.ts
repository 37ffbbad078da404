// The HTTP server `npm start` / `npm run dev` run Next.js in, started by scripts/serve.ts. A
// custom server made only of Next.js's documented API (`next({ dev, hostname, port })`,
// `prepare()`, `getRequestHandler()`) on an http.Server created here, for what `next start`
// cannot do:
// - the client's address comes from the socket: forwarding headers a caller sent are
//   replaced before Next.js sees the request (lib/security/client-ip.ts; TRUSTED_PROXY);
// - a path with a malformed escape is answered 400 (Next.js would fail decoding it);
// - it stops with its supervisor: gracefully on SIGTERM/SIGINT (in-flight requests finish,
//   idle keep-alive connections close, within SHUTDOWN_TIMEOUT_SECONDS), and at once (exit 1)
//   when the IPC channel to scripts/serve.ts closes, since the database went with it;
// - every request gets its id (x-request-id, on the request for the app and on the response)
//   and one JSON access-log line when it ends (lib/log/logger.ts);
// - a page Next.js regenerates (home, about, services, the case studies) gets the CSP of the HTML actually sent,
//   its inline scripts' hashes (lib/server/csp-fitting-response.ts, docs/decisions/0071).
// Everything else a user relies on is the app's own and holds under `next start` and on
// Vercel alike: 413 for an oversized body and 503 during a database outage (proxy.ts), body
// limits in the route handlers and next.config.ts.
import http from 'node:http';
import next from 'next';
import { log } from '../lib/log/logger';
import { runWithRequestId } from '../lib/log/request-context';
import { newRequestId, REQUEST_ID_HEADER } from '../lib/log/request-id';
import { CspFittingResponse } from '../lib/server/csp-fitting-response';
import { shutdownDeadlineMs, trackServer } from '../lib/server/graceful-shutdown';
import { loadRegeneratedPages, regeneratedPageFitting } from '../lib/server/regenerated-pages';
import { forwardedHeaders, parseTrustedProxy } from '../lib/security/client-ip';
import { decodablePath, MALFORMED_URL_MESSAGE } from '../lib/security/url-input';

const dev = process.argv[2] === 'dev';
const port = Number(process.env.PORT ?? 3000);
const trust = parseTrustedProxy(process.env.TRUSTED_PROXY);

// `hostname` and `port` name where this server is reachable from itself: Next.js fetches a
// server action's redirect target from there, to send the new page with the action's answer.
const app = next({ dev, hostname: 'localhost', port, ...(dev ? { turbopack: true } : {}) });
await app.prepare();
const handle = app.getRequestHandler();
// Development has no build and allows inline scripts anyway (lib/security/static-csp.ts).
const regeneratedPages = dev ? new Set<string>() : loadRegeneratedPages();

/** The path without its query: one-time links carry their tokens there. */
const pathOnly = (url: string | undefined) => (url ?? '/').split('?', 1)[0].slice(0, 300);

const server = http.createServer({ ServerResponse: CspFittingResponse }, (req, res) => {
  const started = process.hrtime.bigint();
  const requestId = newRequestId();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.once('finish', () => {
    log.info(
      {
        requestId,
        method: req.method,
        path: pathOnly(req.url),
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      },
      'request',
    );
  });
  // A malformed escape in the path (/projects/a%zz) makes Next.js fail while decoding the
  // route's parameters: answer it here as the bad request it is.
  if (!decodablePath(req.url ?? '/')) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(MALFORMED_URL_MESSAGE);
    return;
  }
  const headers = forwardedHeaders(req.headers, req.socket.remoteAddress, trust);
  for (const name of Object.keys(req.headers)) if (!(name in headers)) delete req.headers[name];
  Object.assign(req.headers, headers);
  // Replaces whatever the caller sent: the app reads the id this server logs under.
  req.headers[REQUEST_ID_HEADER] = requestId;
  const fitting = regeneratedPageFitting(regeneratedPages, req.method, req.url, req.headers.host);
  if (fitting) res.fitCspToBody(fitting);
  void runWithRequestId(requestId, () => handle(req, res));
});
// Next.js attaches its own upgrade listener (development's hot reload) to this server at the
// first request.
const tracked = trackServer(server);
server.listen(port, () =>
  log.info(
    { port, clientAddress: trust.kind === 'none' ? 'socket' : `TRUSTED_PROXY=${process.env.TRUSTED_PROXY}` },
    `✓ Ready on port ${port}`,
  ),
);

let stopping = false;
function stop(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  const deadline = shutdownDeadlineMs();
  const started = Date.now();
  log.info(`Stopping the web server (${reason}); in-flight requests have ${deadline / 1000} s to finish.`);
  void tracked.shutdown(deadline).then((result) => {
    log.info(
      result.forced
        ? `Web server stopped at the deadline, closing ${result.openAtDeadline} connection(s) by force.`
        : `Web server stopped in ${Date.now() - started} ms.`,
    );
    process.exit(code);
  });
  // Never outlive the deadline, whatever is still pending.
  setTimeout(() => process.exit(code || 1), deadline + 1000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM', 0));
process.on('SIGINT', () => stop('SIGINT', 0));
// The supervisor owns the embedded database: without it this server has nothing to serve.
if (process.connected) process.on('disconnect', () => stop('its supervisor is gone', 1));
