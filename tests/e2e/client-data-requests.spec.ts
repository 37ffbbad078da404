import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Browser, Page } from '@playwright/test';
import { uniqueTag } from './admin-data';
import { asNewVisitor, E2E, e2eSql, expect, expectNoAxeViolations, signIn, test } from './fixtures';

// A client's data on request, in the browser: staff download a company's export from the
// client's page (a real .tar.gz with the company's records), and erase a person through the
// confirm step with JavaScript off; that person's open session ends at once.

async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await asNewVisitor(page);
  return page;
}

test('staff export a client company’s data and erase one of its people', async ({ browser }) => {
  test.slow(); // a download, an invitation and two browsers
  const sql = e2eSql();
  const [owner] = await sql`select p.id, o.name from app.profiles p
                              join app.organization_members m on m.profile_id = p.id
                              join app.client_organizations o on o.id = m.organization_id
                             where p.email = 'client@demo.test'`;

  const admin = await freshPage(browser);
  await signIn(admin, 'admin@demo.test');
  await admin.goto(`/admin/clients/${owner.id}`);
  await admin.getByRole('link', { name: 'Company Members and Details' }).click();

  // The export: one archive, named after the company, holding its records.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export Client Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^client-data-northstar-outfitters-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const folder = await mkdtemp(path.join(tmpdir(), 'e2e-export-'));
  try {
    const file = path.join(folder, 'export.tar.gz');
    await download.saveAs(file);
    await tar.extract({ file, cwd: folder, strict: true });
    const [root] = (await readdir(folder)).filter((name) => !name.endsWith('.tar.gz'));
    const company = JSON.parse(await readFile(path.join(folder, root, 'records', 'company.json'), 'utf8'));
    expect(company).toEqual([expect.objectContaining({ name: owner.name })]);
    const pdfs = await readdir(path.join(folder, root, 'pdfs', 'invoices'));
    expect(pdfs.length).toBeGreaterThan(0);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  // A new teammate to erase (so the demo's people stay for the other specs), signed in.
  const tag = uniqueTag();
  const email = `erin.${tag}@northstar.example`;
  const form = admin.getByRole('form', { name: 'Invite a teammate' });
  await form.getByLabel('Full Name').fill('Erin Erase');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('member');
  await form.getByRole('button', { name: 'Invite Teammate' }).click();
  const link = (await admin.getByTestId('teammate-invitation-link').textContent())!;
  const erin = await freshPage(browser);
  await erin.goto(link);
  await erin.getByLabel('New Password').fill('erin-secret-1');
  await erin.getByLabel('Confirm Password').fill('erin-secret-1');
  await erin.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(erin).toHaveURL(`${E2E.portal}/dashboard`);
  const [person] = await sql`select id from app.profiles where email = ${email}`;

  // The way in: the person's row in the company's team, or their own page's Account card.
  await admin.reload();
  await admin.getByRole('link', { name: 'Erase Erin Erase' }).click();
  await expect(admin).toHaveURL(`${E2E.portal}/admin/clients/${person.id}/erase`);
  await admin.goto(`/admin/clients/${person.id}`);
  await admin.getByRole('link', { name: 'Erase Personal Data' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Erase Erin Erase' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The confirm step, with JavaScript off: the posted form alone.
  const noScript = await (
    await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState() })
  ).newPage();
  await noScript.goto(`${E2E.portal}/admin/clients/${person.id}/erase`);
  await noScript.getByRole('button', { name: 'Erase Erin Erase' }).click();
  await expect(noScript.getByRole('alert')).toContainText('Tick the box');
  await noScript.getByLabel('I understand that erasing Erin Erase cannot be undone.').check();
  await noScript.getByRole('button', { name: 'Erase Erin Erase' }).click();
  await expect(noScript).toHaveURL(`${E2E.portal}/admin/clients/${person.id}`);
  await expect(noScript.getByText('Erased on request')).toBeVisible();

  const [login] = await sql`select email from auth.users where id = ${person.id}`;
  expect(login.email).toBeNull();
  await erin.goto('/dashboard');
  await expect(erin).toHaveURL(/\/login/);
  await sql.end();
});
