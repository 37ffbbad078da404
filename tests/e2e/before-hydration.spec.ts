// Every control of the public pages works from the first paint, before the page's
// JavaScript has run, and with JavaScript off. Each test opens the page with
// `waitUntil: 'commit'` (the response has only started) and acts at once.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { services } from '@/content/services';
import { chapterPath, chapterUrl, menu, outline } from './education-helpers';
import { E2E, e2eSql, expect, test, waitForHydration } from './fixtures';

const PUBLIC_PAGES = ['/', '/about', '/services', '/contact', ...outline.map((_, i) => chapterPath(i))];
const DESCRIPTION = 'We run three scheduling tools and a spreadsheet and want one system our front desk can use.';
const SPEC_MESSAGES = [
  'Full name is required',
  'Email is required',
  'Company name is required',
  'Please select a project type',
  'Please select a budget range',
  'Please select a timeline',
  'Please describe your project',
];

const SCRIPT_DELAY_MS = 1500;

const open = (page: Page, path: string) => page.goto(`${E2E.main}${path}`, { waitUntil: 'commit' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Inquiry' }).click();

async function storedInquiries(email: string) {
  const sql = e2eSql();
  try {
    return await sql`select full_name, company, budget, description from app.contact_inquiries where email = ${email}`;
  } finally {
    await sql.end();
  }
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'before hydration' : 'with JavaScript off', () => {
    test.use({ javaScriptEnabled: javaScript });
    // The page's scripts arrive late (as on a slow link), so the first actions land on the
    // server's HTML, and hydration happens while the test is still checking what they did.
    test.beforeEach(async ({ page }) => {
      if (!javaScript) return;
      await page.route('**/_next/static/chunks/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        await route.continue();
      });
    });

    for (const path of PUBLIC_PAGES) {
      test(`${path}: the header and footer links work at once`, async ({ page }) => {
        const target = path === '/services' ? 'About' : 'Services';
        await open(page, path);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target }).click();
        await expect(page).toHaveURL(`${E2E.main}/${target.toLowerCase()}`);

        await open(page, path);
        await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Education' }).click();
        await expect(page).toHaveURL(`${E2E.main}/education`);
      });
    }

    test('/services: each card’s View Details opens and closes on its own', async ({ page }) => {
      await open(page, '/services');
      const [first, second] = [page.locator('article').nth(0), page.locator('article').nth(1)];
      await first.locator('summary').click();
      await expect(first.getByText(services[0].processSteps[0])).toBeVisible();
      await expect(first.locator('summary')).toHaveAccessibleName('Hide Details');
      await expect(second.getByText(services[1].processSteps[0])).toBeHidden();
      await second.locator('summary').click();
      await expect(second.getByText(services[1].benefits[0])).toBeVisible();
      await first.locator('summary').click();
      await expect(first.getByText(services[0].processSteps[0])).toBeHidden();
      await expect(second.getByText(services[1].benefits[0])).toBeVisible();
    });

    test('/: a service links to its card on /services', async ({ page }) => {
      await open(page, '/');
      await page
        .getByRole('link', { name: new RegExp(services[2].title) })
        .first()
        .click();
      await expect(page).toHaveURL(`${E2E.main}/services#${services[2].anchor}`);
      await expect(page.locator(`#${services[2].anchor}`)).toBeInViewport();
    });

    test('/contact: an empty submit shows a message for each field and stores nothing', async ({ page }) => {
      await open(page, '/contact');
      await submit(page);
      for (const message of SPEC_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
      expect(page.url()).toBe(`${E2E.main}/contact`);
    });

    test('/contact: an invalid submit keeps what was typed, out of the URL', async ({ page }) => {
      const email = `kept-${randomUUID()}@quinn.example`;
      await open(page, '/contact');
      await page.getByLabel('Full Name').fill('Robin Quinn');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Budget Range').selectOption('15k-50k');
      await page.getByLabel('Project Description').fill('Too short to be useful.');
      await submit(page);
      await expect(page.getByText('Please provide at least 50 characters', { exact: true })).toBeVisible();
      await expect(page.getByText('Company name is required', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Full Name')).toHaveValue('Robin Quinn');
      await expect(page.getByLabel('Email Address')).toHaveValue(email);
      await expect(page.getByLabel('Budget Range')).toHaveValue('15k-50k');
      await expect(page.getByLabel('Project Description')).toHaveValue('Too short to be useful.');
      await expect(page.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
      expect(page.url()).toBe(`${E2E.main}/contact`);
      expect(await storedInquiries(email)).toHaveLength(0);
    });

    test('/contact: a valid submit is stored and thanked, and the form starts over', async ({ page }) => {
      const email = `early-${randomUUID()}@quinn.example`;
      await open(page, '/contact');
      await page.getByLabel('Full Name').fill('Robin Quinn');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Company Name').fill('Quinn Dental');
      await page.getByLabel('Project Type').selectOption('saas-consolidation');
      await page.getByLabel('Budget Range').selectOption('15k-50k');
      await page.getByLabel('Timeline').selectOption('1-3months');
      await page.getByLabel('Project Description').fill(DESCRIPTION);
      await submit(page);
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(page.url()).toBe(`${E2E.main}/contact`);
      expect(await storedInquiries(email)).toEqual([
        { full_name: 'Robin Quinn', company: 'Quinn Dental', budget: '15k-50k', description: DESCRIPTION },
      ]);
      await page.getByRole('link', { name: 'Submit Another Inquiry' }).click();
      await expect(page.getByLabel('Full Name')).toHaveValue('');
      await expect(page.getByLabel('Email Address')).toHaveValue('');
    });

    test.describe('the guide on a small screen', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: javaScript, hasTouch: true });

      for (const [index, chapter] of outline.entries()) {
        test(`${chapterPath(index)}: the chapter toggle opens and its links work`, async ({ page }) => {
          const other = outline[(index + 1) % outline.length];
          await open(page, chapterPath(index));
          const toggle = menu(page).locator('summary');
          await expect(toggle).toContainText(chapter.title);
          await toggle.click();
          await expect(menu(page).locator('details')).toHaveAttribute('open');
          await menu(page).getByRole('link', { name: chapter.subsections[0].title, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`#${chapter.subsections[0].id}$`));
          await expect(page.getByRole('heading', { level: 3, name: chapter.subsections[0].title })).toBeInViewport();

          await open(page, chapterPath(index));
          await menu(page).locator('summary').click();
          await menu(page).getByRole('link', { name: other.title }).click();
          await expect(page).toHaveURL(chapterUrl((index + 1) % outline.length));
        });
      }
    });

    test('the guide on a large screen: chapter links and the pager work at once', async ({ page }) => {
      await open(page, '/education');
      await menu(page).getByRole('link', { name: outline[3].title }).click();
      await expect(page).toHaveURL(chapterUrl(3));
      await open(page, chapterPath(3));
      await page.getByRole('navigation', { name: 'Chapter navigation' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(chapterUrl(4));
    });
  });
}

// The framework reads the address when its router starts, then writes it back when the page has
// hydrated; a fragment link followed in between must keep its address.
test.describe('an in-page link followed while the page hydrates', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A script still in flight when the test ends would make its handler throw outside any test.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  /** Holds the guide menu's own code: the router starts, and hydration waits for the menu. */
  async function holdTheMenu(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('prefers-reduced-motion')) await released;
      await route.fulfill({ response }).catch(() => undefined);
    });
    await open(page, chapterPath(1));
    await waitForHydration(page);
    return release;
  }

  test('a guide subsection keeps its address, and Back returns to it', async ({ page }) => {
    const subsection = outline[1].subsections[1];
    const release = await holdTheMenu(page);
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: subsection.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${subsection.id}$`));

    release();
    await expect(menu(page).locator('a[aria-current="location"]').first()).toHaveText(subsection.title);
    await expect(page).toHaveURL(`${chapterUrl(1)}#${subsection.id}`);
    await expect(page.getByRole('heading', { level: 3, name: subsection.title })).toBeInViewport();

    // The router knows the entry: leaving the chapter and coming back lands on the subsection.
    // (The link followed natively left the menu open.)
    await expect(menu(page).locator('details')).toHaveAttribute('open');
    await menu(page).getByRole('link', { name: outline[2].title }).click();
    await expect(page).toHaveURL(chapterUrl(2));
    await page.goBack();
    await expect(page).toHaveURL(`${chapterUrl(1)}#${subsection.id}`);
    await expect(page.getByRole('heading', { level: 2, name: outline[1].title })).toBeVisible();
  });

  test('the skip link keeps its address', async ({ page }) => {
    const release = await holdTheMenu(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${chapterUrl(1)}#main`);
    release();
    // The menu is hydrated once React has attached itself to its toggle.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('nav details') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await expect(page).toHaveURL(`${chapterUrl(1)}#main`);
  });
});
