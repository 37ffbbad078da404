import { E2E, expect, expectNoAxeViolations, test } from './fixtures';

test.describe('host routing', () => {
  test('the main host serves the public site', async ({ page }) => {
    const response = await page.goto(`${E2E.main}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Education' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('internal /portal and /legacy paths are a 404 on the main host', async ({ page }) => {
    for (const path of ['/portal', '/portal/login', '/portal/admin/clients', '/legacy/x']) {
      const response = await page.goto(`${E2E.main}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('an unknown public path shows the site’s not-found page', async ({ page }) => {
    const response = await page.goto(`${E2E.main}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Login and Get Started on the main host jump to the portal host', async ({ page }) => {
    await page.goto(`${E2E.main}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/login`);
    await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
    await page.goto(`${E2E.main}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/register`);
  });

  test('the deprecated app host says where the dashboard went', async ({ page }) => {
    // Without its scripts the page stays put, so the notice itself can be checked.
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto(`${E2E.app}/admin/clients`);
    await expect(page.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    await expect(page.getByText('The admin dashboard has moved to the unified client portal.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the portal' })).toHaveAttribute(
      'href',
      `${E2E.portal}/admin/clients`,
    );
    await expectNoAxeViolations(page);
  });

  test('the deprecated app host then moves to the same path on the portal host', async ({ page }) => {
    await page.goto(`${E2E.app}/admin/clients?status=active`);
    await expect(page.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    // Signed out, the portal then asks to sign in and remembers the path.
    await page.waitForURL(/portal\.localhost/, { timeout: 10_000 });
    expect(page.url()).toBe(`${E2E.portal}/login?next=${encodeURIComponent('/admin/clients?status=active')}`);
  });

  test('the portal host does not serve the public pages', async ({ page }) => {
    const response = await page.goto(`${E2E.portal}/about`);
    // Signed out, everything outside the public portal paths asks to sign in first.
    expect(response?.url()).toBe(`${E2E.portal}/login?next=%2Fabout`);
  });
});
