import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import postgres from 'postgres';
import { postgresClient } from '../../lib/db/postgres-client';
import { SMTPServer } from 'smtp-server';
import { embeddedDatabaseUrl } from '../../lib/db/embedded-url';
import { ACCOUNTS, PASSWORD } from '../support/e2e-env';
import { E2E, expect, expectNoAxeViolations, test } from './fixtures';
import { uniqueTag } from './project-data';

// Notifications: an admin and a client in two browsers. The admin moves the client's
// project to a new stage; the client sees the notification badge and the item, and the mail
// reaches a real SMTP server with plain-text and HTML parts and List-Unsubscribe headers;
// the one-click address and the unsubscribe page both turn that category's email off.
// The shared e2e server has no mail server (its mail stays in the outbox), so this starts
// its own with SMTP_URL pointing at the capture server below.

// Offsets of its own: the other own-server specs (online payment +1100, admin two-factor
// +1200, client IP +1000) may run at the same time on the other worker.
const port = E2E.port + 1300;
const smtpPort = E2E.port + 1400;
const portal = `http://portal.localhost:${port}`;
const dataDir = path.resolve(`.data/e2e-${E2E.port}-notifications`);
let server: ChildProcess | undefined;
let smtp: SMTPServer | undefined;
let sql: postgres.Sql;
const received: ParsedMail[] = [];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));

  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    TRUSTED_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts', 'start'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`http://localhost:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The notifications server did not start');
    await new Promise((r) => setTimeout(r, 1000));
  }
  sql = postgresClient(embeddedDatabaseUrl(dataDir), {
    max: 1,
    prepare: false,
    onnotice: () => {},
  });
});

