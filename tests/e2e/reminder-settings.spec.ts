// The payment reminder settings: shown as stored, refused with the field's message and the
// text as typed, and saved, by a form the browser posts itself before the page's scripts have
// run (they never arrive); then the same screen with scripts, checked by axe. With JavaScript
// off entirely a signed-in portal page stays on its loading state
// (docs/decisions/0022-forms-post-before-hydration.md), so the
// posted form is tested the way the other portal forms are.
import { storageStatePath } from '../support/e2e-env';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';

test.describe('payment reminder settings', () => {
  test.use({ storageState: storageStatePath('admin') });
  // One settings row: these tests change it in turn and put it back.
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async () => {
    const sql = e2eSql();
    await sql`update app.billing_reminder_settings
                 set offsets = '{-3,0,3,7,14}', late_fee_kind = 'none', late_fee_cents = 0,
                     late_fee_basis_points = 0, late_fee_after_days = 14`;
    await sql.end();
  });

  test.describe('before hydration', () => {
    test('shows the default schedule, refuses a day out of range keeping the text, and saves', async ({ page }) => {
      await page.route('**/_next/static/chunks/*.js', () => new Promise(() => {}));
      await page.goto(`${E2E.portal}/admin/settings/payment-reminders`, { waitUntil: 'commit' });
      const section = page.getByRole('region', { name: 'Reminder Schedule' });
      await expect(section.getByLabel('Days before the due date')).toHaveValue('3');
      await expect(section.getByLabel('On the due date')).toBeChecked();
      await expect(section.getByLabel('Days overdue')).toHaveValue('3, 7, 14');
      await expect(section.getByLabel('Late fee', { exact: true })).toHaveValue('none');

      await section.getByLabel('Days overdue').fill('3, 7, 400');
      await section.getByRole('button', { name: 'Save Reminder Settings' }).click();
      const refused = page.getByRole('region', { name: 'Reminder Schedule' });
      await expect(refused.getByText('Each day overdue must be from 1 to 365')).toBeVisible();
      await expect(refused.getByLabel('Days overdue')).toHaveValue('3, 7, 400');

      await refused.getByLabel('Days overdue').fill('5, 10');
      await refused.getByLabel('On the due date').uncheck();
      await refused.getByLabel('Late fee', { exact: true }).selectOption('fixed');
      await refused.getByLabel('Fixed amount (USD)').fill('25.00');
      await refused.getByLabel('Added when overdue by (days)').fill('10');
      await refused.getByRole('button', { name: 'Save Reminder Settings' }).click();
      const saved = page.getByRole('region', { name: 'Reminder Schedule' });
      await expect(saved.getByText('Reminder settings saved.')).toBeVisible();

      const sql = e2eSql();
      const [row] = await sql`select offsets, late_fee_kind, late_fee_cents::int as cents, late_fee_after_days
                                from app.billing_reminder_settings`;
      await sql.end();
      expect(row).toEqual({ offsets: [-3, 5, 10], late_fee_kind: 'fixed', cents: 2500, late_fee_after_days: 10 });
    });
  });

  test('reads back what was saved, and passes axe with scripts', async ({ page }) => {
    await page.goto(`${E2E.portal}/admin/settings/payment-reminders`);
    const section = page.getByRole('region', { name: 'Reminder Schedule' });
    await expect(section.getByLabel('Days overdue')).toHaveValue('5, 10');
    await expect(section.getByLabel('On the due date')).not.toBeChecked();
    await expect(section.getByLabel('Fixed amount (USD)')).toHaveValue('25.00');
    await expectNoAxeViolations(page);
  });
});
