import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import Stripe from 'stripe';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { insertProject, insertTestClient, uniqueTag } from './project-data';
import { DEMO_PASSWORD, demoAccounts } from '../../lib/db/seed-demo';

// Online payment in the browser, and the scheduled invoice run with its secret. Stripe
// cannot be reached from here, so its API is a local HTTP server speaking the one call the
// portal makes (POST /v1/checkout/sessions, answered with the recorded session of
// tests/fixtures/stripe) plus the Checkout page the browser is sent to; the portal's official
// Stripe client is pointed at it with STRIPE_API_URL (host/port options of stripe-node).
// The shared e2e server has no Stripe keys (other tests check the page without them), so
// this starts its own server with `npm start`'s launcher.

const SECRET_KEY = 'sk_test_local_portal';
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const CRON_SECRET = randomBytes(24).toString('base64url');
const fixture = JSON.parse(readFileSync('tests/fixtures/stripe/checkout-session.json', 'utf8'));

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; form: URLSearchParams };
const recorded: Recorded[] = [];
let stripeApi: http.Server;
let stripeOrigin: string;
let server: OwnServer;
let sql: postgres.Sql;
let portal: string;
let main: string;

function startStripeApi(): Promise<void> {
  stripeApi = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      recorded.push({ method: req.method!, url: req.url!, headers: req.headers, form });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session = {
          ...fixture,
          id,
          amount_subtotal: Number(form.get('line_items[0][price_data][unit_amount]')),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: {
            invoice_id: form.get('metadata[invoice_id]'),
            invoice_number: form.get('metadata[invoice_number]'),
          },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `${stripeOrigin}/c/pay/${id}`,
        };
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
        res.end(JSON.stringify(session));
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/c/pay/')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><html lang="en"><title>Checkout</title><main><h1>Stripe Checkout (test)</h1></main>');
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${req.url}` } }));
    });
  });
  return new Promise((resolve) =>
    stripeApi.listen(0, '127.0.0.1', () => {
      stripeOrigin = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await startStripeApi();
  server = await startOwnServer('stripe', 1100, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeOrigin,
    CRON_SECRET,
  });
  ({ sql, portal, main } = server);
  // `npm start` runs the invoice job itself 20 s after starting its web server (which is up
  // before it answers): let that first run pass, so the runs below are the only ones that
  // can issue this test's invoice.
  await new Promise((r) => setTimeout(r, Math.max(0, server.readyAt + 25_000 - Date.now())));
});

test.afterAll(async () => {
  await server?.stop();
  stripeApi?.close();
});

const cron = (authorization?: string) =>
  fetch(`${main}/api/cron/issue-invoices`, { headers: authorization ? { authorization } : {} });

let tag: string;
let client: { id: string; email: string };
let projectId: string;

test('the scheduled run issues what is due with its secret, once, and answers nobody else', async () => {
  tag = uniqueTag();
  client = await insertTestClient(sql, tag, { canSignIn: true });
  // Signed without an admin opening it: nothing has issued its upfront invoice yet.
  projectId = await insertProject(sql, {
    title: `Pay online ${tag}`,
    clientId: client.id,
    stage: 'contract_signed',
    value: 1000.01,
    fee: 0,
  });
  const invoicesOfProject = async () => [
    ...(await sql<{ number: string; kind: string; amount_cents: number }[]>`
      select number, kind::text, amount_cents::int from app.invoices where project_id = ${projectId}`),
  ];
  expect(await invoicesOfProject()).toHaveLength(0);

  for (const wrong of [undefined, 'Bearer nope', `Bearer ${CRON_SECRET}x`, CRON_SECRET]) {
    expect((await cron(wrong)).status, String(wrong)).toBe(404);
  }
  expect(await invoicesOfProject()).toHaveLength(0);

  const first = await cron(`Bearer ${CRON_SECRET}`);
  expect(first.status).toBe(200);
  expect((await first.json()).issued).toBeGreaterThanOrEqual(1);
  const issued = await invoicesOfProject();
  expect(issued).toEqual([
    { number: expect.stringMatching(/^INV-\d{4}-\d{4}$/), kind: 'upfront', amount_cents: 50001 },
  ]);

  // Idempotent: a second run issues nothing and changes nothing.
  const second = await cron(`Bearer ${CRON_SECRET}`);
  expect(second.status).toBe(200);
  expect(await second.json()).toEqual({ issued: 0, taskNotices: 0, taskDigests: 0 });
  expect(await invoicesOfProject()).toEqual(issued);
});

test('the client sees Pay now on the open invoice; it opens Stripe Checkout for that invoice', async ({ page }) => {
  const [invoice] = await sql<{ id: string; number: string }[]>`
    select id, number from app.invoices where project_id = ${projectId}`;
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email Address').fill(client.email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${portal}/dashboard`);

  // The project page offers it too (the same table option).
  await page.goto(`${portal}/projects/${projectId}`);
  await expect(page.getByRole('button', { name: `Pay now invoice ${invoice.number}` })).toBeVisible();

  await page.goto(`${portal}/billing`);
  const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
  await expect(row).toContainText(/\$500\.01\s*Due/);
  await expectNoAxeViolations(page);
  recorded.length = 0;
  await row.getByRole('button', { name: `Pay now invoice ${invoice.number}` }).click();
  await page.waitForURL(`${stripeOrigin}/c/pay/*`);
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (test)' })).toBeVisible();

  // What the portal asked Stripe for.
  const call = recorded.find((r) => r.url === '/v1/checkout/sessions')!;
  expect(call.method).toBe('POST');
  expect(call.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  expect(call.headers['idempotency-key']).toBe(`checkout-${invoice.id}-50001`);
  expect(call.form.get('mode')).toBe('payment');
  expect(call.form.get('metadata[invoice_id]')).toBe(invoice.id);
  expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('50001');
  expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
  expect(call.form.get('customer_email')).toBe(client.email);
  expect(call.form.get('success_url')).toBe(`${portal}/billing?paid=${invoice.number}`);

  // Stripe's signed webhook then marks it paid, and Pay now is gone.
  const sessionId = page.url().split('/').pop()!;
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        ...fixture,
        id: sessionId,
        payment_status: 'paid',
        status: 'complete',
        amount_total: 50001,
        currency: 'usd',
        metadata: { invoice_id: invoice.id },
      },
    },
  });
  const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const hook = await fetch(`${main}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(hook.status).toBe(200);
  await page.goto(`${portal}/billing?paid=${invoice.number}`);
  await expect(page.getByTestId('invoice-row').filter({ hasText: invoice.number })).toContainText(/Paid/);
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
});

test('a proposal signed in the portal issues its upfront invoice, and Pay now is there at once', async ({ page }) => {
  // The demo seed's proposal awaiting the demo client's decision, on this server's own data.
  const [project] = await sql<{ id: string }[]>`
    select p.id from app.projects p join app.profiles c on c.id = p.client_id
     where p.title = 'AI Customer Support Assistant' and c.email = ${demoAccounts.client}`;
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email Address').fill(demoAccounts.client);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${portal}/dashboard`);

  await page.goto(`${portal}/projects/${project.id}/proposal`);
  await page.getByLabel(/Option 2: Growth/).check();
  await page.getByLabel('Your full name (your signature)').fill('Jordan Demo');
  await page.getByLabel(/I agree to sign this proposal electronically/).check();
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(page.getByText(/Accepted and signed by Jordan Demo .* Option 2: Growth/)).toBeVisible();

  // Half of the chosen option's value, issued by the acceptance itself (no scheduled run).
  const [invoice] = await sql<{ id: string; number: string; amount_cents: number }[]>`
    select id, number, amount_cents::int from app.invoices where project_id = ${project.id} and kind = 'upfront'`;
  expect(invoice.amount_cents).toBe(1_100_000);

  await page.goto(`${portal}/billing`);
  const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
  await expect(row).toContainText(/\$11,000\.00\s*Due/);
  recorded.length = 0;
  await row.getByRole('button', { name: `Pay now invoice ${invoice.number}` }).click();
  await page.waitForURL(`${stripeOrigin}/c/pay/*`);
  const call = recorded.find((r) => r.url === '/v1/checkout/sessions')!;
  expect(call.form.get('metadata[invoice_id]')).toBe(invoice.id);
  expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('1100000');
});
