import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { insertClient, uniqueTag } from './admin-data';
import { E2E, e2eSql, expectNoAxeViolations } from './fixtures';

// User Management.

const rows = (page: Page) => page.getByTestId('user-row');
const rowFor = (page: Page, email: string) => rows(page).filter({ hasText: email });

test.describe('as an admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('shows the cards from the database, the search box and the role filter', async ({ page }) => {
    const sql = e2eSql();
    await expect(async () => {
      const [expected] = await sql`
        select count(*)::int as total,
          (count(*) filter (where invitation_status = 'accepted'))::int as active,
          (count(*) filter (where invitation_status in ('pending', 'sent')))::int as pending
        from app.profiles`;
      await page.goto('/admin/users');
      const card = (label: string) => page.locator('div', { has: page.getByRole('heading', { name: label }) }).last();
      await expect(card('Total Users')).toContainText(String(expected.total), { timeout: 1000 });
      await expect(card('Active Users')).toContainText(String(expected.active), { timeout: 1000 });
      await expect(card('Pending Invites')).toContainText(String(expected.pending), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await sql.end();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByLabel('Role')).toHaveText(/All Roles\s*Admin\s*Super Admin\s*Client/);
    await expectNoAxeViolations(page);
  });

  test('lists newest first with name or Unnamed User, company or No Company, and badges', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    await insertClient(sql, {
      email: `old@${tag}.test`,
      fullName: 'Older Person',
      companyName: 'Old Co',
      invitation: 'sent',
    });
    await insertClient(sql, { email: `new@${tag}.test`, fullName: null, companyName: null });
    await sql.end();
    await page.goto(`/admin/users?q=${tag}`);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText(`new@${tag}.test`);
    await expect(rows(page).nth(0).getByRole('cell').nth(0)).toContainText('Unnamed User');
    await expect(rows(page).nth(0).getByRole('cell').nth(1)).toHaveText('No Company');
    await expect(rows(page).nth(0).getByRole('cell').nth(3)).toHaveText('Pending');
    await expect(rows(page).nth(1).getByRole('cell').nth(0)).toContainText('Older Person');
    await expect(rows(page).nth(1).getByRole('cell').nth(1)).toHaveText('Old Co');
    await expect(rows(page).nth(1).getByRole('cell').nth(3)).toHaveText('Invited');

    await page.goto('/admin/users?q=client@demo.test');
    await expect(rowFor(page, 'client@demo.test').getByRole('cell').nth(3)).toHaveText('Active');
    await expect(rowFor(page, 'client@demo.test').getByRole('cell').nth(2)).toHaveText('Client');

    await page.goto(`/admin/users?q=${tag}-nobody`);
    await expect(page.getByText('No users found matching your filters')).toBeVisible();
  });

  test('filters by role in the URL', async ({ page }) => {
    await page.goto('/admin/users');
    await page.getByLabel('Role').selectOption('super_admin');
    await expect(page).toHaveURL(`${E2E.portal}/admin/users?q=&role=super_admin&accounts=current`);
    await expect(rowFor(page, 'superadmin@demo.test')).toHaveCount(1);
    await expect(rowFor(page, 'admin@demo.test').filter({ hasNotText: 'superadmin' })).toHaveCount(0);
    await expect(rowFor(page, 'client@demo.test')).toHaveCount(0);
    await page.goto('/admin/users?role=admin&q=demo.test');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('admin@demo.test');
  });

  test('Edit changes name and company, and offers no role to an admin', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const id = await insertClient(sql, { email: `edit@${tag}.test`, fullName: 'Eddie Edit' });
    await page.goto(`/admin/users?q=${tag}`);
    await rowFor(page, `edit@${tag}.test`).getByRole('button', { name: 'Edit Eddie Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Eddie Edit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Role')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Full Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Edwina Edit');
    await dialog.getByLabel('Company Name').fill('Edit Works');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowFor(page, `edit@${tag}.test`)).toContainText('Edwina Edit');
    await expect(rowFor(page, `edit@${tag}.test`)).toContainText('Edit Works');
    const [row] = await sql`select full_name, company_name, role from app.profiles where id = ${id}`;
    expect(row).toEqual({ full_name: 'Edwina Edit', company_name: 'Edit Works', role: 'client' });
    await sql.end();
  });

  test('Invite New User invites a client for real; admins choose no role', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite New User' });
    await expect(dialog.getByLabel('Role')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await dialog.getByLabel('Email Address').fill('admin@demo.test');
    await dialog.getByLabel('Full Name').fill('Dup');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A user with this email address already exists.');

    await dialog.getByLabel('Email Address').fill(`guest@${tag}.test`);
    await dialog.getByLabel('Full Name').fill('Gus Guest');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const status = dialog.getByRole('status');
    await expect(status).toContainText('No mail is configured: copy this link and send it to them yourself.');
    await expect(status.getByTestId('invitation-link')).toHaveText(/\/auth\/accept-invite\?token=/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/admin/users?q=${tag}`);
    await expect(rowFor(page, `guest@${tag}.test`)).toContainText('Gus Guest');
    await expect(rowFor(page, `guest@${tag}.test`).getByRole('cell').nth(2)).toHaveText('Client');
    await expect(rowFor(page, `guest@${tag}.test`).getByRole('cell').nth(3)).toHaveText('Invited');
  });
});

test.describe('as a super admin', () => {
  test.use({ storageState: storageStatePath('super_admin') });

  test('changes another user’s role but is offered no role for themselves', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const id = await insertClient(sql, { email: `promote@${tag}.test`, fullName: 'Pat Promote' });
    await page.goto(`/admin/users?q=${tag}`);
    await rowFor(page, `promote@${tag}.test`).getByRole('button', { name: 'Edit Pat Promote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Pat Promote' });
    await expect(dialog.getByLabel('Role')).toHaveValue('client');
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowFor(page, `promote@${tag}.test`).getByRole('cell').nth(2)).toHaveText('Admin');
    const [row] = await sql`select role from app.profiles where id = ${id}`;
    expect(row.role).toBe('admin');
    await sql.end();

    await page.goto('/admin/users?q=superadmin@demo.test');
    await rowFor(page, 'superadmin@demo.test').getByRole('button', { name: 'Edit Sam Rivera' }).click();
    const own = page.getByRole('dialog', { name: 'Edit Sam Rivera' });
    await expect(own.getByLabel('Full Name')).toHaveValue('Sam Rivera');
    await expect(own.getByLabel('Role')).toHaveCount(0);
  });

  test('invites an admin, who accepts and lands on the admin dashboard', async ({ page, browser }) => {
    test.slow();
    const tag = uniqueTag();
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite New User' });
    await dialog.getByLabel('Email Address').fill(`teammate@${tag}.test`);
    await dialog.getByLabel('Full Name').fill('Tess Teammate');
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const link = (await dialog.getByRole('status').getByTestId('invitation-link').textContent())!;

    // A browser of its own: a context made here would otherwise inherit this block's super admin
    // session, and accepting an invitation ends the session it was accepted in, which
    // the other tests share.
    const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
    await visitor.goto(link);
    await visitor.getByLabel('New Password').fill('tess-secret');
    await visitor.getByLabel('Confirm Password').fill('tess-secret');
    await visitor.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await expect(visitor).toHaveURL(`${E2E.portal}/dashboard`);
    await expect(visitor.getByRole('heading', { name: 'Project Pipeline' })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
  });
});
