import type { Browser, Page } from '@playwright/test';
import { uniqueTag } from './admin-data';
import { storageStatePath } from '../support/e2e-env';
import { asNewVisitor, E2E, e2eSql, expect, expectNoAxeViolations, signIn, test } from './fixtures';

// A client company with several people, in the browser: the owner invites a billing
// teammate from the Team page; she accepts the link, sees the company's invoices but not the
// work (messages, files) of a project she is not on; the owner makes her a member of one
// project, which her open session sees at once; the owner removes her, and her session ends.
// The company's details are edited by staff (here without JavaScript) and by owners.

async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  return page;
}

test('an owner invites a billing teammate, who sees invoices but not project messages; removing her signs her out', async ({
  browser,
}) => {
  test.slow(); // one flow across two browsers
  const tag = uniqueTag();
  const email = `robin.${tag}@northstar.example`;
  const sql = e2eSql();
  const [project] = await sql`select id from app.projects where title = 'E-commerce Platform Rebuild'`;

  // The owner (Northstar Outfitters' client@demo.test) invites Robin as Billing.
  const owner = await freshPage(browser);
  await signIn(owner, 'client@demo.test');
  await owner.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(owner.getByRole('cell', { name: 'billing@demo.test' })).toBeVisible();
  await expectNoAxeViolations(owner);
  const form = owner.getByRole('form', { name: 'Invite a teammate' });
  await form.getByLabel('Full Name').fill('Robin Billing');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('billing');
  await form.getByRole('button', { name: 'Invite Teammate' }).click();
  const link = (await owner.getByTestId('teammate-invitation-link').textContent())!;
  expect(link).toMatch(new RegExp(`^${E2E.portal}/auth/accept-invite\\?token=`));
  await expect(owner.getByRole('cell', { name: email })).toBeVisible();

  // Robin accepts and signs in.
  const robin = await freshPage(browser);
  await robin.goto(link);
  await robin.getByLabel('New Password').fill('robin-secret-1');
  await robin.getByLabel('Confirm Password').fill('robin-secret-1');
  await robin.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(robin).toHaveURL(`${E2E.portal}/dashboard`);

  // Invoices: the company's.
  await robin.goto('/billing');
  await expect(robin.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(
    robin
      .getByRole('table')
      .getByText(/INV-\d{4}-\d{4}/)
      .first(),
  ).toBeVisible();
  // Project work: not on a project she is not on (its page, messages and files are not hers).
  await robin.goto(`/projects/${project.id}`);
  await expect(robin.getByText('Hello')).toHaveCount(0);
  await expect(robin.getByRole('heading', { name: 'Messages' })).toHaveCount(0);
  await expect(robin.getByRole('heading', { level: 1, name: 'E-commerce Platform Rebuild' })).toHaveCount(0);
  await robin.goto('/projects');
  await expect(robin.getByText('E-commerce Platform Rebuild')).toHaveCount(0);

  // The owner makes her a member of that one project only: her open session sees it on the
  // next page, and the invoices are no longer hers.
  await owner.reload();
  const change = owner.getByText('Change Robin Billing');
  await change.click();
  const access = owner.getByRole('form', { name: 'Role and projects of Robin Billing' });
  await access.getByLabel('Role').selectOption('member');
  await access.getByLabel(/^Only the projects ticked below/).check();
  await access.getByRole('checkbox', { name: 'E-commerce Platform Rebuild' }).check();
  await expectNoAxeViolations(owner);
  await access.getByRole('button', { name: 'Save Role and Projects' }).click();
  await expect(access.getByText('Saved.')).toBeVisible();
  const [robinNow] = await sql`
    select m.company_role, m.restricted, array(select mp.project_id::text from app.organization_member_projects mp
                                              where mp.profile_id = m.profile_id) as projects
      from app.organization_members m join app.profiles p on p.id = m.profile_id where p.email = ${email}`;
  expect(robinNow).toEqual({ company_role: 'member', restricted: true, projects: [project.id] });
  await robin.goto('/projects');
  await expect(robin.getByText('E-commerce Platform Rebuild')).toBeVisible();
  await robin.goto('/billing');
  await expect(robin.getByText("Invoices and payments are shown to your company's owners")).toBeVisible();

  // The owner removes her: her session ends at once.
  await owner.reload();
  await owner.getByRole('button', { name: 'Remove Robin Billing' }).click();
  await expect(owner.getByRole('cell', { name: email })).toHaveCount(0);
  const [{ sessions }] = await sql`
    select count(*)::int as sessions from auth.sessions s join app.profiles p on p.id = s.user_id where p.email = ${email}`;
  expect(sessions).toBe(0);
  await robin.goto('/billing');
  await expect(robin).toHaveURL(/\/login\?next=%2Fbilling$/);
  await sql.end();
});

test('a member without billing sees no invoices, and the owner cannot remove the last owner', async ({ browser }) => {
  const member = await freshPage(browser);
  await signIn(member, 'member@demo.test');
  await member.goto('/billing');
  await expect(member.getByText("Invoices and payments are shown to your company's owners")).toBeVisible();
  await expect(member.getByRole('table')).toHaveCount(0);
  await member.goto('/projects');
  await expect(member.getByText('E-commerce Platform Rebuild')).toBeVisible();
  // A member sees the team but manages nobody but themselves.
  await member.goto('/team');
  await expect(member.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(member.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);

  const owner = await freshPage(browser);
  await signIn(owner, 'client@demo.test');
  await owner.goto('/team');
  await owner.getByRole('button', { name: 'Leave the company' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'A company keeps at least one owner' })).toBeVisible();
  // Every row's button posts the one Remove form after the table (form=), also before the
  // page's script has loaded: the browser's own post of the form, answered with the page. (The
  // page's own inline scripts still run: they reveal the streamed content.)
  const early = await browser.newContext({ storageState: await owner.context().storageState() });
  const unhydrated = await early.newPage();
  await unhydrated.route('**/_next/static/**/*.js', (route) => route.abort());
  await unhydrated.goto(`${E2E.portal}/team`);
  await unhydrated.getByRole('button', { name: 'Leave the company' }).click();
  await expect(unhydrated.getByRole('alert').filter({ hasText: 'A company keeps at least one owner' })).toBeVisible();
  await early.close();
});

test('staff edit a company with JavaScript off; its owner cannot step down as the last owner', async ({ browser }) => {
  const sql = e2eSql();
  const [owner] = await sql`select id from app.profiles where email = 'client2@demo.test'`;
  // The staff's page of the client's company, one link from the client, posted without JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: storageStatePath('admin') });
  const admin = await plain.newPage();
  await admin.goto(`${E2E.portal}/admin/clients/${owner.id}`);
  await admin.getByRole('link', { name: 'Company Members and Details' }).click();
  await expect(admin).toHaveURL(`${E2E.portal}/admin/clients/${owner.id}/company`);
  const form = () => admin.getByRole('form', { name: 'Company details' });
  const before = await form().getByLabel('Company Name').inputValue();
  await form().getByLabel('Company Name').fill(`${before} Group`);
  await form().getByLabel('Billing Email').fill('not an email');
  await form().getByRole('button', { name: 'Save Company Details' }).click();
  // A plain post comes back refused, with the boxes as sent.
  await expect(form().getByText('Please enter a valid email')).toBeVisible();
  await expect(form().getByLabel('Company Name')).toHaveValue(`${before} Group`);
  await form().getByLabel('Billing Email').fill('');
  await form().getByRole('button', { name: 'Save Company Details' }).click();
  await expect(admin.getByText('Company details saved.')).toBeVisible();
  // The owner's profile follows, so the page's title (read from it) says the new name.
  await expect(admin.getByRole('heading', { level: 1, name: `${before} Group` })).toBeVisible();
  await expect(admin.getByRole('heading', { name: `Company Members: ${before} Group` })).toBeVisible();
  await form().getByLabel('Company Name').fill(before);
  await form().getByRole('button', { name: 'Save Company Details' }).click();
  await expect(admin.getByText('Company details saved.')).toBeVisible();
  await plain.close();

  // The only owner may not make themselves a member.
  const page = await freshPage(browser);
  await signIn(page, 'client2@demo.test');
  await page.goto('/team');
  await page.getByText(/^Change .* \(Owner\)$/).click();
  const own = page.getByRole('form', { name: /^Role and projects of / });
  await own.getByLabel('Role').selectOption('member');
  await own.getByRole('button', { name: 'Save Role and Projects' }).click();
  await expect(own.getByText('A company keeps at least one owner')).toBeVisible();
  await expectNoAxeViolations(page);
  await sql.end();
});
