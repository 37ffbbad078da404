import { E2E, e2eSql, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { shareFile } from './client-portal-data';
import { clientBrowser, clientWithProject } from '../support/portal-client';

// Client uploads and approvals with two browsers: the team (admin@demo.test) and a client of its own.
// Two signed-in browsers and several page loads each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe('approvals: the team asks, the client decides, both see the decision', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('admin requests an approval on a file, the client approves with a comment, the admin sees who and when', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Brand Refresh');
    const fileName = `Logo concepts ${tag}.pdf`;
    await shareFile(sql, projectId, fileName, `%PDF-1.7 logos ${tag}`);

    await page.goto(`/admin/projects/${projectId}`);
    const approvals = page.getByRole('region', { name: 'Approvals' });
    await expect(approvals.getByText('No approvals requested yet.')).toBeVisible();
    await expect(approvals.getByRole('combobox', { name: 'File' })).toHaveValue(/.+/);
    await approvals.getByLabel('Note to the client').fill('Which concept do you prefer?');
    await approvals.getByRole('button', { name: 'Request Approval' }).click();
    await expect(approvals.getByText('Approval requested: the client has been told.')).toBeVisible();
    const asked = approvals
      .getByRole('list', { name: 'Approvals' })
      .getByRole('listitem')
      .filter({ hasText: fileName });
    await expect(asked).toContainText('Awaiting approval');
    await expectNoAxeViolations(page);

    const { context, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto(`/projects/${projectId}`);
    const clientApprovals = clientPage.getByRole('region', { name: 'Approvals' });
    const pending = clientApprovals.getByRole('listitem').filter({ hasText: fileName });
    await expect(pending).toContainText('Awaiting approval');
    await expect(pending).toContainText('Which concept do you prefer?');
    await expectNoAxeViolations(clientPage);
    // Requesting changes needs a comment; approving does not, but this client writes one.
    await pending.getByRole('button', { name: `Request Changes to ${fileName}` }).click();
    await expect(pending.getByText('Please say what should change')).toBeVisible();
    await pending.getByLabel(`Comment on “${fileName}”`).fill('Concept B, in the darker blue.');
    await pending.getByRole('button', { name: `Approve ${fileName}` }).click();
    await expect(pending).toContainText('Approved by you on');
    await expect(pending).toContainText('Concept B, in the darker blue.');
    await expect(pending.getByRole('button', { name: `Approve ${fileName}` })).toHaveCount(0);

    await page.reload();
    const decided = page
      .getByRole('region', { name: 'Approvals' })
      .getByRole('list', { name: 'Approvals' })
      .getByRole('listitem')
      .filter({ hasText: fileName });
    await expect(decided).toContainText(`Approved by Pat ${tag} on`);
    await expect(decided).toContainText('Concept B, in the darker blue.');

    const log =
      await sql`select a.action, p.email, a.details ->> 'decision' as decision, a.details ->> 'comment' as comment
                          from app.activity_log a left join app.profiles p on p.id = a.user_id
                          where a.resource_id = ${projectId} and a.action like 'approval_%' order by a.id`;
    expect(log).toEqual([
      { action: 'approval_requested', email: 'admin@demo.test', decision: null, comment: null },
      {
        action: 'approval_decided',
        email: client.email,
        decision: 'approved',
        comment: 'Concept B, in the darker blue.',
      },
    ]);
    const [row] =
      await sql`select status, decided_by, decided_at is not null as stamped from app.approvals where project_id = ${projectId}`;
    expect(row).toEqual({ status: 'approved', decided_by: client.id, stamped: true });
    await context.close();
    await sql.end();
  });
});

