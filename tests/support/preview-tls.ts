import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/**
 * A TLS front for the preview-shaped host: Chromium has the whole .app top-level domain on its
 * HSTS preload list and (version 156 on) upgrades http://*.vercel.app:<port> to https on the
 * same port, so the preview host's port must speak TLS. Each request goes on, headers
 * untouched, to the e2e server on `targetPort` over plain HTTP: the server sees what it saw when
 * the browser reached it directly (no X-Forwarded-Proto, so its own requests to itself, such as
 * the RSC fetch after a server action's redirect, stay on plain HTTP). The certificate is a
 * throwaway self-signed one; preview-host.spec.ts ignores HTTPS errors.
 */
export async function startPreviewTls(listenPort: number, targetPort: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-preview-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=e2e preview',
      '-addext',
      'subjectAltName=DNS:*.vercel.app',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the preview certificate: ${made.stderr}`);
  const tls = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  rmSync(dir, { recursive: true, force: true });

  const server = https.createServer(tls, (incoming, outgoing) => {
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
