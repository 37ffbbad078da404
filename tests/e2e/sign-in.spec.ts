import type { Page } from '@playwright/test';
import { E2E, expect, expectNoAxeViolations, test } from './fixtures';
import { ACCOUNTS, PASSWORD } from '../support/e2e-env';

/** The form's red error box (Next's route announcer is an alert region too). */
const formError = (page: Page) => page.locator('form').getByRole('alert');

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in', () => {
  test('shows the page and its link to the main site’s contact page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us to get started' })).toHaveAttribute(
      'href',
      `${E2E.main}/contact`,
    );
    await expectNoAxeViolations(page);
  });

  test('validates every field with its message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await fillAndSubmit(page, 'not-an-email', '12345');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page).toHaveURL(`${E2E.portal}/login`);
  });

  test('shows the service’s message in a red box for wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await fillAndSubmit(page, ACCOUNTS.client, 'wrong-password');
    await expect(formError(page)).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(`${E2E.portal}/login`);
  });

  test('an invited user without a password cannot sign in', async ({ page }) => {
    await page.goto('/login');
    await fillAndSubmit(page, 'hello@harborbakery.example', PASSWORD);
    await expect(formError(page)).toHaveText('Invalid login credentials');
  });

  test('reads Signing In... and is disabled while submitting', async ({ page }) => {
    await page.goto('/login');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/login', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await fillAndSubmit(page, ACCOUNTS.client, 'wrong-password');
    const button = page.getByRole('button', { name: 'Signing In...' });
    await expect(button).toBeDisabled();
    release();
    await expect(formError(page)).toHaveText('Invalid login credentials');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('says An unexpected error occurred when the request fails', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/login', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await fillAndSubmit(page, ACCOUNTS.client, PASSWORD);
    await expect(formError(page)).toHaveText('An unexpected error occurred');
  });

  test('signs in, returns to the page first asked for, and signs out', async ({ page }) => {
    await page.goto('/billing');
    await expect(page).toHaveURL(`${E2E.portal}/login?next=%2Fbilling`);
    await fillAndSubmit(page, ACCOUNTS.client, PASSWORD);
    await expect(page).toHaveURL(`${E2E.portal}/billing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

    // Already signed in: /login goes to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(`${E2E.portal}/dashboard`);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${E2E.portal}/login?next=%2Fdashboard`);
  });

  test('never follows a redirect target outside the site', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
    await fillAndSubmit(page, ACCOUNTS.client, PASSWORD);
    await expect(page).toHaveURL(`${E2E.portal}/dashboard`);
  });

  test('a signed-out session cookie stops working at once (revocation)', async ({ page, context }) => {
    await page.goto('/login');
    await fillAndSubmit(page, ACCOUNTS.client, PASSWORD);
    await expect(page).toHaveURL(`${E2E.portal}/dashboard`);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Replaying the old cookie must not sign anyone in again.
    await context.addCookies([session!]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${E2E.portal}/login?next=%2Fdashboard`);
  });

  test('register is a static page that explains accounts are made by invitation', async ({ page }) => {
    await page.goto('/register');
    for (const label of ['Full Name', 'Company Name', 'Email Address', 'Password']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Registration requires approval from our team.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/register`);
    await expectNoAxeViolations(page);
  });
});
