import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E, e2eSql, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { PASSWORD, storageStatePath } from '../support/e2e-env';

const metricCard = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: 'Security metrics' }).getByRole('listitem').filter({ hasText: name });

test.describe('Security Dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: storageStatePath('admin') });

  test('shows metrics from real events, the alerts and the best practices', async ({ page }) => {
    const sql = e2eSql();
    // Counts only grow while other tests run, so "above the threshold" stays true.
    await sql`insert into app.security_events (event_type) select 'failed_login' from generate_series(1, 11)`;
    await sql`insert into app.security_events (event_type) values ('rate_limited')`;
    await sql.end();
    await page.goto('/admin/security');
    for (const name of [
      'Failed login attempts (24h)',
      'Rate limited requests (24h)',
      'Active sessions',
      'Token rotations (30d)',
      'Unauthorized admin access attempts (24h)',
    ]) {
      await expect(metricCard(page, new RegExp(name.replace(/[()]/g, '\\$&')))).toBeVisible();
    }
    await expect(metricCard(page, /Failed login/)).toHaveAttribute('data-tone', 'red');
    await expect(metricCard(page, /Rate limited/)).toHaveAttribute('data-tone', 'orange');
    await expect(page.getByText('High Failed Login Activity')).toBeVisible();
    await expect(page.getByText('Rate Limiting Active')).toBeVisible();
    await expect(page.getByText('All Clear')).toHaveCount(0);
    for (const practice of [
      /strong, unique passwords/,
      /multi-factor authentication/,
      /Rotate the admin access token/,
      /Monitor the activity/,
      /Keep software/,
      /Review these security metrics/,
      /rate limiting/,
      /HTTPS/,
    ]) {
      await expect(page.getByText(practice)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('reloads the metrics every 30 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/security');
    // The 30 s timer starts once the page has hydrated: on a busy machine that came after the
    // clock had been run forward, and the refresh then waited 30 real seconds.
    await waitForHydration(page);
    const card = metricCard(page, /Token rotations/);
    const before = Number(await card.locator('p').nth(1).textContent());
    const sql = e2eSql();
    await sql`insert into app.security_events (event_type) values ('token_rotation')`;
    await sql.end();
    await page.clock.runFor(29_000);
    await expect(card.locator('p').nth(1)).toHaveText(String(before));
    await page.clock.runFor(2_000);
    await expect(card.locator('p').nth(1)).toHaveText(String(before + 1));
  });

  test('rotates the admin token after confirmation; the new path works, the old one is a logged 404', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/security');
    // Cancel changes nothing.
    await page.getByRole('button', { name: 'Rotate Token' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to rotate the admin access token? This will invalidate the current admin URL.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveCount(0);

    const rotate = async () => {
      await page.getByRole('button', { name: 'Rotate Token' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate Token' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Admin token rotated successfully.' });
      await expect(status).toBeVisible();
      return /New path: \/mgmt-([0-9a-f]+)$/.exec((await status.textContent()) ?? '')![1];
    };
    const first = await rotate();

    const sql = e2eSql();
    const [logged] =
      await sql`select details from app.activity_log where action = 'admin_token_rotation_initiated' order by id desc limit 1`;
    expect(logged.details.token_prefix).toMatch(/^adm-[0-9a-f]{4}$/);

    await page.goto(`/mgmt-${first}`);
    await expect(page).toHaveURL(`${E2E.portal}/dashboard`);
    await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();

    await page.goto('/admin/security');
    const second = await rotate();
    expect(second).not.toBe(first);
    const old = await page.goto(`/mgmt-${first}`);
    expect(old?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const paths = (
      await sql`select details->>'path' as path from app.security_events where event_type = 'unauthorized_admin_access'`
    ).map((r) => r.path);
    expect(paths).toContain(`/mgmt-${first}`);

    // A client, and a visitor who is not signed in, get the same 404 for the valid path.
    const client = await browser.newContext({ storageState: storageStatePath('client') });
    const clientPage = await client.newPage();
    expect((await clientPage.goto(`${E2E.portal}/mgmt-${second}`))?.status()).toBe(404);
    await client.close();
    const anon = await browser.newContext({ storageState: undefined });
    const anonPage = await anon.newPage();
    expect((await anonPage.goto(`${E2E.portal}/mgmt-${second}`))?.status()).toBe(404);
    await anon.close();
    const [{ n }] =
      await sql`select count(*)::int as n from app.security_events where event_type = 'unauthorized_admin_access' and details->>'path' = ${`/mgmt-${second}`}`;
    expect(n).toBeGreaterThanOrEqual(2);
    await sql.end();
  });

  test('says Failed to rotate admin token when rotation fails', async ({ page }) => {
    await page.goto('/admin/security');
    await page.route('**/admin/security', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Rotate Token' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate Token' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Failed to rotate admin token');
  });

  test('says Failed to load security metrics when the metrics cannot be loaded', async ({ page }) => {
    const sql = e2eSql();
    await sql`revoke execute on function app.get_security_dashboard() from authenticated`;
    try {
      await page.goto('/admin/security');
      await expect(page.locator('main').getByRole('alert')).toContainText('Failed to load security metrics');
    } finally {
      await sql`grant execute on function app.get_security_dashboard() to authenticated`;
      await sql.end();
    }
  });
});

test.describe('sign-in limits and records', () => {
  test('records failed sign-ins and pauses an account after 5 failures', async ({ page }) => {
    const email = `limited-${randomUUID()}@e2e.test`;
    const sql = e2eSql();
    await sql`insert into auth.users (email, encrypted_password, email_confirmed_at)
              values (${email}, extensions.crypt(${PASSWORD}, extensions.gen_salt('bf')), now())`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.50' });
    await page.goto('/login');
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password').fill(`wrong-${i}-password`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid login credentials');
    }
    const [{ failures }] =
      await sql`select count(*)::int as failures from app.security_events where event_type = 'failed_login' and details->>'email' = ${email}`;
    expect(failures).toBe(5);
    // Even the right password waits now.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    await sql.end();
  });
});

test.describe('server actions', () => {
  test('refuse calls from another origin', async ({ page, request }) => {
    // Find the sign-in action's id the way the browser sends it.
    await page.goto('/login');
    const actionRequest = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
    await page.getByLabel('Email Address').fill('nobody@e2e.test');
    await page.getByLabel('Password').fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const sent = await actionRequest;
    // Node does not resolve *.localhost: address the server directly and name the host.
    const replay = (origin: string) =>
      request.post(`http://127.0.0.1:${E2E.port}/login`, {
        headers: { ...sent.headers(), origin, host: `portal.localhost:${E2E.port}` },
        data: sent.postData() ?? '',
        maxRedirects: 0,
      });
    expect((await replay(E2E.portal)).status()).toBe(200);
    const response = await replay('https://evil.example');
    expect(response.status()).toBeGreaterThanOrEqual(400);
  });
});
