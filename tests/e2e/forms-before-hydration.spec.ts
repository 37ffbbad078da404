// Forms submitted by the browser itself: before the page's JavaScript has run (scripts that
// never arrive) and with JavaScript off. Nothing typed may land in the URL; the sign-in form
// works in full (docs/decisions.md, "Forms submitted before hydration").
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { RESET_REQUESTED } from '@/lib/auth/messages';
import { ACCOUNTS, PASSWORD, storageStatePath } from '../support/e2e-env';
import { E2E, expect, test } from './fixtures';

const formError = (page: Page) => page.locator('form').getByRole('alert');
const neverLoadScripts = (page: Page) => page.route('**/_next/static/chunks/*.js', () => new Promise(() => {}));

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'before hydration' : 'with JavaScript off', () => {
    test.use({ javaScriptEnabled: javaScript });
    test.beforeEach(async ({ page }) => {
      if (javaScript) await neverLoadScripts(page);
    });

    test('sign-in: refusals keep the email and never the password; the right one signs in, and out', async ({
      page,
    }) => {
      await page.goto('/login?next=/projects', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();

      const stranger = `nobody-${randomUUID()}@example.test`;
      await page.getByLabel('Email Address').fill(stranger);
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(formError(page)).toHaveText('Invalid login credentials');
      await expect(page.getByLabel('Email Address')).toHaveValue(stranger);
      await expect(page.getByLabel('Password')).toHaveValue('');
      expect(page.url()).toBe(`${E2E.portal}/login?next=/projects`);

      await page.getByLabel('Email Address').fill(ACCOUNTS.client);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/projects`);

      // Signing out is a form too: the session ends, and the portal asks to sign in again.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).not.toHaveURL(`${E2E.portal}/projects`);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    });

    test('forgot password: a bad email comes back with its message and text; a good one is answered', async ({
      page,
    }) => {
      await page.goto('/auth/forgot-password', { waitUntil: 'commit' });
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Please enter a valid email')).toBeVisible();
      await expect(page.getByLabel('Email Address')).toHaveValue('not-an-email');
      expect(page.url()).toBe(`${E2E.portal}/auth/forgot-password`);

      await page.getByLabel('Email Address').fill(`nobody-${randomUUID()}@example.test`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
    });
  });
}

test.describe('a portal form posted before hydration', () => {
  test.use({ storageState: storageStatePath('client') });

  test('puts nothing it holds in the URL', async ({ page }) => {
    await neverLoadScripts(page);
    await page.goto('/account', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password').fill('not-sent-anywhere');
    await form.getByLabel('New Password', { exact: true }).fill('new-secret-1');
    await form.getByLabel('Confirm New Password').fill('new-secret-1');
    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
    await form.getByRole('button').click();
    expect(new URL((await posted).url()).search).toBe('');
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(`${E2E.portal}/account`);
  });
});
