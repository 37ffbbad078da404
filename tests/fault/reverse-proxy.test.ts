// The example nginx configuration (docs/deploy/nginx.conf) in front of the built app, when
// nginx is installed (Debian: `apt-get install nginx`): TLS, the client address the app sees
// with TRUSTED_PROXY=1, the request body limit and the cached static assets. The file is used
// as written; only the domain, the ports, the paths and the certificate are the test's own.
// Needs `npm run build` first, like the rest of the fault project.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl } from '@/lib/db/embedded-url';
import { postgresClient } from '@/lib/db/postgres-client';
import { startApp, waitForHttp } from '../support/fault-load';
import { freePort } from '../support/throwaway-postgres';

const root = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = path.join(root, 'docs/deploy/nginx.conf');
const CERT_DIR = path.join(root, 'tests/support/preview-tls');

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}
const nginx = nginxBinary();

/** The example with the test's domain, ports, certificate and cache directory. */
function renderExample(opts: { appPort: number; httpPort: number; tlsPort: number; dir: string }): string {
  const replaced = readFileSync(EXAMPLE, 'utf8')
    .replaceAll('example.com', 'localhost')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${opts.appPort};`)
    .replaceAll(/^\s*listen \[::\]:.*$/gm, '')
    .replaceAll('listen 80;', `listen 127.0.0.1:${opts.httpPort};`)
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${opts.tlsPort} ssl http2;`)
    .replaceAll('/etc/letsencrypt/live/localhost/fullchain.pem', path.join(CERT_DIR, 'cert.pem'))
    .replaceAll('/etc/letsencrypt/live/localhost/privkey.pem', path.join(CERT_DIR, 'key.pem'))
    .replace('/var/cache/nginx/consultancy', path.join(opts.dir, 'cache'));
  // What a distribution's nginx.conf provides around a site file, in the test's directory.
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(opts.dir, 'nginx.pid')};`,
    `error_log ${path.join(opts.dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(opts.dir, `${kind}-temp`)};`,
    ),
    replaced,
    '}',
  ].join('\n');
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request to nginx on 127.0.0.1, over TLS unless `plain`, from `localAddress`. */
function send(
  port: number,
  opts: {
    host: string;
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    plain?: boolean;
    localAddress?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      host: '127.0.0.1',
      port,
      path: opts.path,
      method: opts.method ?? 'GET',
      localAddress: opts.localAddress,
      headers: { host: opts.host, ...opts.headers },
      servername: opts.host.replace(/:\d+$/, ''),
      rejectUnauthorized: false,
      agent: false,
    };
    const req = (opts.plain ? http : https).request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // nginx may answer (413) and close before the whole body is sent.
    req.on('error', (error) => (opts.body ? undefined : reject(error)));
    req.end(opts.body);
  });
}

describe.skipIf(!nginx)('the example nginx configuration in front of the app', () => {
  let dir: string;
  let app: ReturnType<typeof startApp>;
  let proxy: ChildProcess;
  let tlsPort: number;
  let httpPort: number;
  let sql: postgres.Sql;
  const main = () => `localhost:${tlsPort}`;
  const portal = () => `portal.localhost:${tlsPort}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reverse-proxy-'));
    // nginx's workers may run as another user: they write its temporary files here.
    chmodSync(dir, 0o777);
    mkdirSync(path.join(dir, 'data'));
    const appPort = await freePort();
    [httpPort, tlsPort] = [await freePort(), await freePort()];
    const dataDir = path.join(dir, 'data');
    app = startApp({
      DATA_DIR: dataDir,
      PORT: String(appPort),
      // The public address is nginx's: the app's hosts are the ones visitors use.
      ROOT_DOMAIN: main(),
      TRUSTED_PROXY: '1',
      DATABASE_URL: '',
      AUTH_SECRET: '',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    });
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, renderExample({ appPort, httpPort, tlsPort, dir }));
    const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    proxy = spawn(nginx!, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    await waitForHttp(appPort, main(), 240_000);
    sql = postgresClient(embeddedDatabaseUrl(dataDir), { max: 1, onnotice: () => {} });
  }, 300_000);

  afterAll(async () => {
    await sql?.end({ timeout: 1 });
    proxy?.kill('SIGQUIT');
    app?.child.kill('SIGTERM');
    await app?.exited;
    if (process.env.FAULT_LOG) console.log(app?.log(), readFileSync(path.join(dir, 'error.log'), 'utf8'));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers plain HTTP with a redirect to HTTPS, and serves the pages over TLS', async () => {
    const plain = await send(httpPort, { host: main(), path: '/about?x=1', plain: true });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://localhost/about?x=1');

    const home = await send(tlsPort, { host: main(), path: '/' });
    expect(home.status).toBe(200);
    expect(home.body).toContain('</html>');
    expect(home.headers['content-security-policy']).toMatch(/script-src/);
    const login = await send(tlsPort, { host: portal(), path: '/login' });
    expect(login.status).toBe(200);
    expect(login.body).toContain('Sign In to Your Account');
  });

  it('gives the app the visitor’s address: neither nginx’s nor one the visitor wrote', async () => {
    const probe = `/mgmt-${randomUUID()}`;
    // From 127.0.0.2: nginx itself reaches the app from 127.0.0.1.
    await send(tlsPort, {
      host: portal(),
      path: probe,
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' },
    });
    const rows = await sql<{ ip: string }[]>`
      select host(ip) as ip from app.security_events where details->>'path' = ${probe}`;
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.2']);
  });

  it('refuses a body over the upload limit with 413 before the app reads it', async () => {
    const boundary = 'reverse-proxy-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(12 * 1024 * 1024, 0x25),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send(tlsPort, {
      host: portal(),
      path: '/files/upload',
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
      body,
    });
    expect(answer.status).toBe(413);
  });

  it('keeps a prerendered public page as Next.js marked it, and never a portal page', async () => {
    const first = await send(tlsPort, { host: main(), path: '/services' });
    const second = await send(tlsPort, { host: main(), path: '/services' });
    expect(second.status).toBe(200);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.body).toBe(first.body);
    // The portal's pages stream past nginx uncached (its block has no page cache at all).
    await send(tlsPort, { host: portal(), path: '/login' });
    expect((await send(tlsPort, { host: portal(), path: '/login' })).headers['x-cache-status']).toBeUndefined();
  });

  it('keeps the hashed static assets: the second request is answered from its cache', async () => {
    const home = await send(tlsPort, { host: portal(), path: '/login' });
    const asset = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(home.body)?.[1];
    expect(asset).toBeDefined();
    const first = await send(tlsPort, { host: portal(), path: asset! });
    expect(first.status).toBe(200);
    const second = await send(tlsPort, { host: portal(), path: asset! });
    expect(second.status).toBe(200);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);
  });
});