test.describe('client uploads on its own project', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('uploads several files at once with progress, cancels one, deletes its own file but not the team’s', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Data Platform');
    const teamFile = `Team plan ${tag}.pdf`;
    await shareFile(sql, projectId, teamFile, `%PDF-1.7 plan ${tag}`);

    const { context, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto(`/projects/${projectId}`);
    await waitForHydration(clientPage);
    const files = clientPage.getByRole('region', { name: 'Shared Files' });
    await expect(files.getByLabel('Files to share')).toHaveAttribute('multiple', '');
    await expectNoAxeViolations(clientPage);

    // A slow line, so the large file is still going out when Cancel is pressed.
    const cdp = await context.newCDPSession(clientPage);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 10 * 1024 * 1024,
      uploadThroughput: 256 * 1024,
    });
    const big = Buffer.alloc(4 * 1024 * 1024);
    big.write('PK\u0003\u0004', 'latin1');
    await files.getByLabel('Files to share').setInputFiles([
      { name: `notes-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Meeting notes ${tag}`) },
      { name: `brief-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from('tool,cost\nCRM,100\n') },
      { name: `archive-${tag}.zip`, mimeType: 'application/zip', buffer: big },
    ]);
    const uploads = files.getByRole('list', { name: 'Uploads' });
    const bigUpload = uploads.getByRole('listitem').filter({ hasText: `archive-${tag}.zip` });
    const bar = bigUpload.getByRole('progressbar', { name: `Upload of archive-${tag}.zip` });
    // Progress is reported while the body goes out: somewhere between the start and the end.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await bigUpload.getByRole('button', { name: `Cancel upload of archive-${tag}.zip` }).click();
    await expect(bigUpload).toContainText('Cancelled');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    for (const name of [`notes-${tag}.txt`, `brief-${tag}.csv`]) {
      const item = uploads.getByRole('listitem').filter({ hasText: name });
      await expect(item).toHaveAttribute('data-upload-state', 'done');
      await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    const stored =
      await sql`select file_name, uploaded_by from app.project_files where project_id = ${projectId} order by file_name`;
    expect(stored).toEqual([
      { file_name: `Team plan ${tag}.pdf`, uploaded_by: null },
      { file_name: `brief-${tag}.csv`, uploaded_by: client.id },
      { file_name: `notes-${tag}.txt`, uploaded_by: client.id },
    ]);

    // The list says who shared what; the client may delete its own files only.
    const list = files.getByRole('list', { name: 'Shared files' });
    const own = list.getByRole('listitem').filter({ hasText: `notes-${tag}.txt` });
    await expect(own).toContainText('Uploaded by you');
    const team = list.getByRole('listitem').filter({ hasText: teamFile });
    await expect(team).toContainText('Uploaded by the team');
    await expect(team.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expectNoAxeViolations(clientPage);
    await own.getByRole('button', { name: `Delete notes-${tag}.txt` }).click();
    await clientPage
      .getByRole('alertdialog', { name: 'Delete this file?' })
      .getByRole('button', { name: 'Delete File' })
      .click();
    await expect(files.getByRole('status')).toHaveText(`Deleted “notes-${tag}.txt”.`);
    await expect(list.getByRole('listitem').filter({ hasText: `notes-${tag}.txt` })).toHaveCount(0);

    // The Files page shows the organisation's storage: what the client uploaded, not the team's file.
    await clientPage.goto('/files');
    const storage = clientPage.getByRole('region', { name: 'Your storage' });
    await expect(storage.getByRole('meter', { name: 'Your storage' })).toBeVisible();
    await expect(storage.getByTestId('storage-usage')).toHaveText('18 B of 2 GB used · 2.0 GB available');
    await expectNoAxeViolations(clientPage);

    // The team sees the client's file with its uploader, and may remove it.
    await page.goto(`/admin/projects/${projectId}`);
    const adminFiles = page.getByRole('region', { name: 'Files', exact: true });
    const clientFile = adminFiles
      .getByRole('list', { name: 'Shared files' })
      .getByRole('listitem')
      .filter({ hasText: `brief-${tag}.csv` });
    await expect(clientFile).toContainText(`Uploaded by Pat ${tag} (client)`);
    await expect(clientFile.getByRole('button', { name: `Delete brief-${tag}.csv` })).toBeVisible();
    const log = await sql`select action, details ->> 'file_name' as name from app.activity_log
                          where resource_id = ${projectId} and action in ('file_uploaded', 'file_removed') and user_id = ${client.id}
                          order by id`;
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'file_uploaded', name: `notes-${tag}.txt` },
        { action: 'file_uploaded', name: `brief-${tag}.csv` },
        { action: 'file_removed', name: `notes-${tag}.txt` },
      ]),
    );
    await context.close();
    await sql.end();
  });

  test('the same form posted without JavaScript stores every chosen file and the page says what was shared', async ({
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'No Script');
    const { context, page } = await clientBrowser(browser, client.email);
    await page.goto(`/projects/${projectId}`);
    // A native multipart form with a multiple file input: what a browser without JavaScript sends.
    const form = page.getByRole('region', { name: 'Shared Files' }).locator('form');
    await expect(form).toHaveAttribute('action', '/files/upload');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(form.locator('input[type=file][name=file][multiple]')).toHaveCount(1);
    await expect(form.locator('input[type=hidden][name=projectId]')).toHaveValue(projectId);

    const cookies = await context.cookies(E2E.portal);
    const post = (origin: string) => {
      const body = new FormData();
      body.set('projectId', projectId);
      body.append('file', new File(['one'], `one-${tag}.txt`, { type: 'text/plain' }));
      body.append('file', new File(['two'], `two-${tag}.txt`, { type: 'text/plain' }));
      body.append('file', new File(['MZ'], `bad-${tag}.exe`, { type: 'application/octet-stream' }));
      return page.request.post(`http://127.0.0.1:${E2E.port}/files/upload`, {
        multipart: body,
        headers: {
          host: `portal.localhost:${E2E.port}`,
          origin,
          cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        },
        maxRedirects: 0,
      });
    };
    // Another site's page cannot post here.
    expect((await post('http://evil.example')).status()).toBe(403);
    const response = await post(E2E.portal);
    expect(response.status()).toBe(303);
    const location = response.headers().location;
    expect(location).toBe(`/projects/${projectId}?uploaded=2&failed=1#files`);
    await page.goto(location);
    await expect(page.getByRole('status').filter({ hasText: 'Shared 2 files.' })).toContainText(
      '1 file was not shared',
    );
    const rows = await sql`select file_name from app.project_files where project_id = ${projectId} order by file_name`;
    expect(rows.map((r) => r.file_name)).toEqual([`one-${tag}.txt`, `two-${tag}.txt`]);
    await context.close();
    await sql.end();
  });
});
