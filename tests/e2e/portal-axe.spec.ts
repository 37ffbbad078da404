// Axe finds nothing on any portal screen, for every kind of visitor (the public pages
// have their own axe checks in public-site.spec.ts and the guide's specs).
import type { Page } from '@playwright/test';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath, type E2ERole } from '../support/e2e-env';

let clientId = '';
let projectId = '';
test.beforeAll(async () => {
  const sql = e2eSql();
  [{ id: clientId }] = await sql`select id from app.profiles where email = 'client2@demo.test'`;
  [{ id: projectId }] = await sql`select id from app.projects order by created_at limit 1`;
  await sql.end();
});

const withIds = (path: string) => path.replace(':client', clientId).replace(':project', projectId);

const SCREENS: Record<E2ERole | 'signed out', string[]> = {
  'signed out': [
    '/login',
    '/register',
    '/contact',
    '/auth/accept-invite?token=not-a-token',
    '/auth/undo-email-change?token=not-a-token',
    '/no-such-page',
  ],
  client: [
    '/',
    '/projects',
    '/files',
    '/billing',
    '/support',
    '/team',
    '/account',
    '/projects/:project',
    '/projects/:project/proposal',
    '/projects/:project/audit',
    '/no-such-page',
  ],
  admin: [
    '/dashboard',
    '/admin/clients',
    '/admin/clients/new',
    '/admin/clients/:client',
    '/admin/clients/:client/erase',
    '/admin/clients/:client/company',
    '/admin/projects',
    '/admin/projects?stage=in_development',
    '/admin/projects/new',
    '/admin/projects/:project',
    '/admin/projects/:project/audit-roi',
    '/admin/projects/:project/billing',
    '/admin/projects/:project/proposal',
    '/admin/projects/:project/plan',
    '/admin/this-week',
    '/admin/this-week?view=overdue',
    '/admin/users',
    '/admin/inquiries',
    '/admin/bookings',
    '/admin/support',
    '/admin/files',
    '/admin/files?project=:project',
    '/admin/security',
    '/admin/activity',
    '/admin/settings',
    '/admin/settings/proposal-templates',
    '/admin/settings/payment-reminders',
    '/admin/settings/autopay',
  ],
  super_admin: ['/dashboard', '/admin/users', '/admin/settings', '/admin/security'],
  unknown: ['/dashboard'],
};

/** The screen has rendered (its main heading), not a half-loaded page. */
async function openScreen(page: Page, path: string) {
  await page.goto(`${E2E.portal}${withIds(path)}`);
  await expect(page.locator('h1').first()).toBeVisible();
}

for (const [who, paths] of Object.entries(SCREENS)) {
  test.describe(`portal screens, ${who}`, () => {
    if (who !== 'signed out') test.use({ storageState: storageStatePath(who as E2ERole) });

    for (const path of paths) {
      // Both themes: the system's light and dark settings (the explicit choice draws the same).
      for (const colorScheme of ['light', 'dark'] as const) {
        test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
          await page.emulateMedia({ colorScheme });
          await openScreen(page, path);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}

test.describe('portal pickers, admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('an open client picker has no axe violations, and keyboard moves keep the active option in view', async ({
    page,
  }) => {
    await openScreen(page, '/admin/projects/new');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.click();
    const options = page.getByRole('listbox', { name: 'Client' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(/^\d+ suggestions?$/);
    await expectNoAxeViolations(page);

    await picker.press('End');
    const last = options.last();
    await expect(picker).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await expect(last).toBeInViewport();
    await picker.press('Home');
    await expect(picker).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(options.first()).toBeInViewport();
  });
});
