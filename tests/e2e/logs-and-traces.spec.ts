// The server's log and traces, on a server of this spec's own (its output captured, and an
// OpenTelemetry collector of the test's own named in OTEL_EXPORTER_OTLP_ENDPOINT): a browser
// signs in with the demo password, asks for a password reset, follows the mailed link, sets a
// new password and signs out. Then the log must hold one JSON line per request carrying the id
// the response named, and nowhere the password, the session cookie or the reset token; and the
// collector must have received the spans of a page request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../../lib/db/seed-demo';
import { startOwnServer, type OwnServer } from './own-server';

type Span = { name: string; attributes?: { key: string; value: { stringValue?: string } }[] };
type TracesBody = { resourceSpans?: { scopeSpans?: { spans?: Span[] }[] }[] };

/** A minimal OTLP/HTTP (JSON) traces receiver: it keeps every span posted to /v1/traces. */
async function startCollector() {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as TracesBody;
        for (const resource of parsed.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('structured logs and traces', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    collector = await startCollector();
    server = await startOwnServer(
      'logs',
      1700,
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'portal-log-test',
      },
      { captureOutput: true },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await collector?.stop();
  });

  test('a signed-in run logs JSON lines with request ids and no password, cookie or token', async ({ page }) => {
    await page.goto(`${server.portal}/login`);
    await page.getByLabel('Email Address').fill(demoAccounts.client);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.portal}/dashboard`);
    const cookies = await page.context().cookies(server.portal);
    const secrets = cookies.filter((c) => c.value.length >= 16).map((c) => c.value);
    expect(secrets.length).toBeGreaterThan(0);

    // The response names its request, and the log line of that request carries the same id.
    const dashboard = await page.goto(`${server.portal}/dashboard`);
    const requestId = dashboard!.headers()['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // A password reset: the token travels in the mailed link's query.
    await page.context().clearCookies();
    await page.goto(`${server.portal}/auth/forgot-password`);
    await page.getByLabel('Email Address').fill(demoAccounts.client);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    // The mail may be queued just after the page answers: wait for it rather than race it.
    const resetMail = async () =>
      (
        await server.sql<{ body: string }[]>`
          select body from app.mail_queue where to_address = ${demoAccounts.client} and kind = 'password_reset'
          order by created_at desc limit 1`
      )[0];
    await expect.poll(resetMail, { timeout: 15_000 }).toBeDefined();
    const mail = (await resetMail())!;
    const token = /reset-password\?token=([^\s&]+)/.exec(mail.body)![1];
    expect(token.length).toBeGreaterThanOrEqual(16);
    const newPassword = `log-check-${Date.now()}`;
    await page.goto(`${server.portal}/auth/reset-password?token=${token}`);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password and Sign In' }).click();
    await page.waitForURL(`${server.portal}/dashboard`);
    secrets.push(
      ...(await page.context().cookies(server.portal)).filter((c) => c.value.length >= 16).map((c) => c.value),
    );
    const output = server.output();
    for (const secret of [DEMO_PASSWORD, newPassword, token, encodeURIComponent(token), ...secrets]) {
      expect(output.includes(secret), `the log holds a secret (${secret.slice(0, 4)}…)`).toBe(false);
    }
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThan(5);
    expect(requests).toContainEqual(
      expect.objectContaining({ requestId, method: 'GET', path: '/dashboard', status: 200 }),
    );
    // The reset link's line names the path only.
    expect(requests).toContainEqual(expect.objectContaining({ path: '/auth/reset-password' }));
  });

  test('page requests reach the OpenTelemetry collector as spans', async ({ request }) => {
    await request.get(`${server.main}/`);
    await expect.poll(() => collector.spans.map((span) => span.name).join('\n'), { timeout: 30_000 }).toMatch(/GET/);
  });
});
