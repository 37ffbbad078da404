import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { portalGet, shareFile, uniqueTag, unshareFile } from './client-portal-data';
import { clientBrowser, clientWithProject } from '../support/portal-client';

// Admins work the support queue and share files; every download and the invoices CSV are
// checked on the server.

const storedPath = (key: string) => path.join(E2E.dataDir, 'files', key.slice(0, 2), key);

test.describe('admin: the support queue (/admin/support)', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('shows clients’ tickets, open and most urgent first, and resolves and reopens them', async ({ page }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Ops Portal');
    const subject = `Export fails ${tag}`;
    await sql`insert into app.support_tickets (client_id, project_id, subject, description, priority)
              values (${client.id}, ${projectId}, ${subject}, 'The CSV export times out after a minute.', 'urgent')`;

    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filter by status' });
    await expect(filters.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    const ticket = page.getByRole('article', { name: subject });
    await expect(ticket.getByRole('link', { name: client.company })).toHaveAttribute(
      'href',
      `/admin/clients/${client.id}`,
    );
    await expect(ticket).toContainText(`Ops Portal ${tag}`);
    await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    await expect(ticket).toContainText('Priority: Urgent');
    await expect(ticket).toContainText('The CSV export times out after a minute.');
    await expectNoAxeViolations(page);

    await ticket.getByRole('button', { name: `Resolve “${subject}”` }).click();
    await expect(ticket).toHaveCount(0);
    const [resolved] = await sql`
      select t.status, t.resolved_at is not null as has_time, p.email as resolver
      from app.support_tickets t join app.profiles p on p.id = t.resolved_by where t.subject = ${subject}`;
    expect(resolved).toEqual({ status: 'resolved', has_time: true, resolver: 'admin@demo.test' });

    await filters.getByRole('link', { name: 'Resolved' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/support?status=resolved`);
    const closed = page.getByRole('article', { name: subject });
    await expect(closed.getByText('Resolved', { exact: true })).toBeVisible();
    await closed.getByRole('button', { name: `Reopen “${subject}”` }).click();
    await expect(closed).toHaveCount(0);
    const [reopened] = await sql`select status, resolved_at from app.support_tickets where subject = ${subject}`;
    expect(reopened).toEqual({ status: 'open', resolved_at: null });
    await sql.end();
  });
});

test.describe('admin: sharing files (/admin/files) and the client downloading them', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('uploads with clear errors, the client downloads the file by its name, and a deleted file is gone', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, title, projectId } = await clientWithProject(sql, 'Booking Site');

    await page.goto('/admin/files');
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expect(page.getByText('Choose a project to see its files and share new ones.')).toBeVisible();
    // A picker, not a select: typing part of the client's name finds the project.
    await page.getByRole('combobox', { name: 'Project' }).fill(client.company);
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/files?project=${projectId}`);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(title);
    const panel = page.getByRole('region', { name: `Files of ${title} (${client.company})` });
    await expect(panel.getByText('No files shared on this project yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Choosing files starts their uploads (several at once); each shows its progress and outcome.
    const input = panel.getByLabel('Files to share');
    const upload = panel.getByRole('button', { name: 'Upload Files' });
    const uploads = panel.getByRole('list', { name: 'Uploads' });
    const uploadOf = (file: string) => uploads.getByRole('listitem').filter({ hasText: file });
    await upload.click();
    await expect(panel.getByText('Please choose a file to upload')).toBeVisible();
    await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(uploadOf('tool.exe')).toContainText(
      'Not shared: This file type is not allowed. Allowed types: PDF, PNG, JPG, WEBP, TXT, CSV, DOCX, XLSX, PPTX, ZIP',
    );
    await input.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
    });
    await expect(uploadOf('huge.pdf')).toContainText('Not shared: The file is larger than 10 MB');
    // Only the server reads the bytes: a web page renamed to .pdf is refused there.
    await input.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>hi</html>'),
    });
    await expect(uploadOf('fake.pdf')).toContainText('Not shared: The file’s contents do not match its .pdf extension');

    const name = `Kick-off notes (final) ${tag}.pdf`;
    const body = `%PDF-1.7 kick-off ${tag}`;
    await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(body) });
    await expect(uploadOf(name)).toContainText('Shared');
    await expect(
      panel.getByRole('list', { name: 'Shared files' }).getByRole('listitem').filter({ hasText: name }),
    ).toContainText('Uploaded by');
    const [row] = await sql`select id, storage_key, file_name, content_type, size_bytes::int as size
                            from app.project_files where project_id = ${projectId}`;
    expect(row).toMatchObject({ file_name: name, content_type: 'application/pdf', size: Buffer.byteLength(body) });
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readFile(storedPath(row.storage_key), 'utf8')).toBe(body);
    // The project's own page lists its files too.
    await page.getByRole('link', { name: `Open the project ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Files', exact: true }).getByRole('listitem').filter({ hasText: name }),
    ).toBeVisible();
    await page.goBack();

    const { context: clientContext, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto('/files');
    const item = clientPage.getByRole('region', { name: title }).getByRole('listitem').filter({ hasText: name });
    const [download] = await Promise.all([
      clientPage.waitForEvent('download'),
      item.getByRole('link', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(await readFile(await download.path(), 'utf8')).toBe(body);
    const response = await portalGet(clientPage, `/files/${row.id}/download`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    await clientPage.goto('/');
    await expect(clientPage.getByText(`New file shared: ${name} · ${title}`)).toBeVisible();

    await panel.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await confirm.getByRole('button', { name: 'Delete File' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Deleted “${name}”.`);
    await expect(panel.getByText('No files shared on this project yet.')).toBeVisible();
    expect(existsSync(storedPath(row.storage_key))).toBe(false);
    expect((await portalGet(clientPage, `/files/${row.id}/download`)).status()).toBe(404);

    await clientContext.close();
    await sql.end();
  });
});