test.afterAll(async () => {
  await sql?.end();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await new Promise((r) => setTimeout(r, 2000));
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, email: string, javaScriptEnabled = true): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${portal}/dashboard`);
  if (javaScriptEnabled) return [context, page];
  // The same session in a browser without JavaScript.
  const storageState = await context.storageState();
  await context.close();
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState });
  return [noScript, await noScript.newPage()];
}

const badge = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).getByTestId('nav-badge');

/** The mail about `title` to `to` (a project's news goes to each of its people). */
async function mailAbout(title: string, to: string = ACCOUNTS.client): Promise<ParsedMail> {
  const mine = (m: ParsedMail) => Boolean(m.subject?.includes(title)) && JSON.stringify(m.to ?? '').includes(to);
  await expect.poll(() => received.some(mine), { timeout: 30_000 }).toBe(true);
  return received.find(mine)!;
}

test('a stage change reaches the client in the portal and by mail, and its unsubscribe works', async ({ browser }) => {
  const tag = uniqueTag();
  const title = `Notified Move ${tag}`;
  const [client] = await sql<{ id: string }[]>`select id from app.profiles where email = ${ACCOUNTS.client}`;
  const [{ id: projectId }] = await sql<{ id: string }[]>`
    insert into app.projects (title, client_id, kanban_stage) values (${title}, ${client.id}, 'discovery_audit') returning id`;
  await sql`delete from app.notification_preferences where user_id = ${client.id}`;

  const [clientContext, clientPage] = await signedIn(browser, ACCOUNTS.client);
  const [adminContext, adminPage] = await signedIn(browser, ACCOUNTS.admin);
  const unreadBefore = (await badge(clientPage).count()) ? Number.parseInt(await badge(clientPage).innerText(), 10) : 0;

  // The admin moves the project in the edit form.
  await adminPage.goto(`${portal}/admin/projects/${projectId}`);
  await adminPage.getByRole('button', { name: 'Edit Project' }).click();
  await adminPage.getByRole('combobox', { name: 'Stage' }).selectOption('proposal_sent');
  await adminPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  // The client: the badge counts it, the list shows it, and it opens the project.
  await clientPage.reload();
  await expect(badge(clientPage)).toContainText(String(unreadBefore + 1));
  await clientPage.getByRole('link', { name: /^Notifications/ }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = clientPage.getByTestId('notification').filter({ hasText: `${title} moved to Proposal Sent` });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByRole('link', { name: `${title} moved to Proposal Sent` })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expectNoAxeViolations(clientPage);
  await item.getByRole('button', { name: `Mark read: ${title} moved to Proposal Sent` }).click();
  await expect(item).not.toHaveAttribute('data-unread', 'true');
  await expect(item.getByRole('button')).toHaveCount(0);

  // The mail: plain text and HTML with the firm's name, and the one-click headers.
  const mail = await mailAbout(title);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(ACCOUNTS.client);
  expect(mail.text).toContain(`${title} moved to Proposal Sent`);
  expect(mail.html).toContain('<h1');
  expect(mail.html).toContain('Lakeside Software &amp; AI');
  // The raw header lines as sent (mailparser folds List-* headers into one parsed object).
  const header = (name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/\r\n(?=[ \t])/g, '')
      .replace(/^[^:]+:\s*/, '');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(\S+)>$/.exec(header('list-unsubscribe') ?? '')![1];
  expect(oneClick).toMatch(new RegExp(`^${portal}/api/notifications/unsubscribe\\?token=`));
  const pageLink = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')![1];

  const prefs = async () =>
    (
      await sql`select email, in_app from app.notification_preferences where user_id = ${client.id} and category = 'stage_changes'`
    )[0];

  // RFC 8058: a POST to the header's address, without any session, turns the email off.
  // (Route handlers answer on every host; Node cannot resolve portal.localhost.)
  const direct = oneClick.replace('//portal.localhost:', '//localhost:');
  const anonymous = await browser.newContext();
  const forged = await anonymous.request.post(direct.replace(/token=[^&]+/, 'token=forged'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(400);
  expect(await prefs()).toBeUndefined();
  const posted = await anonymous.request.post(direct, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(posted.status()).toBe(200);
  expect(await prefs()).toEqual({ email: false, in_app: true });

  // The client turns it back on in My Account (the radios show the stored choice).
  await clientPage.goto(`${portal}/account`);
  const stageGroup = clientPage.getByRole('group', { name: 'Project stage changes' });
  await expect(stageGroup.getByLabel('In the portal only')).toBeChecked();
  await stageGroup.getByLabel('In the portal and by email').check();
  await clientPage.getByRole('button', { name: 'Save Notification Settings' }).click();
  await expect(clientPage.getByText('Notification settings saved.')).toBeVisible();
  expect(await prefs()).toEqual({ email: true, in_app: true });
  await expectNoAxeViolations(clientPage);

  // The link in the mail, for a person: opening it changes nothing; the button does.
  const visitor = await anonymous.newPage();
  await visitor.goto(pageLink);
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  expect(await prefs()).toEqual({ email: true, in_app: true });
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You are unsubscribed')).toBeVisible();
  expect(await prefs()).toEqual({ email: false, in_app: true });

  // With email off, the next move is in the list but sends this person no mail (each person of
  // the company keeps their own preferences: a teammate on the project may still be mailed).
  const toClient = () => received.filter((m) => JSON.stringify(m.to ?? '').includes(ACCOUNTS.client)).length;
  const mailsBefore = toClient();
  await adminPage.goto(`${portal}/admin/projects/${projectId}`);
  await adminPage.getByRole('button', { name: 'Edit Project' }).click();
  await adminPage.getByRole('combobox', { name: 'Stage' }).selectOption('discovery_audit');
  await adminPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  await clientPage.goto(`${portal}/notifications`);
  await expect(
    clientPage.getByTestId('notification').filter({ hasText: `${title} moved to Discovery/Audit` }),
  ).toBeVisible();
  const queued = await sql`select count(*)::int as n from app.mail_queue
              where subject like ${`%${title} moved to Discovery%`} and to_address = ${ACCOUNTS.client}`;
  expect(queued[0].n).toBe(0);
  expect(toClient()).toBe(mailsBefore);

  await Promise.all([clientContext.close(), adminContext.close(), anonymous.close()]);
});

// Signed-in pages are sent whole (no loading boundary): behind one, a browser without
// JavaScript only ever saw the spinner, and the hidden form never took a click.
test('without JavaScript a client marks one notification read, then all of them', async ({ browser }) => {
  const [client] = await sql<{ id: string }[]>`select id from app.profiles where email = ${ACCOUNTS.client}`;
  const [admin] = await sql<{ id: string }[]>`select id from app.profiles where email = ${ACCOUNTS.admin}`;
  const [project] = await sql<{ id: string }[]>`select id from app.projects where client_id = ${client.id} limit 1`;
  // Two unread ones, as the admin's action would record them: under the admin's claims, as the
  // server's own role (signed-in users may not call the notification functions themselves).
  await sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: admin.id, role: 'authenticated' })}, true)`;
    for (const n of [1, 2])
      await tx`select * from app.notify_recipients('files', ${admin.id}::uuid, 'client', ${client.id}::uuid,
        ${`No-JS file ${n}`}, '', ${`/projects/${project.id}`})`;
  });
  const unreadCount = async () =>
    (await sql`select count(*)::int as n from app.notifications where user_id = ${client.id} and read_at is null`)[0]
      .n as number;
  const before = await unreadCount();
  const [context, page] = await signedIn(browser, ACCOUNTS.client, false);
  await page.goto(`${portal}/notifications`);
  const item = (n: number) => page.getByTestId('notification').filter({ hasText: `No-JS file ${n}` });
  await expect(item(2)).toHaveAttribute('data-unread', 'true');
  await expect(item(1)).toBeVisible();
  // Rendered by the server with the page: the sidebar's count is there without JavaScript.
  await expect(badge(page)).toHaveText(new RegExp(`^${Math.min(before, 99)}\\+? unread notifications?$`));

  // One of them, by its own button: the browser posts the form and comes back to the list.
  await item(1).getByRole('button', { name: 'Mark read: No-JS file 1' }).click();
  await expect(page).toHaveURL(`${portal}/notifications`);
  await expect(item(1)).not.toHaveAttribute('data-unread', 'true');
  await expect(item(2)).toHaveAttribute('data-unread', 'true');
  expect(await unreadCount()).toBe(before - 1);

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page).toHaveURL(`${portal}/notifications`);
  await expect(page.getByTestId('notification').filter({ hasText: 'No-JS file 2' })).not.toHaveAttribute(
    'data-unread',
    'true',
  );
  await expect(badge(page)).toHaveCount(0);
  const unread =
    await sql`select count(*)::int as n from app.notifications where user_id = ${client.id} and read_at is null`;
  expect(unread[0].n).toBe(0);
  await context.close();
});

