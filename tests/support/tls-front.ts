import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const tls = path.resolve(import.meta.dirname, 'preview-tls');

/**
 * An HTTPS front for the e2e server, the way Vercel's edge serves a deployment: TLS ends
 * here and each request goes on to the server as plain HTTP with `X-Forwarded-Proto: https`
 * (the e2e server trusts its proxy's forwarding headers). Chromium preloads HSTS for
 * `*.vercel.app`, so a preview-shaped host can only be reached over HTTPS, as on Vercel.
 * Listens on a free loopback port; the certificate is a throwaway (preview-tls/README.md).
 */
export async function startTlsFront(targetPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = https.createServer(
    { key: readFileSync(path.join(tls, 'key.pem')), cert: readFileSync(path.join(tls, 'cert.pem')) },
    (req, res) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
