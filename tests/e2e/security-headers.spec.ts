import type { Page } from '@playwright/test';
import { E2E, expect, test, waitForHydration } from './fixtures';
import { storageStatePath } from '../support/e2e-env';

/**
 * Records every CSP violation the page reports (the securitypolicyviolation event also sees
 * those that print nothing in the console, such as a library probing for eval).
 */
async function collectCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security headers', () => {
  test('a static public page has a strict hash-based CSP and still works', async ({ page }) => {
    const violations = await collectCspViolations(page);
    const response = await page.goto(`${E2E.main}/services`);
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Hydrated under the policy: the header's island asked for the session, and a card opens.
    await waitForHydration(page);
    await page.locator('article').first().locator('summary').click();
    await expect(page.locator('article').first().locator('summary')).toHaveAccessibleName('Hide Details');
    expect(await violations()).toEqual([]);
  });

  test('the contact form validates under the static CSP without any violation (no eval)', async ({ page }) => {
    const violations = await collectCspViolations(page);
    await page.goto(`${E2E.main}/contact`);
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test.describe('portal', () => {
    test.use({ storageState: storageStatePath('client') });
    test('a portal page gets a fresh nonce per request and works under it', async ({ page }) => {
      const violations = await collectCspViolations(page);
      const first = (await page.goto('/billing'))!.headers()['content-security-policy'];
      const second = (await page.goto('/dashboard'))!.headers()['content-security-policy'];
      const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce(first)).toBeTruthy();
      expect(nonce(first)).not.toBe(nonce(second));
      expect(second).toContain("'strict-dynamic'");
      // Client navigation works (scripts ran).
      await page.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Support' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/support`);
      expect(await violations()).toEqual([]);
    });
  });

  test('session cookies are httpOnly and SameSite=Lax; HSTS is not sent on plain-HTTP localhost', async ({
    page,
    context,
  }) => {
    const response = await page.goto(`${E2E.portal}/login`);
    expect(response!.headers()['strict-transport-security']).toBeUndefined();
    await context.clearCookies();
  });
});
