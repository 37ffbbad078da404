import { E2E, expect, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';

function collectCspViolations(page: import('@playwright/test').Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test.describe('security headers (DESIGN §9)', () => {
  test('a static public page has a strict hash-based CSP and still works', async ({ page }) => {
    const violations = collectCspViolations(page);
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
    // Hydrated under the policy: the interactive card still works.
    await page.locator('article').first().getByRole('button', { name: 'View Details' }).click();
    await expect(page.locator('article').first().getByRole('button', { name: 'Hide Details' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe('portal', () => {
    test.use({ storageState: storageStatePath('client') });
    test('a portal page gets a fresh nonce per request and works under it', async ({ page }) => {
      const violations = collectCspViolations(page);
      const first = (await page.goto('/billing'))!.headers()['content-security-policy'];
      const second = (await page.goto('/dashboard'))!.headers()['content-security-policy'];
      const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce(first)).toBeTruthy();
      expect(nonce(first)).not.toBe(nonce(second));
      expect(second).toContain("'strict-dynamic'");
      // Client navigation works (scripts ran).
      await page.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Support' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/support`);
      expect(violations).toEqual([]);
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
