// The HTTP server `npm start` / `npm run dev` run Next.js in (a custom server, started by
// scripts/serve.ts). It exists for what Next.js cannot know on its own:
// - the client's address: Next.js keeps a caller's X-Forwarded-For, so this sets the
//   forwarding headers from the socket (lib/security/client-ip.ts; TRUSTED_PROXY);
// - a request body over the upload limit gets a clear 413 before Next.js reads it;
// - a page whose render met a database outage answers 503, not 500 (lib/outage/node-response.ts);
// - a prerendered page is answered from a copy of Next.js's own answer, kept in memory
//   (lib/server/static-front.ts; production only);
// - in production Next.js runs with the config its build resolved (lib/server/build-config.ts).
// The default import: scripts/next-child.cjs (preloaded) tracks servers made through it.
import http from 'node:http';
import next from 'next';
import { MAX_REQUEST_BYTES, TOO_LARGE_MESSAGE } from '../lib/files/request-limit';
import { answerOutageWith503 } from '../lib/outage/node-response';
import { BUILD_CONFIG_ENV, buildConfigJson } from '../lib/server/build-config';
import { createStaticFront } from '../lib/server/static-front';
import { withRequestOutage, type RequestOutage } from '../lib/outage/request-outage';
import { forwardedHeaders, parseTrustedProxy } from '../lib/security/client-ip';
import { decodablePath, MALFORMED_URL_MESSAGE } from '../lib/security/url-input';

const dev = process.argv[2] === 'dev';
const port = Number(process.env.PORT ?? 3000);
const trust = parseTrustedProxy(process.env.TRUSTED_PROXY);

if (!dev) {
  const config = buildConfigJson('.next');
  if (config) process.env[BUILD_CONFIG_ENV] = config;
}
// Where Next.js fetches a server action's redirect target from itself (to send the new page
// with the action's answer): `next start` sets this to its own address, and a custom server
// must too. Without it Next.js takes the protocol from X-Forwarded-Proto, so behind a proxy
// that ends TLS it fetched https://localhost:<port> from this plain-HTTP server, failed, and
// left the browser one more round trip after every sign-in or save.
process.env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
const app = next({ dev, port, ...(dev ? { turbopack: true } : {}) });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();
// STATIC_FRONT=off leaves every page to Next.js (to compare, or to rule the front out).
const front =
  dev || process.env.STATIC_FRONT === 'off'
    ? undefined
    : createStaticFront({
        distDir: '.next',
        port,
        mainHost: process.env.ROOT_DOMAIN,
        trace: process.env.STATIC_FRONT_TRACE === '1',
      });

const server = http.createServer((req, res) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    // Read (and drop) what the client is still sending, up to a bound, so it sees the
    // answer rather than a broken connection.
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > 8 * MAX_REQUEST_BYTES) req.destroy();
    });
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(TOO_LARGE_MESSAGE);
    return;
  }
  // A malformed escape in the path (/projects/a%zz) makes Next.js fail while decoding the
  // route's parameters: answer it here as the bad request it is.
  if (!decodablePath(req.url ?? '/')) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(MALFORMED_URL_MESSAGE);
    return;
  }
  if (front?.answer(req, res)) return;
  // (No 'data' listener here: it would start the stream before Next.js reads it. A chunked
  // body without Content-Length is held to serverActions.bodySizeLimit by Next.js itself.)
  const headers = forwardedHeaders(req.headers, req.socket.remoteAddress, trust);
  for (const name of Object.keys(req.headers)) if (!(name in headers)) delete req.headers[name];
  Object.assign(req.headers, headers);
  const outage: RequestOutage = { databaseUnavailable: false };
  answerOutageWith503(req, res, outage);
  void withRequestOutage(outage, () => handle(req, res));
});
server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
server.listen(port, () =>
  console.log(
    `✓ Ready on port ${port} (client address: ${trust.kind === 'none' ? 'socket' : `TRUSTED_PROXY=${process.env.TRUSTED_PROXY}`})`,
  ),
);
