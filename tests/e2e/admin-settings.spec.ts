import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { uniqueTag } from './admin-data';
import { e2eSql, expectNoAxeViolations } from './fixtures';

// Settings: custom field definitions. Fields made here are never
// required in a way that would block other tests' forms (a required checkbox is always answered).
test.use({ storageState: storageStatePath('admin') });

const CONFIRM = 'Are you sure you want to delete this field? This action cannot be undone.';

function panel(page: Page, tab: 'Client Fields' | 'Project Fields'): Locator {
  return page.getByRole('tabpanel', { name: tab });
}
const fieldRow = (scope: Locator, name: string) =>
  scope.getByTestId('field-row').filter({ has: scope.page().getByText(name, { exact: true }) });

test('two accessible tabs, switched with the arrow keys, listing the existing fields', async ({ page }) => {
  await page.goto('/admin/settings');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Client Fields', 'Project Fields']);
  await expect(page.getByRole('tab', { name: 'Client Fields' })).toHaveAttribute('aria-selected', 'true');
  const clients = panel(page, 'Client Fields');
  await expect(fieldRow(clients, 'Industry')).toContainText('Dropdown • Required • 7 options');
  await expect(fieldRow(clients, 'Employee count')).toContainText('Number');
  await expect(fieldRow(clients, 'Contract renewal date')).toContainText('Date');
  await expect(fieldRow(clients, 'Onboarding call')).toContainText('Checkbox');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Client Fields' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Project Fields' })).toHaveAttribute('aria-selected', 'true');
  const projects = panel(page, 'Project Fields');
  await expect(fieldRow(projects, 'Kick-off notes')).toContainText('Multi-line Text');
  await expect(fieldRow(projects, 'Repository')).toContainText('Text');
  await expect(fieldRow(projects, 'Priority')).toContainText('Dropdown • 3 options');
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Client Fields' })).toHaveAttribute('aria-selected', 'true');
});

test('a blank name adds nothing and says why', async ({ page }) => {
  await page.goto('/admin/settings');
  const clients = panel(page, 'Client Fields');
  // Count once the list is there (the demo has client fields): count() does not wait, and on
  // a fast run it read 0 rows while the page was still streaming in.
  await expect(clients.getByTestId('field-row').first()).toBeVisible();
  const before = await clients.getByTestId('field-row').count();
  await clients.getByLabel('Field Name').fill('   ');
  await clients.getByRole('button', { name: 'Add Field' }).click();
  await expect(clients.getByText('Field name is required')).toBeVisible();
  await expect(clients.getByTestId('field-row')).toHaveCount(before);
});

test('dropdown options: added by Enter or the button, never blank, removed with ×, cleared on a type change', async ({
  page,
}) => {
  const name = `Tier ${uniqueTag()}`;
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Project Fields' }).click();
  const projects = panel(page, 'Project Fields');
  await projects.getByLabel('Field Name').fill(name);
  await expect(projects.getByLabel('New option')).toHaveCount(0);
  await projects.getByLabel('Field Type').selectOption('select');
  const option = projects.getByLabel('New option');
  const options = projects.getByRole('list', { name: 'Options' }).getByRole('listitem');

  await option.fill('Gold');
  await option.press('Enter');
  await option.fill('  Silver  ');
  await projects.getByRole('button', { name: 'Add Option' }).click();
  await option.fill('   ');
  await option.press('Enter');
  await expect(options).toHaveText(['Gold×', 'Silver×']);
  await option.fill('Gold');
  await option.press('Enter');
  await expect(projects.getByText('This option is already in the list')).toBeVisible();
  await expect(options).toHaveCount(2);

  await option.fill('Bronze');
  await option.press('Enter');
  await projects.getByRole('button', { name: 'Remove option Silver' }).click();
  await expect(options).toHaveText(['Gold×', 'Bronze×']);
  await expectNoAxeViolations(page);

  // Leaving the dropdown type clears the options; coming back starts empty.
  await projects.getByLabel('Field Type').selectOption('text');
  await projects.getByLabel('Field Type').selectOption('select');
  await expect(options).toHaveCount(0);
  await projects.getByRole('button', { name: 'Add Field' }).click();
  await expect(projects.getByText('Add at least one option for a dropdown')).toBeVisible();

  await option.fill('Gold');
  await option.press('Enter');
  await option.fill('Platinum');
  await option.press('Enter');
  await projects.getByRole('button', { name: 'Add Field' }).click();
  await expect(projects.getByRole('status')).toHaveText(`Field '${name}' added.`);
  await expect(fieldRow(projects, name)).toContainText('Dropdown • 2 options');
  await expect(projects.getByLabel('Field Name')).toHaveValue('');

  const sql = e2eSql();
  const [row] = await sql`
    select field_type, is_required, field_options, display_order,
      (select max(display_order) from app.custom_field_definitions where entity_type = 'project' and id <> d.id) as before
    from app.custom_field_definitions d where entity_type = 'project' and field_name = ${name}`;
  expect(row).toMatchObject({ field_type: 'select', is_required: false, field_options: ['Gold', 'Platinum'] });
  expect(row.display_order).toBeGreaterThan(row.before);
  await sql`delete from app.custom_field_definitions where entity_type = 'project' and field_name = ${name}`;
  await sql.end();
});

test('adds a required field and deletes it after an accessible confirmation', async ({ page }) => {
  const name = `Signed NDA ${uniqueTag()}`;
  await page.goto('/admin/settings');
  const clients = panel(page, 'Client Fields');
  await clients.getByLabel('Field Name').fill(name);
  await clients.getByLabel('Field Type').selectOption('checkbox');
  await clients.getByLabel('Required').check();
  await clients.getByRole('button', { name: 'Add Field' }).click();
  await expect(fieldRow(clients, name)).toContainText('Checkbox • Required');

  const sql = e2eSql();
  const [{ display_order: order, highest }] = await sql`
    select display_order, (select max(display_order) from app.custom_field_definitions where entity_type = 'client') as highest
    from app.custom_field_definitions where field_name = ${name}`;
  expect(order).toBe(highest);

  // The new field shows on the new-client form, with its asterisk.
  await page.goto('/admin/clients/new');
  await expect(page.getByRole('checkbox', { name })).toBeVisible();
  await expect(page.locator('label', { hasText: name })).toContainText('*');

  await page.goto('/admin/settings');
  const remove = fieldRow(clients, name).getByRole('button', { name: `Delete field ${name}` });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete field' });
  await expect(confirm).toContainText(CONFIRM);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(fieldRow(clients, name)).toHaveCount(1);
  await expect(remove).toBeFocused();

  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(fieldRow(clients, name)).toHaveCount(0);
  expect(await sql`select 1 from app.custom_field_definitions where field_name = ${name}`).toHaveLength(0);
  await sql.end();
});
