import type { Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { E2E, e2eSql, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { insertProject, insertTestClient, uniqueTag } from './project-data';

// The pipeline board's moves: keyboard, drag and drop, persisted,
// logged for the client's Recent Activity, and undone with a message when the save fails.
test.use({ storageState: storageStatePath('admin') });

const column = (page: Page, stage: string) => page.locator(`[data-stage="${stage}"]`);
const card = (page: Page, stage: string, title: string) =>
  column(page, stage).getByRole('listitem').filter({ hasText: title });

test('moves a card with the keyboard, keeps it there after a reload, and logs it for the client', async ({ page }) => {
  const tag = uniqueTag();
  const title = `Keyboard Move ${tag}`;
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag, { canSignIn: true });
  const id = await insertProject(sql, { title, clientId: client.id, stage: 'proposal_sent', value: 1000, fee: 10 });
  const [admin] = await sql`select id from app.profiles where email = 'admin@demo.test'`;

  await page.goto('/dashboard');
  const count = (stage: string) => column(page, stage).getByTestId('stage-count');
  const before = Number(await count('in_development').textContent());
  const move = page.getByRole('button', { name: `Move ${title}`, exact: true });
  await move.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Move ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proposal Sent (current stage)' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Discovery/Audit' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Contract Signed' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'In Development' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(card(page, 'in_development', title)).toBeVisible();
  await expect(card(page, 'proposal_sent', title)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Moved ${title} to In Development.` })).toBeAttached();
  // The keyboard user stays on the card they moved.
  await expect(page.getByRole('button', { name: `Move ${title}`, exact: true })).toBeFocused();
  await expect(count('in_development')).toHaveText(String(before + 1));

  await page.reload();
  await expect(card(page, 'in_development', title)).toBeVisible();
  await expect(card(page, 'proposal_sent', title)).toHaveCount(0);

  const [project] = await sql`select kanban_stage from app.projects where id = ${id}`;
  expect(project.kanban_stage).toBe('in_development');
  const log = await sql`select action, user_id, details from app.activity_log
                        where resource_type = 'project' and resource_id = ${id} order by id`;
  expect(log).toEqual([
    {
      action: 'project_stage_changed',
      user_id: admin.id,
      details: { title, from: 'proposal_sent', to: 'in_development' },
    },
  ]);
  await sql.end();

  // The client sees the move in their Recent Activity.
  await page.context().clearCookies();
  await signIn(page, client.email);
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: title })).toContainText('Project moved to a new stage');
});

test('moves a card by drag and drop', async ({ page }) => {
  // Wide enough for the whole board, and the drop aimed at the column's top: the page must
  // not scroll between pressing and moving, or Chromium starts the drag on whatever is then
  // under the pointer.
  await page.setViewportSize({ width: 2300, height: 900 });
  const tag = uniqueTag();
  const title = `Dragged ${tag}`;
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag);
  const id = await insertProject(sql, { title, clientId: client.id, stage: 'contract_signed' });

  await page.goto('/dashboard');
  await card(page, 'contract_signed', title).dragTo(column(page, 'client_review'), {
    sourcePosition: { x: 30, y: 8 },
    targetPosition: { x: 100, y: 20 },
  });
  await expect(card(page, 'client_review', title)).toBeVisible();
  await expect(card(page, 'contract_signed', title)).toHaveCount(0);
  await expect(async () => {
    const [project] = await sql`select kanban_stage from app.projects where id = ${id}`;
    expect(project.kanban_stage).toBe('client_review');
  }).toPass({ timeout: 10_000 });

  await page.reload();
  await expect(card(page, 'client_review', title)).toBeVisible();
  const [log] =
    await sql`select details from app.activity_log where resource_id = ${id} and action = 'project_stage_changed'`;
  expect(log.details).toMatchObject({ from: 'contract_signed', to: 'client_review' });
  await sql.end();
});

test('puts the card back and says why when the move cannot be saved', async ({ page }) => {
  const tag = uniqueTag();
  const title = `Vanishing ${tag}`;
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag);
  const id = await insertProject(sql, { title, clientId: client.id, stage: 'discovery_audit' });

  await page.goto('/dashboard');
  await expect(card(page, 'discovery_audit', title)).toBeVisible();
  await sql`delete from app.projects where id = ${id}`;
  await sql.end();

  await page.getByRole('button', { name: `Move ${title}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('region', { name: 'Project Pipeline' }).getByRole('alert')).toHaveText(
    `Could not move “${title}” to Completed. This project no longer exists.`,
  );
  await expect(card(page, 'discovery_audit', title)).toBeVisible();
  await expect(card(page, 'completed', title)).toHaveCount(0);
});

test('the card links to the project and its client', async ({ page }) => {
  const tag = uniqueTag();
  const title = `Linked ${tag}`;
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag);
  const id = await insertProject(sql, { title, clientId: client.id, stage: 'completed', value: 2500, fee: 99 });
  await sql.end();

  await page.goto('/dashboard');
  const item = card(page, 'completed', title);
  await expect(item).toContainText('$2,500');
  await expect(item).toContainText('$99/mo');
  await expect(item.getByRole('link', { name: `${tag} Co` })).toHaveAttribute('href', `/admin/clients/${client.id}`);
  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`${E2E.portal}/admin/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a column shows its 25 newest cards and links to the rest', async ({ page }) => {
  const tag = uniqueTag();
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag);
  // Older than every other project, so they only ever fill the end of the column.
  for (let i = 0; i < 26; i += 1) {
    await insertProject(sql, {
      title: `Backlog ${i} ${tag}`,
      clientId: client.id,
      stage: 'awaiting_final_payment',
      createdAt: `2001-01-01T00:00:${String(i).padStart(2, '0')}Z`,
    });
  }
  try {
    await page.goto('/dashboard');
    const awaiting = column(page, 'awaiting_final_payment');
    const total = Number(await awaiting.getByTestId('stage-count').textContent());
    expect(total).toBeGreaterThan(25);
    await expect(awaiting.getByRole('listitem')).toHaveCount(25);
    // The oldest of them is the one left out.
    await expect(awaiting.getByRole('listitem').filter({ hasText: `Backlog 0 ${tag}` })).toHaveCount(0);
    await awaiting.getByRole('link', { name: `View all ${total} in Awaiting Final Payment` }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects?stage=awaiting_final_payment`);
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('awaiting_final_payment');
  } finally {
    await sql`delete from app.projects where client_id = ${client.id}`;
    await sql.end();
  }
});
