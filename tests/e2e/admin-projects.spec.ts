import type { Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { insertProject, insertTestClient, uniqueTag } from './project-data';

// Project Management, Create Project and the project page.
test.use({ storageState: storageStatePath('admin') });

const rows = (page: Page) => page.getByTestId('project-row');
const rowFor = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const statCard = (page: Page, label: string) =>
  page.locator('div', { has: page.getByRole('heading', { name: label, exact: true }) }).last();

// Scripts only: a held stylesheet would also hold the inline scripts that reveal the streamed list.
const SCRIPTS = '**/_next/static/chunks/*.js';

/** Holds the page's scripts until the returned function is called, so the test acts on the server's HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  await page.unroute(SCRIPTS);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('the project list', () => {
  test('counts projects in four stages and links to Create New Project', async ({ page }) => {
    const sql = e2eSql();
    // Other tests add projects in parallel: compare with the database at the moment of each look.
    await expect(async () => {
      const counts = Object.fromEntries(
        (await sql`select kanban_stage, count(*)::int as n from app.projects group by 1`).map((r) => [
          r.kanban_stage,
          r.n,
        ]),
      );
      await page.goto('/admin/projects');
      for (const [stage, label] of [
        ['discovery_audit', 'Discovery/Audit'],
        ['in_development', 'In Development'],
        ['client_review', 'Client Review'],
        ['completed', 'Completed'],
      ]) {
        await expect(statCard(page, label)).toContainText(String(counts[stage] ?? 0), { timeout: 1000 });
      }
    }).toPass({ timeout: 30_000 });
    await sql.end();

    await expect(page.getByRole('heading', { level: 1, name: 'Project Management' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Proposal Sent', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create New Project' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/new`);
  });

  test('shows each project’s client, due date, stage, value and progress', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag);
    const dated = await insertProject(sql, {
      title: `Dated ${tag}`,
      clientId: client.id,
      stage: 'client_review',
      value: 12345,
      progress: 40,
      end: '2027-01-29',
    });
    await insertProject(sql, { title: `Undated ${tag}`, clientId: client.id });
    await sql.end();

    await page.goto(`/admin/projects?client=${client.id}`);
    await expect(rows(page)).toHaveCount(2);
    // Newest first.
    await expect(rows(page).first()).toContainText(`Undated ${tag}`);
    const row = rowFor(page, `Dated ${tag}`);
    await expect(row.getByRole('link', { name: `Dated ${tag}` })).toHaveAttribute('href', `/admin/projects/${dated}`);
    await expect(row.getByRole('link', { name: `${tag} Co` })).toHaveAttribute('href', `/admin/clients/${client.id}`);
    await expect(row).toContainText('Due: Jan 29, 2027');
    await expect(row).toContainText('Client Review');
    await expect(row).toContainText('$12,345');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(row).toContainText('40% Complete');
    const undated = rowFor(page, `Undated ${tag}`);
    await expect(undated).toContainText('Due: not set');
    await expect(undated).toContainText('0% Complete');
    await expect(undated).toContainText('$0');
  });

  test('filters by stage and client in the URL, with an empty text', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag, { company: `Filtered ${tag}` });
    for (const [title, stage] of [
      ['One', 'in_development'],
      ['Two', 'client_review'],
      ['Three', 'client_review'],
    ]) {
      await insertProject(sql, { title: `${title} ${tag}`, clientId: client.id, stage });
    }
    await sql.end();

    await page.goto('/admin/projects');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.fill(`filtered ${tag}`);
    const option = page.getByRole('option', { name: new RegExp(`Filtered ${tag}`) });
    await expect(option).toBeVisible();
    await picker.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]client=${client.id}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(`Filtered ${tag}`);

    await page.getByRole('combobox', { name: 'Stage' }).selectOption('client_review');
    await expect(page).toHaveURL(new RegExp(`stage=client_review.*client=${client.id}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page)).toContainText([`Three ${tag}`, `Two ${tag}`]);

    await page.goto(`/admin/projects?stage=completed&client=${client.id}`);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('completed');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No projects found matching your filters')).toBeVisible();
    await expectNoAxeViolations(page);

    // Clearing the client shows every client's projects again.
    await page.goto(`/admin/projects?client=${client.id}`);
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Client' }).fill('');
    await page.getByRole('combobox', { name: 'Client' }).blur();
    await expect(page).toHaveURL(/[?&]client=(&|$)/);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('');
  });

  test('the Client filter keeps what was typed before the page’s JavaScript ran', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag, { company: `Early ${tag}` });
    await insertProject(sql, { title: `Early ${tag}`, clientId: client.id });
    await sql.end();
    const picker = page.getByRole('combobox', { name: 'Client' });

    // Emptied and left on the server's HTML: once the page is live the filter is cleared.
    let release = await holdScripts(page);
    await page.goto(`/admin/projects?client=${client.id}`, { waitUntil: 'commit' });
    await expect(picker).toHaveValue(`Early ${tag}`);
    await picker.fill('');
    await picker.blur();
    release();
    await expect(page).toHaveURL(/[?&]client=(&|$)/);
    await expect(picker).toHaveValue('');

    // Typed and still in the box: the text stays, and its suggestions come up to choose from.
    release = await holdScripts(page);
    await page.goto('/admin/projects', { waitUntil: 'commit' });
    await picker.fill(`early ${tag}`);
    release();
    await expect(page.getByRole('option', { name: new RegExp(`Early ${tag}`) })).toBeVisible();
    await expect(picker).toHaveValue(`early ${tag}`);
    await picker.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]client=${client.id}`));
    await expect(rows(page)).toHaveCount(1);
  });

  test('suggests clients sorted by company name', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    await insertTestClient(sql, `z${tag}`, { company: `Zulu ${tag}` });
    await insertTestClient(sql, `a${tag}`, { company: `Alpha ${tag}` });
    await insertTestClient(sql, `m${tag}`, { company: null, fullName: `Mike ${tag}` });
    await sql.end();

    await page.goto('/admin/projects');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.fill(tag);
    const options = page.getByRole('listbox', { name: 'Client' }).getByRole('option');
    await expect(options).toHaveCount(3);
    // Companies in order; a client without one (its full name shown) comes last.
    await expect(options).toHaveText([
      new RegExp(`^Alpha ${tag}`),
      new RegExp(`^Zulu ${tag}`),
      new RegExp(`^Mike ${tag}`),
    ]);
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // The first suggestion is active as they appear; the arrow moves to the next.
    await expect(picker).toHaveAttribute('aria-activedescendant', 'filter-client-option-0');
    await picker.press('ArrowDown');
    await expect(picker).toHaveAttribute('aria-activedescendant', 'filter-client-option-1');
    await picker.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await picker.fill('no client is called this');
    await expect(page.getByText('No matching clients')).toBeVisible();
  });

  test('pages through the list in the URL', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag);
    for (let i = 1; i <= 22; i += 1) {
      await insertProject(sql, { title: `Paged ${String(i).padStart(2, '0')} ${tag}`, clientId: client.id });
    }
    await sql.end();

    await page.goto(`/admin/projects?client=${client.id}`);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('Showing 1–20 of 22')).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`client=${client.id}&page=2|page=2.*client=${client.id}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page)).toContainText([`Paged 02 ${tag}`, `Paged 01 ${tag}`]);
  });
});

test.describe('Create Project', () => {
  test('shows the validation messages', async ({ page }) => {
    await page.goto('/admin/projects/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Project' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project title is required')).toBeVisible();
    await expect(page.getByText('Please select a client')).toBeVisible();
    await expect(page.getByLabel('Project Title')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Project Value ($)').fill('-5');
    await page.getByLabel('Monthly Fee ($)').fill('10.123');
    await page.getByLabel('Progress (%)').fill('150');
    await page.getByLabel('Start Date').fill('2027-03-01');
    await page.getByLabel('End Date').fill('2027-02-01');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project value cannot be negative')).toBeVisible();
    await expect(page.getByText('Monthly fee can have at most 2 decimal places')).toBeVisible();
    await expect(page.getByText('Progress must be a whole number from 0 to 100')).toBeVisible();
    await expect(page.getByText('End date cannot be before the start date')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/new`);
  });

  test('creates a project for the client it was opened for, with custom fields', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag);

    await page.goto(`/admin/clients/${client.id}`);
    await page.getByRole('link', { name: 'Create Project' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/new?selectedClientId=${client.id}`);
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(`${tag} Co`);

    await page.getByLabel('Project Title').fill(`Created ${tag}`);
    await page.getByRole('combobox', { name: 'Stage' }).selectOption('contract_signed');
    await page.getByLabel('Project Value ($)').fill('30000');
    await page.getByLabel('Monthly Fee ($)').fill('450.50');
    await page.getByLabel('Progress (%)').fill('15');
    await page.getByLabel('Start Date').fill('2027-01-04');
    await page.getByLabel('End Date').fill('2027-06-30');
    await page.getByLabel('Description').fill('A new portal for the field team.');
    await page.getByRole('combobox', { name: 'Priority' }).selectOption('High');
    await page.getByLabel('Repository').fill('github.com/example/field');
    await page.getByRole('button', { name: 'Create Project' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Created ${tag}` })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${E2E.portal}/admin/projects/[0-9a-f-]{36}$`));
    const [project] = await sql`select * from app.projects where title = ${`Created ${tag}`}`;
    expect(project).toMatchObject({
      client_id: client.id,
      kanban_stage: 'contract_signed',
      project_value: '30000.00',
      monthly_fee: '450.50',
      progress_percentage: 15,
      description: 'A new portal for the field team.',
      custom_fields: { Priority: 'High', Repository: 'github.com/example/field' },
    });
    const [log] = await sql`select action from app.activity_log where resource_id = ${project.id}`;
    expect(log.action).toBe('project_created');
    await sql.end();

    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Contract Signed');
    await expect(overview).toContainText('$30,000');
    await expect(overview).toContainText('$451/mo');
    await expect(overview).toContainText('15% Complete');
    await expect(overview).toContainText('A new portal for the field team.');
    await expect(overview.getByText('github.com/example/field')).toBeVisible();
    await expect(page.getByRole('link', { name: `${tag} Co` })).toHaveAttribute('href', `/admin/clients/${client.id}`);
  });

  test('picks the client by typing, and refuses a client that no longer exists', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag, { company: `Typed ${tag}` });

    await page.goto('/admin/projects/new');
    await page.getByLabel('Project Title').fill(`Typed project ${tag}`);
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.fill(`typed ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Typed ${tag}`) }).click();
    await expect(picker).toHaveValue(`Typed ${tag}`);

    // Removed while the form was open: the server says so at the client field.
    await sql`delete from auth.users where id = ${client.id}`;
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('This client does not exist')).toBeVisible();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    const found = await sql`select 1 from app.projects where title = ${`Typed project ${tag}`}`;
    expect(found).toHaveLength(0);
    await sql.end();
  });
});

test.describe('the project page', () => {
  test('says Project not found for an unknown or malformed id', async ({ page }) => {
    for (const id of ['6f1c1a52-8a3b-4c1e-9f11-1a2b3c4d5e6f', 'not-a-project']) {
      await page.goto(`/admin/projects/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects`);
  });

  test('shows the overview, with its audit and billing one link away, each working without a script', async ({
    page,
  }) => {
    const sql = e2eSql();
    const [seeded] = await sql`select id, client_id from app.projects where title = 'E-commerce Platform Rebuild'`;
    await sql.end();
    await page.goto(`/admin/projects/${seeded.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce Platform Rebuild' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northstar Outfitters' })).toHaveAttribute(
      'href',
      `/admin/clients/${seeded.client_id}`,
    );
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('In Development');
    await expect(overview).toContainText('$48,000');
    await expect(overview).toContainText('$750/mo');
    // Measured from the demo project's plan, not the typed 62 (lib/tasks/progress.ts).
    await expect(overview.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(overview).toContainText('Replace the hosted storefront');
    // Custom fields, read-only: a value, or '-'.
    await expect(overview.getByRole('definition').filter({ hasText: 'Migrate 1,800 products' })).toBeVisible();
    await expect(overview.locator('dt', { hasText: 'Repository' }).locator('+ dd')).toHaveText('-');
    await expectNoAxeViolations(page);

    // The audit and the billing are pages of their own, one link from the project.
    await page.getByRole('link', { name: 'Audit & ROI' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/${seeded.id}/audit-roi`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Audit & ROI: E-commerce Platform Rebuild' }),
    ).toBeVisible();
    // The three views stay tabs, made of links: the current one is marked.
    await expect(
      page.getByRole('navigation', { name: 'Project views' }).getByRole('link', { name: 'Audit & ROI' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('audit-item')).toHaveCount(5);
    await expect(page.getByTestId('audit-item').first()).toHaveText(/Shopify Plus\s*\$2,300\s*\$27,600\s*E-commerce/);
    const roi = page.getByRole('region', { name: 'ROI Summary' });
    await expect(roi).toContainText('Total Monthly Software Costs$4,980');
    await expect(roi).toContainText('Monthly Fee$750');
    await expect(roi).toContainText('Monthly Savings$4,230');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to E-commerce Platform Rebuild' }).click();
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/${seeded.id}/billing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing: E-commerce Platform Rebuild' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upfront Payment (50%)' })).toContainText('$24,000.00');
    await expect(page.getByRole('region', { name: 'Completion Payment (50%)' })).toContainText('$24,000.00');
    // The seeded upfront invoice, paid.
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
    await expect(page.getByTestId('invoice-row')).toContainText(/Upfront payment.*\$24,000\.00\s*Paid/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to E-commerce Platform Rebuild' }).click();
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects`);
  });

  test('splits the value to the cent and shows the monthly fee; no invoice before the contract', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag);
    const id = await insertProject(sql, { title: `Quoted ${tag}`, clientId: client.id, value: 1000.01, fee: 750 });
    await sql.end();

    await page.goto(`/admin/projects/${id}/billing`);
    // $1,000.01 splits into $500.01 + $500.00: the halves add up to the value.
    await expect(page.getByRole('region', { name: 'Upfront Payment (50%)' })).toContainText('$500.01');
    await expect(page.getByRole('region', { name: 'Completion Payment (50%)' })).toContainText('$500.00');
    const monthly = page.getByRole('region', { name: 'Monthly Recurring Fee' });
    await expect(monthly).toContainText('$750.00/mo');
    await expect(monthly).toContainText('Ongoing maintenance and support');
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue upfront invoice now' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('edits a project, with validation, and Cancel discards the edits', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag);
    const id = await insertProject(sql, {
      title: `Editable ${tag}`,
      clientId: client.id,
      stage: 'in_development',
      value: 20000,
      fee: 300,
      progress: 50,
      start: '2027-01-01',
      end: '2027-03-31',
    });

    await page.goto(`/admin/projects/${id}`);
    await page.getByRole('button', { name: 'Edit Project' }).click();
    await expect(page.getByLabel('Project Title')).toHaveValue(`Editable ${tag}`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Project Title').fill('Thrown away');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Editable ${tag}` })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Project' }).click();
    await expect(page.getByLabel('Project Title')).toHaveValue(`Editable ${tag}`);

    await page.getByLabel('End Date').fill('2026-12-01');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('End date cannot be before the start date')).toBeVisible();

    await page.getByLabel('End Date').fill('2027-04-30');
    await page.getByRole('combobox', { name: 'Stage' }).selectOption('client_review');
    await page.getByLabel('Progress (%)').fill('80');
    await page.getByLabel('Project Value ($)').fill('22000');
    await page.getByLabel('Monthly Fee ($)').fill('350');
    await page.getByLabel('Description').fill('Now in review.');
    await page.getByRole('combobox', { name: 'Priority' }).selectOption('Low');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Client Review');
    await expect(overview).toContainText('$22,000');
    await expect(overview).toContainText('$350/mo');
    await expect(overview).toContainText('80% Complete');
    await expect(overview).toContainText('Apr 30, 2027');
    await expect(overview).toContainText('Now in review.');
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    // In Development is past Contract Signed: opening the project issued the upfront half of
    // the $20,000 it was then worth; the completion half is what is left of the new value.
    const row = page.getByTestId('invoice-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/Upfront payment.*\$10,000\.00\s*Due/);
    await expect(page.getByRole('region', { name: 'Upfront Payment (50%)' })).toContainText('$10,000.00');
    await expect(page.getByRole('region', { name: 'Completion Payment (50%)' })).toContainText('$12,000.00');

    const [saved] = await sql`select * from app.projects where id = ${id}`;
    expect(saved).toMatchObject({
      kanban_stage: 'client_review',
      progress_percentage: 80,
      project_value: '22000.00',
      custom_fields: { Priority: 'Low' },
    });
    // A stage changed in the form is logged like a move on the board.
    const [log] =
      await sql`select details from app.activity_log where resource_id = ${id} and action = 'project_stage_changed'`;
    expect(log.details).toMatchObject({ from: 'in_development', to: 'client_review' });
    await sql.end();
  });
});
