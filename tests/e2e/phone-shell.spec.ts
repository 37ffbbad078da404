// The portal on a phone: no screen scrolls sideways at 360 px, the page starts in the first
// screen at 390 × 844, and the menu drawer works from the keyboard and before hydration.
import type { Page } from '@playwright/test';
import { E2E, expect, test, waitForHydration } from './fixtures';
import { demoIds, PORTAL_SCREENS, type ShellRole } from './portal-screens';
import { storageStatePath } from '../support/e2e-env';

let fill: (path: string) => string = (path) => path;
test.beforeAll(async () => {
  fill = await demoIds();
});

async function open(page: Page, path: string) {
  await page.goto(`${E2E.portal}${fill(path)}`);
  await expect(page.locator('h1').first()).toBeVisible();
}

for (const [role, paths] of Object.entries(PORTAL_SCREENS) as [ShellRole, string[]][]) {
  test.describe(`phone widths, ${role}`, () => {
    test.use({ storageState: storageStatePath(role) });

    test('no screen is wider than a 360 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const tooWide: string[] = [];
      for (const path of paths) {
        await open(page, path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) tooWide.push(`${path}: ${width}px`);
      }
      expect(tooWide).toEqual([]);
    });

    test('every screen starts in the first screen at 390 × 844', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const below: string[] = [];
      for (const path of paths) {
        await open(page, path);
        const top = await page
          .locator('main h1')
          .first()
          .evaluate((h1) => h1.getBoundingClientRect().top);
        if (top > 200) below.push(`${path}: heading at ${Math.round(top)}px`);
      }
      expect(below).toEqual([]);
    });
  });
}

test.describe('the menu drawer', () => {
  test.use({ storageState: storageStatePath('client'), viewport: { width: 390, height: 844 } });

  test('opens from the keyboard, keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await open(page, '/projects');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Client Portal' })).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Client Portal menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');

    // Focus cycles through the drawer's controls and never reaches the page behind it.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('dialog[open]') || document.activeElement === document.body),
      );
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link in the drawer navigates and the drawer is gone on the new page.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/billing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('opens before hydration and without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStatePath('client'),
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${E2E.portal}/billing`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Client Portal menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Support' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test('the top bar names the screen and shows nothing of the desktop sidebar', async ({ page }) => {
    await open(page, '/billing');
    await expect(page.locator('header').filter({ hasText: 'Billing' }).first()).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
  });
});
