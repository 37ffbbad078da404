// The colour theme: the system's by default, a choice remembered by the browser (server-rendered
// in the portal, set before the first paint on the static public pages) and by the person.
import type { Page } from '@playwright/test';
import { account } from './account-data';
import { asNewVisitor, E2E, expect, signIn, test, waitForHydration } from './fixtures';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The HTML the server sends for a page (asked from the page, with its cookies), before any script runs. */
async function servedHtml(page: Page, url: string) {
  return page.evaluate((address) => fetch(address).then((response) => response.text()), url);
}

test('the portal follows the system, then a choice that survives a reload and reaches the other browser', async ({
  page,
  browser,
}) => {
  const person = await account('client');
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, person.email, person.password);
  await waitForHydration(page);
  expect(await themeOf(page)).toBe('system');
  const light = await background(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const systemDark = await background(page);
  expect(systemDark).not.toBe(light);
  await page.emulateMedia({ colorScheme: 'light' });

  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('button', { name: 'Dark' }).click();
  await expect(sidebar.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await themeOf(page)).toBe('dark');
  expect(await background(page)).toBe(systemDark);

  // Saved, and rendered by the server: the HTML already says dark, so there is no flash.
  await expect.poll(() => servedHtml(page, `${E2E.portal}/dashboard`)).toMatch(/<html[^>]*data-theme="dark"/);
  await page.reload();
  expect(await themeOf(page)).toBe('dark');

  // Another browser, signed in as the same person, opens in dark too.
  const other = await browser.newContext({ colorScheme: 'light' });
  const otherPage = await other.newPage();
  await asNewVisitor(otherPage);
  await signIn(otherPage, person.email, person.password);
  expect(await themeOf(otherPage)).toBe('dark');
  expect(await servedHtml(otherPage, `${E2E.portal}/dashboard`)).toMatch(/<html[^>]*data-theme="dark"/);

  // Back to the system's: no attribute, the stylesheet follows prefers-color-scheme.
  await otherPage.getByRole('complementary').getByRole('button', { name: 'System' }).click();
  expect(await themeOf(otherPage)).toBe('system');
  await other.close();
  await expect.poll(() => servedHtml(page, `${E2E.portal}/dashboard`)).not.toMatch(/<html[^>]*data-theme=/);
});

test('the switch works without JavaScript', async ({ browser }) => {
  const person = await account('client');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page);
  await signIn(page, person.email, person.password);
  await page.goto(`${E2E.portal}/billing`);
  await page.getByRole('complementary').getByRole('button', { name: 'Dark' }).click();
  await expect(page).toHaveURL(`${E2E.portal}/billing`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('a public page: system → dark → reload → dark, set before the first paint inside the static CSP', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${E2E.main}/about`);
  await waitForHydration(page);
  expect(await themeOf(page)).toBe('system');
  const light = await background(page);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Dark' }).click();
  expect(await themeOf(page)).toBe('dark');
  await expect
    .poll(() => page.context().cookies())
    .toContainEqual(expect.objectContaining({ name: 'theme', value: 'dark' }));

  await page.reload();
  expect(await themeOf(page)).toBe('dark');
  expect(await background(page)).not.toBe(light);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Dark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(refused).toEqual([]);
});
