import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { insertClient, uniqueTag } from './admin-data';
import { E2E, e2eSql, expectNoAxeViolations } from './fixtures';

// Client Management, Add New Client and Client detail.
test.use({ storageState: storageStatePath('admin') });

const rows = (page: Page) => page.getByTestId('client-row');
const rowFor = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('the client list', () => {
  test('shows the summary cards from the database and links to Add New Client', async ({ page }) => {
    const sql = e2eSql();
    // Other tests add rows in parallel: compare with the database at the moment of each look.
    await expect(async () => {
      const [expected] = await sql`
        select
          -- A client is a company (with its owner), or a client person in no company yet.
          ((select count(distinct om.organization_id)::int from app.organization_members om
              join app.profiles o on o.id = om.profile_id where om.company_role = 'owner' and o.role = 'client')
           + (select count(*)::int from app.profiles c where role = 'client'
                and not exists (select 1 from app.organization_members om where om.profile_id = c.id))) as total,
          (select count(*)::int from app.profiles c where role = 'client' and exists (select 1 from app.projects p
             where p.client_id = c.id and p.kanban_stage not in ('completed', 'awaiting_final_payment'))) as active,
          (select count(*)::int from app.projects p join app.profiles c on c.id = p.client_id
             where c.role = 'client' and p.kanban_stage not in ('completed', 'awaiting_final_payment')) as projects,
          (select coalesce(sum(monthly_fee), 0)::int from app.projects p join app.profiles c on c.id = p.client_id
             where c.role = 'client') as monthly`;
      await page.goto('/admin/clients');
      const card = (label: string) => page.locator('div', { has: page.getByRole('heading', { name: label }) }).last();
      await expect(card('Total Clients')).toContainText(String(expected.total), { timeout: 1000 });
      await expect(card('Total Clients')).toContainText(`${expected.active} active`, { timeout: 1000 });
      await expect(card('Active Projects')).toContainText(String(expected.projects), { timeout: 1000 });
      await expect(card('Monthly Revenue')).toContainText(`$${Number(expected.monthly).toLocaleString('en-US')}`, {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await sql.end();

    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
    await expect(page.getByPlaceholder('Search clients...')).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveText(/All Status\s*Active\s*Inactive/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add New Client' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients/new`);
  });

  test('marks clients Active or Inactive by their projects, with invitation badges', async ({ page }) => {
    await page.goto('/admin/clients?q=northstar');
    await expect(rows(page)).toHaveCount(1);
    const northstar = rowFor(page, 'Northstar Outfitters');
    await expect(northstar.getByRole('cell').nth(2)).toHaveText('Active');
    await expect(northstar.getByRole('cell').nth(3)).toHaveText('3');
    await expect(northstar.getByRole('cell').nth(4)).toHaveText('$1,150/mo');
    await expect(northstar.getByRole('cell').nth(5)).toHaveText('Active');

    // Only completed projects: inactive. Awaiting final payment + contract signed: active.
    await page.goto('/admin/clients?q=maple%20grove');
    await expect(rowFor(page, 'Maple Grove Legal').getByRole('cell').nth(2)).toHaveText('Inactive');
    await page.goto('/admin/clients?q=bluewater');
    await expect(rowFor(page, 'Bluewater Logistics').getByRole('cell').nth(2)).toHaveText('Active');
    await page.goto('/admin/clients?q=harbor%20bakery');
    const harbor = rowFor(page, 'Harbor Bakery Co.');
    await expect(harbor.getByRole('cell').nth(2)).toHaveText('Inactive');
    await expect(harbor.getByRole('cell').nth(5)).toHaveText('Pending');
    await page.goto('/admin/clients?q=iron%20range');
    await expect(rowFor(page, 'Iron Range Builders').getByRole('cell').nth(5)).toHaveText('Invited');

    await rowFor(page, 'Iron Range Builders').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iron Range Builders' })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${E2E.portal}/admin/clients/[0-9a-f-]{36}$`));
  });

  test('searches company, full name and email case-insensitively, in the URL', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    await insertClient(sql, { email: `a@${tag}.test`, companyName: `Beta ${tag} Corp`, invitation: 'sent' });
    await insertClient(sql, { email: `b@${tag}.test`, companyName: `Alpha ${tag} Ltd`, invitation: 'accepted' });
    await insertClient(sql, { email: `c@elsewhere-${tag}.test`, companyName: null, fullName: 'Zed Only' });
    await insertClient(sql, {
      email: 'nobody@unrelated.test'.replace('nobody', `x${tag.slice(-4)}`),
      fullName: 'Other',
    });
    await sql.end();

    await page.goto('/admin/clients');
    await page.getByPlaceholder('Search clients...').fill(tag.toUpperCase());
    await page.getByPlaceholder('Search clients...').press('Enter');
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients?q=${tag.toUpperCase()}&status=all&accounts=current`);
    // Ordered by company name; a client without one comes last.
    await expect(rows(page).getByRole('link')).toHaveText([`Alpha ${tag} Ltd`, `Beta ${tag} Corp`, 'Zed Only']);
    await expect(rowFor(page, `Alpha ${tag} Ltd`).getByRole('cell').nth(5)).toHaveText('Active');
    await expect(rowFor(page, `Beta ${tag} Corp`).getByRole('cell').nth(5)).toHaveText('Invited');
    await expect(rowFor(page, 'Zed Only').getByRole('cell').nth(5)).toHaveText('Pending');

    // The full name matches too, and % is matched literally.
    await page.goto(`/admin/clients?q=zed%20only`);
    await expect(rowFor(page, 'Zed Only')).toHaveCount(1);
    await page.goto(`/admin/clients?q=${tag}%25`);
    await expect(page.getByText('No clients found matching your filters')).toBeVisible();
  });

  test('filters by status with the select, keeping the search', async ({ page }) => {
    await page.goto('/admin/clients?q=maple');
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients?q=maple&status=active&accounts=current`);
    await expect(page.getByText('No clients found matching your filters')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await page.getByLabel('Status').selectOption('inactive');
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients?q=maple&status=inactive&accounts=current`);
    await expect(rowFor(page, 'Maple Grove Legal')).toHaveCount(1);
    await expect(page.getByLabel('Status')).toHaveValue('inactive');
    await expect(page.getByPlaceholder('Search clients...')).toHaveValue('maple');
  });

  test('pages through the results 20 at a time', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    for (let i = 0; i < 23; i++) {
      await insertClient(sql, {
        email: `p${i}@${tag}.test`,
        companyName: `${tag} Client ${String(i).padStart(2, '0')}`,
      });
    }
    await sql.end();
    await page.goto(`/admin/clients?q=${tag}`);
    await expect(rows(page)).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Client pages' });
    await expect(pages).toContainText('Showing 1–20 of 23');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients?q=${tag}&page=2`);
    await expect(rows(page).getByRole('link')).toHaveText([20, 21, 22].map((i) => `${tag} Client ${i}`));
    await expect(pages).toContainText('Showing 21–23 of 23');
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients?q=${tag}`);
  });
});

test.describe('client detail', () => {
  test('shows contact details, custom fields, projects, stats and quick actions', async ({ page }) => {
    const sql = e2eSql();
    const [client] = await sql`select id from app.profiles where email = 'client@demo.test'`;
    const projects =
      await sql`select id, title from app.projects where client_id = ${client.id} order by created_at desc`;
    await sql.end();

    await page.goto(`/admin/clients/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Northstar Outfitters' })).toBeVisible();
    const contact = page.locator('div', { has: page.getByRole('heading', { name: 'Contact Information' }) }).last();
    await expect(contact.getByRole('definition').nth(2)).toHaveText('client@demo.test');
    await expect(contact).toContainText('(612) 555-0101');
    await expect(contact).toContainText('120 Lake St, Minneapolis, MN 55401, USA');
    await expect(contact.getByRole('link', { name: 'northstar-outfitters.example' })).toHaveAttribute(
      'href',
      'https://northstar-outfitters.example/',
    );
    // Custom fields, read-only: value or '-', checkbox Yes/No.
    const custom = contact.locator('dl').nth(1);
    await expect(custom.getByRole('term')).toContainText(['Industry', 'Employee count', 'Contract renewal date']);
    await expect(custom.getByRole('definition')).toContainText(['Retail', '45', '-', 'Yes']);

    const list = page.getByRole('region', { name: 'Projects', exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const project of projects) {
      await expect(list.getByRole('link', { name: project.title })).toHaveAttribute(
        'href',
        `/admin/projects/${project.id}`,
      );
    }
    const ecommerce = list.getByRole('listitem').filter({ hasText: 'E-commerce Platform Rebuild' });
    await expect(ecommerce).toContainText('In Development');
    await expect(ecommerce).toContainText('$48,000');
    await expect(ecommerce).toContainText('$750/mo');

    const stats = page.getByRole('region', { name: 'Client Stats' });
    await expect(stats.getByRole('definition')).toHaveText(['3', '2', '$1,150']);
    await expect(stats.getByRole('term')).toHaveText(['Total Projects', 'Active Projects', 'Monthly Revenue']);

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions).toContainText('Account Active - Client has accepted invitation');
    await expect(actions.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', 'mailto:client@demo.test');
    await expect(actions.getByRole('link', { name: 'Create Project' })).toHaveAttribute(
      'href',
      `/admin/projects/new?selectedClientId=${client.id}`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients`);
  });

  test('names a client by full name or Unnamed Client, and says when there are no projects', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const named = await insertClient(sql, { email: `n@${tag}.test`, fullName: 'Rosa Diaz' });
    const unnamed = await insertClient(sql, { email: `u@${tag}.test`, fullName: null });
    await sql.end();
    await page.goto(`/admin/clients/${named}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client Stats' }).getByRole('definition')).toHaveText([
      '0',
      '0',
      '$0',
    ]);
    await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
    await page.goto(`/admin/clients/${unnamed}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unnamed Client' })).toBeVisible();
  });

  test('links a website only when it is http(s), without the scheme', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const unsafe = await insertClient(sql, { email: `js@${tag}.test`, website: 'javascript:alert(document.cookie)' });
    const plain = await insertClient(sql, { email: `http@${tag}.test`, website: 'http://shop.example/catalog' });
    await sql.end();

    await page.goto(`/admin/clients/${unsafe}`);
    const contact = page.locator('div', { has: page.getByRole('heading', { name: 'Contact Information' }) }).last();
    await expect(contact).toContainText('javascript:alert(document.cookie)');
    await expect(contact.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(contact.getByRole('link')).toHaveCount(0);

    await page.goto(`/admin/clients/${plain}`);
    await expect(page.getByRole('link', { name: 'shop.example/catalog' })).toHaveAttribute(
      'href',
      'http://shop.example/catalog',
    );
  });

  test('a malformed id shows Client Not Found; an unknown one goes back to the list', async ({ page }) => {
    await page.goto('/admin/clients/not-a-client');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Clients' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients`);
    await page.goto('/admin/clients/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients`);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
  });
});

test.describe('editing a client', () => {
  async function openEdit(page: Page, id: string) {
    await page.goto(`/admin/clients/${id}`);
    await page.getByRole('button', { name: 'Edit Client' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  }

  test('Cancel leaves edit mode and throws the edits away', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const id = await insertClient(sql, { email: `c@${tag}.test`, companyName: 'Keep Co', phone: '555-0100' });
    await openEdit(page, id);
    await page.getByRole('form', { name: 'Contact details' }).getByLabel('Full Name').fill('Changed Name');
    await page.getByLabel('Phone').fill('999');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Client' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Keep Co' })).toBeVisible();
    await expect(page.getByText('555-0100')).toBeVisible();
    // Editing again starts from the saved values.
    await page.getByRole('button', { name: 'Edit Client' }).click();
    await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel('Full Name')).toHaveValue(
      'Test Person',
    );
    await expect(page.getByLabel('Phone')).toHaveValue('555-0100');
    const [row] = await sql`select company_name, phone from app.profiles where id = ${id}`;
    expect(row).toEqual({ company_name: 'Keep Co', phone: '555-0100' });
    await sql.end();
  });

  test('Save Changes stores every editable field, custom fields included, and the login email', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const id = await insertClient(sql, {
      email: `old@${tag}.test`,
      companyName: 'Old Co',
      website: 'https://oldco.example',
      address: '9 Old Rd',
    });
    await openEdit(page, id);
    await expectNoAxeViolations(page);
    const contact = page.getByRole('form', { name: 'Contact details' });
    // The company's name, website and address have their own form; this one edits the person.
    await expect(contact.getByLabel('Company Name')).toHaveCount(0);
    await expect(contact.getByLabel('Website')).toHaveCount(0);
    await contact.getByLabel('Full Name').fill('Nina Park');
    await contact.getByLabel('Email Address').fill(`new@${tag}.test`);
    await contact.getByLabel('Phone').fill('(612) 555-0199');
    // A required custom field left empty is refused before anything is saved.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Industry is required')).toBeVisible();
    await page.getByLabel('Industry').selectOption('Construction');
    await page.getByLabel('Employee count').fill('12');
    await page.getByLabel('Contract renewal date').fill('2027-03-01');
    await page.getByLabel('Onboarding call').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('button', { name: 'Edit Client' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Old Co' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'oldco.example' }).first()).toHaveAttribute(
      'href',
      'https://oldco.example/',
    );
    const [row] = await sql`
      select p.full_name, p.company_name, p.email, p.phone, p.website, p.address, p.custom_fields, u.email as login
      from app.profiles p join auth.users u on u.id = p.id where p.id = ${id}`;
    expect(row).toEqual({
      full_name: 'Nina Park',
      company_name: 'Old Co',
      email: `new@${tag}.test`,
      phone: '(612) 555-0199',
      website: 'https://oldco.example',
      address: '9 Old Rd',
      custom_fields: {
        Industry: 'Construction',
        'Employee count': 12,
        'Contract renewal date': '2027-03-01',
        'Onboarding call': true,
      },
      login: `new@${tag}.test`,
    });
    await sql.end();
  });

  test('a failed save stays in edit mode and says why', async ({ page }) => {
    const tag = uniqueTag();
    const sql = e2eSql();
    const id = await insertClient(sql, { email: `mine@${tag}.test`, customFields: { Industry: 'Retail' } });
    await sql.end();
    await openEdit(page, id);
    await page.getByLabel('Email Address').fill('client2@demo.test');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('A user with this email address already exists.');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveValue('client2@demo.test');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();

    await page.getByLabel('Email Address').fill(`mine@${tag}.test`);
    await page.route(`**/admin/clients/${id}`, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Failed to save the changes');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });
});

test.describe('Add New Client', () => {
  test('shows the sections, helpers and custom fields, and validates', async ({ page }) => {
    await page.goto('/admin/clients/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Client' })).toBeVisible();
    await expect(page.getByText('Create a new client account')).toBeVisible();
    for (const section of ['Basic Information', 'Billing Contact', 'Technical Contact', 'Custom Fields']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('This will be their login email')).toBeVisible();
    await expect(page.getByText('Full business address including city, state, and country')).toBeVisible();
    for (const label of [
      'Billing Email',
      'Billing Contact Name',
      'Billing Contact Email',
      'Technical Contact Name',
      'Technical Contact Email',
    ]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
    // Required fields carry an asterisk: Email, Full Name and the required custom field.
    await expect(page.locator('label', { hasText: 'Industry' })).toContainText('*');
    await expect(page.locator('label', { hasText: 'Employee count' })).not.toContainText('*');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Industry is required')).toBeVisible();
    await page.getByLabel('Email Address').fill('nope');
    await page.getByLabel('Website').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(
      page.getByText('Please enter a valid website address starting with http:// or https://'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients/new`);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients`);
  });

  test('creates the client and opens its page', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/admin/clients/new');
    await page.getByLabel('Email Address').fill(`owner@${tag}.test`);
    await page.getByLabel('Full Name').fill('Owen Fields');
    await page.getByLabel('Company Name').fill(`Fields ${tag} LLC`);
    await page.getByLabel('Phone').fill('(218) 555-0111');
    await page.getByLabel('Website').fill('https://fields.example');
    await page.getByLabel('Address', { exact: true }).fill('9 Pine Rd, Bemidji, MN, USA');
    await page.getByLabel('Billing Email').fill(`billing@${tag}.test`);
    await page.getByLabel('Billing Contact Name').fill('Bea Fields');
    await page.getByLabel('Billing Contact Email').fill(`bea@${tag}.test`);
    await page.getByLabel('Technical Contact Name').fill('Ted Fields');
    await page.getByLabel('Technical Contact Email').fill(`ted@${tag}.test`);
    await page.getByLabel('Industry').selectOption('Other');
    await page.getByLabel('Employee count').fill('8');
    await page.getByRole('button', { name: 'Create Client' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Fields ${tag} LLC` })).toBeVisible();
    const sql = e2eSql();
    const [row] = await sql`
      select p.*, u.encrypted_password from app.profiles p join auth.users u on u.id = p.id where p.email = ${`owner@${tag}.test`}`;
    await sql.end();
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients/${row.id}`);
    expect(row).toMatchObject({
      full_name: 'Owen Fields',
      role: 'client',
      phone: '(218) 555-0111',
      website: 'https://fields.example',
      address: '9 Pine Rd, Bemidji, MN, USA',
      billing_email: `billing@${tag}.test`,
      billing_contact_name: 'Bea Fields',
      billing_contact_email: `bea@${tag}.test`,
      technical_contact_name: 'Ted Fields',
      technical_contact_email: `ted@${tag}.test`,
      custom_fields: { Industry: 'Other', 'Employee count': 8, 'Onboarding call': false },
      invitation_status: 'pending',
      invitation_sent_at: null,
      encrypted_password: null,
    });
    await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
    await expect(page.getByText('Bea Fields')).toBeVisible();
  });

  test('says clearly when the email is already taken', async ({ page }) => {
    await page.goto('/admin/clients/new');
    await page.getByLabel('Email Address').fill('CLIENT@demo.test');
    await page.getByLabel('Full Name').fill('Copy Cat');
    await page.getByLabel('Industry').selectOption('Retail');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/clients/new', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    await expect(page.locator('form').getByRole('alert')).toHaveText('A user with this email address already exists.');
    await expect(page).toHaveURL(`${E2E.portal}/admin/clients/new`);
    await expect(page.getByRole('button', { name: 'Create Client' })).toBeEnabled();
  });

  test('says Failed to create client when the server cannot be reached', async ({ page }) => {
    await page.goto('/admin/clients/new');
    await page.getByLabel('Email Address').fill(`offline@${uniqueTag()}.test`);
    await page.getByLabel('Full Name').fill('Off Line');
    await page.getByLabel('Industry').selectOption('Retail');
    await page.route('**/admin/clients/new', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Failed to create client');
  });
});
