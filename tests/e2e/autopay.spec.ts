import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { startLocalStripe, type LocalStripe } from '../support/local-stripe';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { insertProject, insertTestClient, uniqueTag } from './project-data';

// Autopay in the browser: the company's owner saves a card on Stripe's hosted page (a local
// server speaking Stripe's API and serving that page, tests/support/local-stripe.ts; it
// delivers the signed webhook to this server before sending the browser back), turns autopay
// on with the box of agreement ticked and off with one click, with and without JavaScript;
// then the scheduled run charges the next project invoice off-session, once. Its own server,
// since the shared one has no Stripe keys.

const SECRET_KEY = 'sk_test_local_autopay';
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const CRON_SECRET = randomBytes(24).toString('base64url');

let stripe: LocalStripe;
let server: OwnServer;
let sql: postgres.Sql;
let portal: string;
let main: string;
let client: { id: string; email: string };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stripe = await startLocalStripe({ webhookSecret: WEBHOOK_SECRET });
  server = await startOwnServer('autopay', 1800, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.origin,
    CRON_SECRET,
  });
  ({ sql, portal, main } = server);
  stripe.webhookUrl = `${main}/api/stripe/webhook`;
  client = await insertTestClient(sql, uniqueTag(), { canSignIn: true });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

test('the owner saves a card on Stripe’s page and turns autopay on and off', async ({ page }) => {
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email Address').fill(client.email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${portal}/dashboard`);

  await page.goto(`${portal}/billing`);
  const autopay = page.getByTestId('autopay');
  await expect(autopay.getByRole('heading', { name: 'Autopay' })).toBeVisible();
  await expect(autopay).toContainText('No payment method is saved.');
  await expect(autopay).toContainText('Save a payment method first to turn autopay on.');
  await expectNoAxeViolations(page);

  await autopay.getByRole('button', { name: 'Save a Card or Bank Account' }).click();
  await page.waitForURL(`${stripe.origin}/c/setup/*`);
  const call = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
  expect(call.form.get('mode')).toBe('setup');
  expect(call.form.get('success_url')).toBe(`${portal}/billing?method=saved`);
  expect(call.form.get('setup_intent_data[metadata][profile_id]')).toBe(client.id);
  expect(stripe.customers).toHaveLength(1);

  // Stripe's page: the card is typed there, never here. Saving tells the webhook, then returns.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${portal}/billing?method=saved`);
  await expect(page.getByTestId('saved-method')).toContainText(/Visa ending 4242, expires 12\/\d{4}/);

  // Turning on needs the box ticked; then it says so, with the person; one click turns it off.
  const monthly = page.getByTestId('autopay-monthly_fees');
  await monthly.getByRole('button', { name: 'Turn On Autopay for Monthly Fees' }).click();
  await expect(monthly).toContainText('Please tick the box to agree to automatic charges.');
  await monthly.getByLabel('I agree to the terms above').check();
  await monthly.getByRole('button', { name: 'Turn On Autopay for Monthly Fees' }).click();
  await expect(monthly.getByRole('status')).toHaveText('Autopay is on for monthly fees.');
  await page.reload();
  await expect(monthly).toContainText('Autopay is on for monthly fees.');
  await expectNoAxeViolations(page);
  await monthly.getByRole('button', { name: 'Turn Off Autopay for Monthly Fees' }).click();
  await expect(monthly.getByRole('status')).toHaveText('Autopay is off for monthly fees.');
  const consents = await sql<{ scope: string; enabled: boolean; profile_id: string; has_text: boolean }[]>`
    select c.scope, c.enabled, c.profile_id, c.consent_text is not null as has_text
      from app.autopay_consents c
      join app.organization_members m on m.organization_id = c.organization_id
     where m.profile_id = ${client.id} order by c.created_at`;
  expect(consents).toEqual([
    { scope: 'monthly_fees', enabled: true, profile_id: client.id, has_text: true },
    { scope: 'monthly_fees', enabled: false, profile_id: client.id, has_text: false },
  ]);
});

test('before hydration: autopay for project invoices is turned on by the posted form, and the run charges once', async ({
  browser,
}) => {
  // The page's scripts never arrive, so the browser posts the form itself.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/_next/static/chunks/*.js', () => new Promise(() => {}));
  try {
    await page.goto(`${portal}/login?next=/billing`, { waitUntil: 'commit' });
    await page.getByLabel('Email Address').fill(client.email);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${portal}/billing`);
    const projects = page.getByTestId('autopay-project_invoices');
    await projects.getByRole('button', { name: 'Turn On Autopay for Project Invoices' }).click();
    await expect(page.getByTestId('autopay-project_invoices')).toContainText(
      'Please tick the box to agree to automatic charges.',
    );
    await page.getByTestId('autopay-project_invoices').getByLabel('I agree to the terms above').check();
    await page
      .getByTestId('autopay-project_invoices')
      .getByRole('button', { name: 'Turn On Autopay for Project Invoices' })
      .click();
    await expect(page.getByTestId('autopay-project_invoices')).toContainText('Autopay is on for project invoices.');
  } finally {
    await context.close();
  }

  // A signed project: the scheduled run issues its upfront invoice and charges it off-session.
  const projectId = await insertProject(sql, {
    title: `Autopay ${uniqueTag()}`,
    clientId: client.id,
    stage: 'contract_signed',
    value: 2000,
    fee: 0,
  });
  const run = () => fetch(`${main}/api/cron/issue-invoices`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect((await Promise.all([run(), run()])).map((r) => r.status)).toEqual([200, 200]);
  const [invoice] = await sql<{ id: string }[]>`select id from app.invoices where project_id = ${projectId}`;
  const intents = stripe.paymentIntents.filter(
    (pi) => (pi.metadata as Record<string, string>).invoice_id === invoice.id,
  );
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({ amount: 100_000, status: 'succeeded' });
  const payments = await sql`select note from app.invoice_payments where invoice_id = ${invoice.id}`;
  expect(payments).toEqual([{ note: `Autopay ${intents[0].id}` }]);
  // Stripe's own event of it changes nothing more.
  expect((await stripe.deliver('payment_intent.succeeded', intents[0])).status).toBe(200);
  expect(await sql`select 1 from app.invoice_payments where invoice_id = ${invoice.id}`).toHaveLength(1);
});
