import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shutdownDeadlineMs, trackServer } from '@/lib/server/graceful-shutdown';
import { superviseExit } from '@/lib/server/supervise';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server whose /slow answers after 300 ms and whose /hang never answers. */
async function startServer() {
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') return;
    setTimeout(() => res.end('done'), req.url === '/slow' ? 300 : 0);
  });
  const tracker = trackServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  cleanups.push(() => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  const get = (path: string) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  return { server, tracker, get, agent };
}

describe('graceful shutdown of the web server', () => {
  it('finishes in-flight requests, then closes idle keep-alive connections at once', async () => {
    const { tracker, get } = await startServer();
    await get('/'); // leaves an idle keep-alive connection
    const slow = get('/slow');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const result = await tracker.shutdown(5000);
    expect(await slow).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    expect(result.forced).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('ends even while a keep-alive client keeps sending requests', async () => {
    const { tracker, get } = await startServer();
    let running = true;
    let answered = 0;
    const client = (async () => {
      while (running) {
        try {
          await get('/');
          answered += 1;
        } catch {
          break; // refused once the server stopped listening
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const result = await tracker.shutdown(5000);
    running = false;
    await client;
    expect(result.forced).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answered).toBeGreaterThan(0);
  });

  it('closes what is left at the deadline', async () => {
    const { tracker, get } = await startServer();
    const hanging = get('/hang').catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const result = await tracker.shutdown(400);
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ forced: true, openAtDeadline: 1, inFlightAtDeadline: 1 });
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(1000);
    expect(await hanging).toBeInstanceOf(Error);
  });

  it('defaults the deadline to 10 s, configurable by SHUTDOWN_TIMEOUT_SECONDS', () => {
    expect(shutdownDeadlineMs({})).toBe(10_000);
    expect(shutdownDeadlineMs({ SHUTDOWN_TIMEOUT_SECONDS: '3' })).toBe(3000);
    expect(shutdownDeadlineMs({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toBe(10_000);
  });
});

describe('superviseExit: what npm start exits with when its web server exits', () => {
  it('passes a killed or crashed web server on as a failure', () => {
    expect(superviseExit(null, 'SIGKILL', false).exitCode).toBe(1);
    expect(superviseExit(1, null, false).exitCode).toBe(1);
    expect(superviseExit(null, 'SIGSEGV', true).exitCode).toBe(1);
  });

  it('treats a clean stop (asked for, by us or by a signal to the server) as success', () => {
    expect(superviseExit(0, null, false).exitCode).toBe(0);
    expect(superviseExit(0, null, true).exitCode).toBe(0);
    expect(superviseExit(null, 'SIGTERM', true).exitCode).toBe(0);
  });
});
