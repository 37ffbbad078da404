import { E2E, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { ACCOUNTS, storageStatePath } from '../support/e2e-env';

const PAGES = ['/', '/about', '/services', '/contact'];

test.describe('public pages', () => {
  for (const path of PAGES) {
    test(`${path} has its title, canonical link, Open Graph data and no axe violations`, async ({ page }) => {
      const response = await page.goto(`${E2E.main}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(siteConfig.name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        path === '/' ? 'http://localhost:3000' : `http://localhost:3000${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test(`${path} has no axe violations in the dark theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${E2E.main}${path}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test('the header navigates the main site; the footer has its columns and contact links', async ({ page }) => {
    await page.goto(`${E2E.main}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Services', 'Education', 'Contact']);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${E2E.main}/about`);
    const company = page.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link')).toHaveText(['About', 'Services', 'Education', 'Contact']);
    const support = page.getByRole('navigation', { name: 'Support' });
    await expect(support.getByRole('link', { name: 'Client Portal' })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(support.getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
  });

  test('the home page lists the 8 services, each linking to its card', async ({ page }) => {
    await page.goto(`${E2E.main}/`);
    for (const s of services) {
      await expect(page.getByRole('link', { name: new RegExp(s.title) })).toHaveAttribute(
        'href',
        `/services#${s.anchor}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Get a Free Quote' }).first()).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: 'Read the AI Guide' })).toHaveAttribute('href', '/education');
    for (const claim of ['70%', '50+', '2024', '24 hours'])
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'ProfessionalService', name: siteConfig.name, foundingDate: '2024' });
  });

  test('each service card toggles its own details', async ({ page }) => {
    await page.goto(`${E2E.main}/services`);
    const cards = page.locator('article');
    await expect(cards).toHaveCount(8);
    expect(await cards.evaluateAll((els) => els.map((e) => e.id))).toEqual(services.map((s) => s.anchor));
    const first = cards.nth(0);
    const second = cards.nth(1);
    // A native disclosure: <details> and its <summary>, named by the label it shows.
    const toggle = first.locator('summary');
    await expect(toggle).toHaveAccessibleName('View Details');
    await expect(first.locator('details')).not.toHaveAttribute('open');
    await expect(first.getByText(services[0].processSteps[0])).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Hide Details');
    await expect(first.locator('details')).toHaveAttribute('open');
    await expect(first.getByText(services[0].processSteps[0])).toBeVisible();
    await expect(first.getByText(services[0].benefits[0])).toBeVisible();
    await expect(second.locator('summary')).toHaveAccessibleName('View Details');
    await expect(second.locator('details')).not.toHaveAttribute('open');
    await toggle.click();
    await expect(first.getByText(services[0].processSteps[0])).toBeHidden();
    for (const [i, s] of services.entries()) {
      await expect(cards.nth(i)).toContainText(s.priceRange);
      await expect(cards.nth(i)).toContainText(s.typicalRange);
    }
  });

  test('/services#anchor opens and scrolls to that card', async ({ page }) => {
    const target = services[5];
    await page.goto(`${E2E.main}/services#${target.anchor}`);
    const card = page.locator(`#${target.anchor}`);
    await expect(card.locator('summary')).toHaveAccessibleName('Hide Details');
    await expect(card.getByText(target.processSteps[0])).toBeVisible();
    await expect(card).toBeInViewport();
    await expect(page.locator(`#${services[0].anchor}`).locator('summary')).toHaveAccessibleName('View Details');
  });

  test('the about page tells the story, four values and the claims', async ({ page }) => {
    await page.goto(`${E2E.main}/about`);
    await expect(page.getByRole('heading', { name: 'Our values' })).toBeVisible();
    // The four values (the clients' words, when published, have a heading of their own).
    await expect(page.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByText('Minnesota', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
  });

  test('robots.txt, sitemap.xml and the Open Graph image', async ({ request }) => {
    const robots = await request.get(`${E2E.main}/robots.txt`);
    expect(await robots.text()).toContain('Allow: /');
    const portalRobots = await request.get(`${E2E.main}/robots.txt`, {
      headers: { Host: `portal.localhost:${E2E.port}` },
    });
    expect(await portalRobots.text()).toContain('Disallow: /');
    const sitemap = await (await request.get(`${E2E.main}/sitemap.xml`)).text();
    for (const path of ['/about', '/services', '/contact', '/education', '/education/ai-today'])
      expect(sitemap).toContain(`http://localhost:3000${path}`);
  });

  test('pages share an Open Graph image', async ({ page, request }) => {
    await page.goto(`${E2E.main}/`);
    const imageUrl = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    const image = await request.get(new URL(new URL(imageUrl!).pathname, E2E.main).href);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});

test.describe('header signed-in state', () => {
  test('signed out: Login and Get Started; no navigation on the portal host', async ({ page }) => {
    await page.goto(`${E2E.portal}/contact`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStatePath('client') });

    test('on the portal host: a keyboard-operable user menu with Dashboard and Sign Out', async ({ page }) => {
      await page.goto(`${E2E.portal}/contact`);
      const menuButton = page.getByRole('button', { name: /Account menu for/ });
      await expect(menuButton).toHaveText(/Jordan Lee/);
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/dashboard`);
    });

    test('sign-out failure keeps the page and says so', async ({ page }) => {
      await page.goto(`${E2E.portal}/contact`);
      await page.route('**/contact', (route) =>
        route.request().method() === 'POST' ? route.abort() : route.continue(),
      );
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByRole('banner').getByRole('alert')).toHaveText('Sign out failed. Please try again.');
      await expect(page).toHaveURL(`${E2E.portal}/contact`);
    });
  });
});

test.describe('signed in on the main host', () => {
  test('with the parent-domain cookie: Sign Out goes to / and closes the menu', async ({ page, context }) => {
    // A session of its own: signing out revokes it, and the shared client session must live on.
    await signIn(page, ACCOUNTS.client);
    // In production the session cookie is scoped to the parent domain; on localhost it is
    // host-only, so the test gives the main host the same cookie.
    const session = (await context.cookies(E2E.portal)).find((c) => c.name === 'portal_session')!;
    await context.addCookies([{ ...session, domain: 'localhost' }]);
    await page.goto(`${E2E.main}/about`);
    const menuButton = page.getByRole('button', { name: /Account menu for/ });
    await menuButton.click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${E2E.main}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});
