// A Vercel preview's default host (<project>-git-<branch>-<team>.vercel.app) serves the
// main site and the portal: the portal under /portal, sign-in with host-only cookies, and
// nothing indexed (lib/hosts.ts routeRequest, lib/auth/cookies.ts,
// docs/decisions/0031-supabase-and-vercel-deployments.md).
// Reached over HTTPS through a TLS front, as on Vercel (Chromium preloads HSTS for the domain).
import { ACCOUNTS, PASSWORD } from '../support/e2e-env';
import { startTlsFront } from '../support/tls-front';
import { E2E, expect, expectNoAxeViolations, test } from './fixtures';

const previewHost = 'consultancy-git-feature-x-team.vercel.app';
let front: Awaited<ReturnType<typeof startTlsFront>>;
let previewOrigin: string;

test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  front = await startTlsFront(E2E.port);
  previewOrigin = `https://${previewHost}:${front.port}`;
});

test.afterAll(async () => {
  await front?.close();
});

test.describe('a preview deployment on Vercel’s default host', () => {
  test('serves the main site, not indexed', async ({ page, request }) => {
    const response = await page.goto(`${previewOrigin}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Education' })).toBeVisible();
    await expectNoAxeViolations(page);

    const robots = await page.goto(`${previewOrigin}/robots.txt`);
    expect(await robots!.text()).toContain('Disallow: /');
    expect(robots!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // The real domain stays indexable.
    const main = await request.get(`${E2E.main}/robots.txt`);
    expect(await main.text()).toContain('Allow: /');
    expect((await request.get(`${E2E.main}/`)).headers()['x-robots-tag']).toBeUndefined();
  });

  test('Login on the main site leads to the portal under /portal on the same host', async ({ page }) => {
    await page.goto(`${previewOrigin}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe(previewHost);
    const portal = await page.goto(`${previewOrigin}/portal/login`);
    expect(portal?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a signed-out visit to a portal page asks to sign in, under /portal', async ({ page }) => {
    await page.goto(`${previewOrigin}/portal/billing`);
    await expect(page).toHaveURL(`${previewOrigin}/portal/login?next=%2Fbilling`);
  });

  test('sign-in works with a host-only cookie, and the portal’s own links work', async ({ page, context }) => {
    await page.goto(`${previewOrigin}/portal/login?next=%2Fbilling`);
    await page.getByLabel('Email Address').fill(ACCOUNTS.client);
    await page.getByLabel('Password').fill(PASSWORD);
    // Behind a proxy that ends TLS the sign-in's answer names the page to go to, and the
    // browser fetches it (Next.js cannot fetch it from this plain-HTTP server over https
    // itself: one more round trip, docs/decisions/0049-web-server-on-public-apis.md); the sign-in must still land there.
    const answer = page.waitForResponse((response) => Boolean(response.request().headers()['next-action']));
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(`${previewOrigin}/billing`);
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();

    const session = (await context.cookies(previewOrigin)).find((c) => c.name === 'portal_session');
    expect(session, 'session cookie').toBeDefined();
    expect(session!.domain).toBe(previewHost); // host-only: no Domain attribute
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');

    // The sidebar links from the portal's root; the preview host routes them to the portal.
    const nav = page.getByRole('navigation', { name: 'Client Portal' });
    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(`${previewOrigin}/support`);
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    await page.goto(`${previewOrigin}/portal`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome|Dashboard/);

    // The main site on the same host sees the sign-in.
    await page.goto(`${previewOrigin}/about`);
    await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveText(/Jordan Lee/);
  });
});