test('the admin activity log filters by type and person and exports the same rows as CSV', async ({ browser }) => {
  const tag = uniqueTag();
  const title = `Logged Move ${tag}`;
  const [client] = await sql<{ id: string }[]>`select id from app.profiles where email = ${ACCOUNTS.client}`;
  const [{ id: projectId }] = await sql<{ id: string }[]>`
    insert into app.projects (title, client_id, kanban_stage) values (${title}, ${client.id}, 'discovery_audit') returning id`;
  const [context, page] = await signedIn(browser, ACCOUNTS.admin);
  await page.goto(`${portal}/admin/projects/${projectId}`);
  await page.getByRole('button', { name: 'Edit Project' }).click();
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('proposal_sent');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  await page.goto(`${portal}/admin/activity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  // The log's entries: the rows of its table's body (its header row is in the head).
  const entries = () => page.getByRole('table', { name: 'Activity log, newest first' }).locator('tbody > tr');
  // The admin's own sign-in is there.
  await expect(entries().filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Type of activity' }).selectOption('project_stage_changed');
  await expect(page).toHaveURL(/type=project_stage_changed/);
  const rows = entries();
  await expect(rows.filter({ hasText: title })).toContainText('Discovery/Audit → Proposal Sent');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Project moved to a new stage');
  await expectNoAxeViolations(page);

  // Filter by the project from its link, then remove the type filter: only that project.
  await rows
    .filter({ hasText: title })
    .getByRole('link', { name: `Only activity on ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`project=${projectId}`));
  await page.getByRole('link', { name: 'Remove the project filter' }).click();
  await expect(page).not.toHaveURL(/project=/);

  await page.goto(`${portal}/admin/activity?project=${projectId}`);
  // Inserted by SQL (no user: not logged), then saved in the form: the move, and the edit
  // when the form changed other fields.
  const onProject = entries();
  await expect(onProject.filter({ hasText: 'Project moved to a new stage' })).toHaveCount(1);
  const shown = await onProject.count();
  for (const text of await onProject.allInnerTexts()) expect(text).toContain(title);
  // Fetched by the signed-in browser itself (its cookies; Node cannot resolve portal.localhost).
  const download = (p: Page, url: string) =>
    p.evaluate(async (u) => {
      const r = await fetch(u);
      return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
    }, url);
  const csv = await download(page, `/admin/activity/activity.csv?project=${projectId}`);
  expect(csv.status).toBe(200);
  expect(csv.type).toContain('text/csv');
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('When (UTC),Who,Email,What,Details,Client,Project,IP');
  expect(lines.length).toBe(shown + 1);
  expect(lines.some((l) => l.includes('Project moved to a new stage') && l.includes(title))).toBe(true);

  // A client gets nothing from the screen or the export.
  const [clientContext, clientPage] = await signedIn(browser, ACCOUNTS.client);
  expect((await download(clientPage, '/admin/activity/activity.csv')).status).toBe(404);
  await clientPage.goto(`${portal}/admin/activity`);
  await expect(clientPage.getByRole('heading', { name: 'Activity Log' })).toHaveCount(0);
  await Promise.all([context.close(), clientContext.close()]);
});