test.describe('admin: the 10 MB limit', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('a file of exactly 10 MB is shared (the server and proxy body limits allow it)', async ({ page }) => {
    const sql = e2eSql();
    const { projectId } = await clientWithProject(sql, 'Archive');
    await page.goto(`/admin/files?project=${projectId}`);
    const buffer = Buffer.alloc(10 * 1024 * 1024);
    buffer.write('PK\u0003\u0004', 'latin1');
    await page.getByLabel('Files to share').setInputFiles({ name: 'assets.zip', mimeType: 'application/zip', buffer });
    const panel = page.getByRole('region', { name: /^Files of Archive/ });
    await expect(panel.getByRole('list', { name: 'Uploads' }).getByRole('listitem')).toContainText('Shared', {
      timeout: 30_000,
    });
    const [row] = await sql`select size_bytes::int as size from app.project_files where project_id = ${projectId}`;
    expect(row.size).toBe(10 * 1024 * 1024);
    await sql.end();
  });
});

test.describe('server checks: downloads and the invoices CSV', () => {
  test.describe('as client@demo.test', () => {
    test.use({ storageState: storageStatePath('client') });

    test('another client’s file, a guessed id and a malformed id all answer 404', async ({ page }) => {
      const sql = e2eSql();
      const tag = uniqueTag();
      const [{ id: foreignProject }] = await sql`select id from app.projects where title = 'Patient Intake Automation'`;
      const fileId = await shareFile(sql, foreignProject, `Intake audit ${tag}.pdf`, `%PDF-1.7 secret ${tag}`);
      try {
        for (const url of [
          `/files/${fileId}/download`,
          `/files/${randomUUID()}/download`,
          '/files/not-an-id/download',
        ]) {
          const response = await portalGet(page, url);
          expect(response.status(), url).toBe(404);
          expect(response.headers()['content-disposition'], url).toBeUndefined();
          expect(await response.text(), url).not.toContain(tag);
        }
      } finally {
        await unshareFile(sql, fileId);
        await sql.end();
      }
    });

    test('the invoices CSV is an attachment holding only the signed-in client’s invoices', async ({ page }) => {
      const sql = e2eSql();
      const others = await sql`
        select p.title from app.projects p join app.profiles c on c.id = p.client_id where c.email <> 'client@demo.test'`;
      await sql.end();
      const response = await portalGet(page, '/billing/invoices.csv');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers()['content-disposition']).toMatch(
        /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers()['cache-control']).toContain('no-store');
      const body = await response.text();
      // Invoices exist once they are due: the client's proposal-stage project has none.
      for (const title of ['E-commerce Platform Rebuild', 'Inventory Forecasting Audit']) {
        expect(body).toContain(title);
      }
      expect(body).not.toContain('AI Customer Support Assistant');
      expect(others.length).toBeGreaterThan(0);
      for (const { title } of others) expect(body).not.toContain(title);
    });
  });

  test.describe('as an admin', () => {
    test.use({ storageState: storageStatePath('admin') });

    test('downloads any client’s file; the client invoices CSV is not an admin route', async ({ page }) => {
      const sql = e2eSql();
      const tag = uniqueTag();
      const [{ id: project }] = await sql`select id from app.projects where title = 'Patient Intake Automation'`;
      const fileId = await shareFile(sql, project, `notes ${tag}.txt`, `plain ${tag}`, 'text/plain');
      try {
        const response = await portalGet(page, `/files/${fileId}/download`);
        expect(response.status()).toBe(200);
        expect(await response.text()).toBe(`plain ${tag}`);
        expect((await portalGet(page, '/billing/invoices.csv')).status()).toBe(404);
      } finally {
        await unshareFile(sql, fileId);
        await sql.end();
      }
    });
  });

  test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
    const id = randomUUID();
    const response = await portalGet(page, `/files/${id}/download`, { signedOut: true });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`${E2E.portal}/login?next=${encodeURIComponent(`/files/${id}/download`)}`);
    const csv = await portalGet(page, '/billing/invoices.csv', { signedOut: true });
    expect(csv.status()).toBe(307);
  });
});
