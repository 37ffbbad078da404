import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from './fixtures';

// In the default mode (no TRUSTED_PROXY) the client address is the
// socket's, so rotating X-Forwarded-For / X-Real-IP does not escape the per-IP limits.
// The shared e2e server trusts one proxy (the test runner), so this starts its own
// server with `npm start`'s launcher and nothing configured.

const port = E2E.port + 1000;
const portal = `http://portal.localhost:${port}`;
const main = `http://localhost:${port}`;
const dataDir = path.resolve(`.data/e2e-${E2E.port}-default-ip`);
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.TRUSTED_PROXY;
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts', 'start'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`${main}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The default-mode server did not start');
    await new Promise((r) => setTimeout(r, 1000));
  }
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
const forged = async (page: Page) => {
  n += 1;
  const ip = `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip, 'X-Real-IP': ip });
};

test('rotating forwarding headers do not bypass the sign-in limit', async ({ page }) => {
  await page.goto(`${portal}/login`);
  let refused = false;
  for (let attempt = 1; attempt <= 22 && !refused; attempt++) {
    await forged(page);
    await page.getByLabel('Email Address').fill(`nobody-${randomUUID()}@e2e.test`);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.locator('form').getByRole('alert');
    await expect(alert).toHaveText(/Invalid login credentials|Too many sign-in attempts/);
    refused = /Too many/.test((await alert.textContent()) ?? '');
    if (refused) expect(attempt).toBe(21);
  }
  expect(refused).toBe(true);
});

test('rotating forwarding headers do not bypass the contact form limit', async ({ page }) => {
  let refused = false;
  for (let attempt = 1; attempt <= 7 && !refused; attempt++) {
    await forged(page);
    await page.goto(`${main}/contact`);
    await page.getByLabel('Full Name').fill('Robin Quinn');
    await page.getByLabel('Email Address').fill(`robin-${attempt}@quinn.example`);
    await page.getByLabel('Company Name').fill('Quinn Dental');
    await page.getByLabel('Project Type').selectOption('saas-consolidation');
    await page.getByLabel('Budget Range').selectOption('15k-50k');
    await page.getByLabel('Timeline').selectOption('1-3months');
    await page
      .getByLabel('Project Description')
      .fill('We run three scheduling tools and a spreadsheet and want one system our front desk can use.');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    const tooMany = page.getByText('Too many inquiries from your network');
    const thanks = page.getByText(/Thank you/i).first();
    await expect(tooMany.or(thanks)).toBeVisible();
    refused = await tooMany.isVisible();
    if (refused) expect(attempt).toBe(6);
  }
  expect(refused).toBe(true);
});
