import type { Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { insertProject, insertTestClient, uniqueTag } from './project-data';

// Upload Audit and the ROI Summary.
test.use({ storageState: storageStatePath('admin') });

const HEADER = 'Software Name,Monthly Cost,Annual Cost,Category';

async function openAuditTab(page: Page, projectId: string) {
  await page.goto(`/admin/projects/${projectId}`);
  await page.getByRole('link', { name: 'Audit & ROI' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${projectId}/audit-roi$`));
  return page.getByRole('main');
}

async function chooseFile(page: Page, name: string, lines: string[]) {
  await page.getByLabel('Audit CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
}

async function newProject(fee: number) {
  const tag = uniqueTag();
  const sql = e2eSql();
  const client = await insertTestClient(sql, tag);
  const id = await insertProject(sql, { title: `Audited ${tag}`, clientId: client.id, fee });
  return { id, sql };
}

test('refuses a file with a bad row, says which row, and stores nothing', async ({ page }) => {
  const { id, sql } = await newProject(500);
  const tab = await openAuditTab(page, id);
  await expect(tab).toContainText('No software audit uploaded yet');
  await expectNoAxeViolations(page);

  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Choose a CSV file to upload');

  await chooseFile(page, 'bad.csv', [HEADER, 'Slack,250,3000,Communication', 'Zoom,lots,,Video', ',10,120,']);
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  const alert = tab.getByRole('alert');
  await expect(alert).toContainText('Nothing was uploaded: the file has 2 problems.');
  await expect(alert.getByRole('listitem')).toHaveText([
    'Row 3: Monthly cost must be a number, like 1200 or $1,200.50',
    'Row 4: Software name is required',
  ]);
  await expectNoAxeViolations(page);
  await expect(tab).toContainText('No software audit uploaded yet');
  const audits = await sql`select 1 from app.software_audits where project_id = ${id}`;
  expect(audits).toHaveLength(0);

  // Too large: refused before it is sent.
  await chooseFile(page, 'huge.csv', [
    HEADER,
    ...Array.from({ length: 12000 }, (_, i) => `Tool number ${i},10,120,Misc`),
  ]);
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  await expect(tab.getByRole('alert')).toHaveText('The file is larger than 256 KB');

  await chooseFile(page, 'no-header.csv', ['Slack,250,3000,Communication']);
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  await expect(tab.getByRole('alert').getByRole('listitem')).toHaveText([
    'Row 1: The first row must be a header with the columns software name, monthly cost, annual cost, category (missing: software name, monthly cost, annual cost, category)',
  ]);
  await sql.end();
});

test('stores a good file, shows its items and the ROI, and a new upload replaces it', async ({ page }) => {
  const { id, sql } = await newProject(750);
  const tab = await openAuditTab(page, id);
  await chooseFile(page, 'northwind-audit.csv', [
    HEADER,
    '"Adobe, Creative Cloud","$1,200.50",14406,Design',
    'Slack,250,,Communication',
    'Zoom,,240,',
  ]);
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Uploaded 3 items from northwind-audit.csv.' })).toBeVisible();

  const items = tab.getByTestId('audit-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveText(/Adobe, Creative Cloud\s*\$1,201\s*\$14,406\s*Design/);
  await expect(items.nth(1)).toHaveText(/Slack\s*\$250\s*\$3,000\s*Communication/);
  await expect(items.nth(2)).toHaveText(/Zoom\s*\$20\s*\$240\s*-/);
  await expect(tab).toContainText('northwind-audit.csv, uploaded');
  const roi = tab.getByRole('region', { name: 'ROI Summary' });
  // 1,200.50 + 250 + 20 = 1,470.50 a month; minus the 750 fee = 720.50.
  await expect(roi).toContainText('Total Monthly Software Costs$1,471');
  await expect(roi).toContainText('Monthly Fee$750');
  await expect(roi).toContainText('Monthly Savings$721');
  await expectNoAxeViolations(page);

  const stored = await sql`select i.software_name, i.monthly_cost, i.annual_cost, i.category
                           from app.software_audit_items i join app.software_audits a on a.id = i.audit_id
                           where a.project_id = ${id} order by i.position`;
  expect(stored.map((r) => [r.software_name, r.monthly_cost, r.annual_cost, r.category])).toEqual([
    ['Adobe, Creative Cloud', '1200.50', '14406.00', 'Design'],
    ['Slack', '250.00', '3000.00', 'Communication'],
    ['Zoom', '20.00', '240.00', null],
  ]);

  // A second upload asks first, then replaces the audit.
  await chooseFile(page, 'smaller.csv', [HEADER, 'Notion,100,1200,Docs']);
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Replace the current audit?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace Audit' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Uploaded 1 item from smaller.csv.' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Notion');
  // Costs below the fee: savings never go below $0.
  await expect(roi).toContainText('Total Monthly Software Costs$100');
  await expect(roi).toContainText('Monthly Savings$0');
  const audits = await sql`select file_name from app.software_audits where project_id = ${id}`;
  expect(audits).toEqual([{ file_name: 'smaller.csv' }]);
  const log = await sql`select action from app.activity_log where resource_id = ${id} order by id`;
  expect(log.map((r) => r.action)).toEqual(['audit_uploaded', 'audit_uploaded']);
  await sql.end();
});

test('shows the upload’s progress and a cancelled upload stores nothing', async ({ page }) => {
  const { id, sql } = await newProject(500);
  const tab = await openAuditTab(page, id);
  const rows = Array.from({ length: 5000 }, (_, i) => `Tool ${i},10,120,Ops`);
  await chooseFile(page, 'large-audit.csv', [HEADER, ...rows]);
  // A slow line, so the file is still going out when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 16 * 1024,
  });
  await tab.getByRole('button', { name: 'Upload Audit' }).click();
  const upload = tab.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  const bar = upload.getByRole('progressbar', { name: 'Upload of large-audit.csv' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await upload.getByRole('button', { name: 'Cancel upload of large-audit.csv' }).click();
  await expect(upload).toContainText('Cancelled');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(tab.getByRole('button', { name: 'Upload Audit' })).toBeEnabled();
  expect(await sql`select id from app.software_audits where project_id = ${id}`).toEqual([]);
  await sql.end();
});
