import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { createPortalClient, portalGet, uniqueTag } from './client-portal-data';
import { clientBrowser, clientWithProject } from '../support/portal-client';

// Project conversations and ticket replies, with two browsers talking to each other: the team
// (admin@demo.test) and a client of its own, each in their own context.

const projectsLink = (page: Page, href: string) =>
  page.getByRole('navigation', { name: /Client Portal|Admin Panel/ }).locator(`a[href="${href}"]`);

test.describe('project conversations', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the team writes, the client sees the unread count, reads, replies with a file, and the team sees it', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, title, projectId } = await clientWithProject(sql, 'Clinic Portal');
    const other = await createPortalClient(sql, `${tag}-b`);
    const { page: clientPage } = await clientBrowser(browser, client.email);
    const { page: otherPage } = await clientBrowser(browser, other.email);

    // The team writes first: plain text, a link that becomes a link, and markup that stays text.
    await page.goto(`/admin/projects/${projectId}`);
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('No messages yet. Start the conversation below.')).toBeVisible();
    await expectNoAxeViolations(page);
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread.getByText('Please write a message')).toBeVisible();
    const first = `Kick-off notes ${tag}: https://example.com/notes?a=1. <b>not bold</b> javascript:alert(1)`;
    await thread.getByRole('textbox', { name: 'Message' }).fill(first);
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread.getByText('Message sent.')).toBeVisible();
    const sent = thread.getByRole('article', { name: /\(team\)/ }).first();
    await expect(sent).toContainText('<b>not bold</b> javascript:alert(1)');
    await expect(sent.getByRole('link', { name: 'https://example.com/notes?a=1' })).toHaveAttribute(
      'href',
      'https://example.com/notes?a=1',
    );
    await expect(sent.getByRole('link')).toHaveCount(1);
    await expect(thread.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // The client: a count in the sidebar and on the project card, then reads it.
    await clientPage.goto('/projects');
    await expect(projectsLink(clientPage, '/projects')).toHaveText(/Projects\s*1\s*unread message/);
    await expect(clientPage.getByRole('link', { name: `1 unread message on ${title}` })).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await clientPage.goto(`/projects/${projectId}`);
    const clientThread = clientPage.getByRole('region', { name: /^Messages/ });
    await expect(clientThread.getByText(first)).toBeVisible();
    await expectNoAxeViolations(clientPage);
    // Read once the thread has been on screen: the sidebar and the heading count go to zero.
    await clientThread.scrollIntoViewIfNeeded();
    await expect(projectsLink(clientPage, '/projects')).toHaveText('Projects');
    await expect(clientThread.getByText('1 unread')).toHaveCount(0);
    const [{ marked }] = await sql`select count(*)::int as marked from app.project_message_reads
                                   where user_id = ${client.id} and project_id = ${projectId}`;
    expect(marked).toBe(1);

    // The client answers with a file; a file whose contents lie about its type is refused.
    await clientThread.getByRole('textbox', { name: 'Message' }).fill(`Thanks! The brief is attached ${tag}.`);
    await clientThread.getByLabel('Attach files (optional)').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a pdf</html>'),
    });
    await clientThread.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      clientThread.getByText('brief.pdf: The file’s contents do not match its .pdf extension'),
    ).toBeVisible();
    await expect(clientThread.getByRole('textbox', { name: 'Message' })).toHaveValue(
      `Thanks! The brief is attached ${tag}.`,
    );
    const pdf = `%PDF-1.7 brief ${tag}`;
    await clientThread.getByLabel('Attach files (optional)').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    await clientThread.getByRole('button', { name: 'Send Message' }).click();
    await expect(clientThread.getByText('Message sent.')).toBeVisible();
    const attachment = clientThread.getByRole('link', { name: 'brief.pdf' });
    await expect(attachment).toBeVisible();
    const href = (await attachment.getAttribute('href'))!;

    // The team sees it without reloading (focus refresh), unread, and downloads the file.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(thread.getByText(`Thanks! The brief is attached ${tag}.`)).toBeVisible();
    await expect(thread.getByRole('link', { name: 'brief.pdf' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      thread.getByRole('link', { name: 'brief.pdf' }).click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toBe(pdf);

    // Another client: the project page is a 404, the attachment a 404, and nothing leaks (the
    // other client's own name carries the tag too, so look for the project and its messages).
    const foreignPage = await portalGet(otherPage, `/projects/${projectId}`);
    expect(foreignPage.status()).toBe(404);
    const foreignText = await foreignPage.text();
    for (const secret of [title, `Kick-off notes ${tag}`, `The brief is attached ${tag}`, 'brief.pdf'])
      expect(foreignText).not.toContain(secret);
    const foreign = await portalGet(otherPage, href);
    expect(foreign.status()).toBe(404);
    expect(await foreign.text()).not.toContain(pdf);
    expect((await portalGet(otherPage, `/messages/attachments/${randomUUID()}`)).status()).toBe(404);
    expect((await portalGet(otherPage, '/messages/attachments/not-an-id')).status()).toBe(404);

    // Both messages are in the activity log.
    const [{ logged }] = await sql`select count(*)::int as logged from app.activity_log
                                   where action = 'message_posted' and resource_id = ${projectId}`;
    expect(logged).toBe(2);

    await clientPage.context().close();
    await otherPage.context().close();
    await sql.end();
  });

  test('before hydration (a plain form post) a client marks the thread read and posts a message', async ({
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, title, projectId } = await clientWithProject(sql, 'Plain Post Project');
    const [admin] = await sql`select id from app.profiles where email = 'admin@demo.test'`;
    await sql`insert into app.project_messages (project_id, author_id, body) values (${projectId}, ${admin.id}, ${`Hello ${tag}`})`;
    const { page } = await clientBrowser(browser, client.email);

    // With JavaScript off, the sidebar's count is there too (the server renders it).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`/projects/${projectId}`);
    await expect(projectsLink(plain, '/projects')).toHaveText(/Projects\s*1\s*unread message$/);
    await noScript.close();
    // The page's scripts are held until the plain posts below are done, so every click is the
    // browser's own form post. (A fixed 20 s delay did the same, but cost 40 s a run and let a
    // slow enough machine hydrate mid-test; held until released, the page never hydrates early.)
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/projects/${projectId}`, { waitUntil: 'commit' });
    const thread = page.getByRole('region', { name: /^Messages/ });
    await expect(thread.getByText('1 unread')).toBeVisible();
    await thread.getByRole('button', { name: 'Mark as read' }).click();
    await expect(thread.getByText(`Hello ${tag}`)).toBeVisible();
    await expect(thread.getByText('1 unread')).toHaveCount(0);
    await thread.getByRole('textbox', { name: 'Message' }).fill(`Posted as a plain form ${tag}`);
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(`Posted as a plain form ${tag}`)).toBeVisible();
    await expect(page.getByText('Message sent.')).toBeVisible();
    const rows =
      await sql`select body from app.project_messages where project_id = ${projectId} and author_id = ${client.id}`;
    expect(rows.map((r) => r.body)).toEqual([`Posted as a plain form ${tag}`]);
    releaseScripts();
    await page.context().close();

    // The team's list of projects counts it for each admin on its own (the same unread rule).
    const team = await browser.newContext({ storageState: storageStatePath('admin') });
    const list = await team.newPage();
    await list.goto(`/admin/projects?client=${client.id}`);
    await expect(list.getByRole('link', { name: `1 unread message on ${title}` })).toBeVisible();
    await expectNoAxeViolations(list);
    await team.close();
    await sql.end();
  });
});

test.describe('ticket replies both ways', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the team answers, the client sees and answers, either side closes and reopens', async ({ page, browser }) => {
    const sql = e2eSql();
    const tag = uniqueTag();
    const client = await createPortalClient(sql, tag);
    const subject = `Login loop ${tag}`;
    const [{ id: ticketId }] = await sql`
      insert into app.support_tickets (client_id, subject, description, priority)
      values (${client.id}, ${subject}, 'After signing in I land on the sign-in page again.', 'high') returning id`;
    const { page: clientPage } = await clientBrowser(browser, client.email);
    const status = async () => (await sql`select status from app.support_tickets where id = ${ticketId}`)[0].status;

    // The team opens it from the queue and answers: Waiting on client.
    await page.goto('/admin/support');
    await page.getByRole('article', { name: subject }).getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/support/${ticketId}`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Please write your reply')).toBeVisible();
    await page.getByLabel('Your reply').fill(`Which browser do you use? ${tag}`);
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Reply sent.')).toBeVisible();
    await expect(page.getByText('Waiting on client', { exact: true })).toBeVisible();
    expect(await status()).toBe('waiting_on_client');
    // The queue files it under Waiting on client.
    await page.goto('/admin/support?status=waiting_on_client');
    await expect(page.getByRole('article', { name: subject })).toBeVisible();

    // The client sees the answer and replies: Open again for the team.
    await clientPage.goto('/support');
    const listed = clientPage.getByRole('article', { name: subject });
    await expect(listed.getByText('Waiting on client', { exact: true })).toBeVisible();
    await listed.getByRole('link', { name: subject }).click();
    await expect(clientPage.getByText(`Which browser do you use? ${tag}`)).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await clientPage.getByLabel('Your reply').fill(`Chromium, latest ${tag}`);
    await clientPage.getByRole('button', { name: 'Send Reply' }).click();
    await expect(clientPage.getByText('Reply sent.')).toBeVisible();
    await expect(clientPage.getByText(`Chromium, latest ${tag}`)).toBeVisible();
    expect(await status()).toBe('open');

    await page.goto(`/admin/support/${ticketId}`);
    await expect(page.getByText(`Chromium, latest ${tag}`)).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();

    // The client closes it; no one can reply until it is reopened (by the team here).
    await clientPage.getByRole('button', { name: `Resolve “${subject}”` }).click();
    await expect(clientPage.getByText('This ticket is resolved. Reopen it to write again.')).toBeVisible();
    expect(await status()).toBe('resolved');
    await page.reload();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await page.getByRole('button', { name: `Reopen “${subject}”` }).click();
    await expect(page.getByLabel('Your reply')).toBeVisible();
    expect(await status()).toBe('open');

    // Another client's ticket id is a 404 for this client.
    const other = await createPortalClient(sql, `${tag}-b`);
    const [{ id: foreign }] = await sql`
      insert into app.support_tickets (client_id, subject, description) values (${other.id}, ${`Secret ${tag}`}, 'x') returning id`;
    // (The shell streams, so notFound() can arrive with status 200: check what the page says.)
    await clientPage.goto(`/support/${foreign}`);
    await expect(clientPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(clientPage.getByText(`Secret ${tag}`)).toHaveCount(0);

    const log = await sql`select action from app.activity_log where details->>'ticket_id' = ${ticketId} order by id`;
    expect(log.map((l) => l.action)).toEqual([
      'ticket_created',
      'ticket_answered',
      'ticket_client_replied',
      'ticket_resolved',
      'ticket_reopened',
    ]);
    await clientPage.context().close();
    await sql.end();
  });
});
