import { readFile } from 'node:fs/promises';
import { E2E, e2eSql, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { createPortalClient, insertProject, portalGet, shareFile, uniqueTag, unshareFile } from './client-portal-data';

// The client portal pages on the signed-in client's own data.

test.describe('a client with projects (client@demo.test)', () => {
  test.use({ storageState: storageStatePath('client') });

  test('Projects: own projects as cards, active first, with status, progress, due date and description', async ({
    page,
  }) => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'E-commerce Platform Rebuild',
      'AI Customer Support Assistant',
      'Inventory Forecasting Audit',
    ]);
    const first = cards.first();
    await expect(first).toContainText('In Development');
    // Measured from the demo project's plan, not the typed 62 (lib/tasks/progress.ts).
    await expect(first.getByRole('progressbar', { name: 'E-commerce Platform Rebuild progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(first).toContainText('42%');
    await expect(first).toContainText('Due Jan 29, 2027');
    await expect(first).toContainText('Replace the hosted storefront with a headless shop');
    await expect(cards.nth(1)).toContainText('Proposal Sent');
    await expect(cards.nth(2)).toContainText('Completed');
    await expect(cards.nth(2)).toContainText('100%');
    await expect(page.getByText('Patient Intake Automation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Billing: the invoices issued so far, the payment summary, and an honest payment method', async ({ page }) => {
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    // Only what was invoiced counts: not the proposal's $22,000, not a completion payment not yet due.
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total Invoiced$33,500.00');
    await expect(summary).toContainText('Paid$33,500.00');
    await expect(summary).toContainText('Outstanding$0.00');

    const rows = page.getByRole('table', { name: 'Invoices' }).getByTestId('invoice-row');
    await expect(rows).toHaveCount(3);
    const line = (project: string, description: string) =>
      rows.filter({ hasText: project }).filter({ hasText: description });
    await expect(line('E-commerce Platform Rebuild', 'Upfront payment')).toContainText(
      /INV-2026-\d{4}.*Aug 4, 2026\s*Aug 19, 2026\s*\$24,000\.00\s*Paid\s*Aug 6, 2026 · Bank transfer/,
    );
    await expect(line('Inventory Forecasting Audit', 'Final payment')).toContainText(
      /May 29, 2026\s*Jun 13, 2026\s*\$4,750\.00\s*Paid/,
    );
    await expect(page.getByText('AI Customer Support Assistant')).toHaveCount(0);
    await expect(page.getByText('Patient Intake Automation')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'How to Pay' })).toContainText('quoting the invoice number');
    await expect(page.getByRole('link', { name: 'Statement 2026 (PDF)' })).toHaveAttribute(
      'href',
      '/billing/statements/2026/pdf',
    );
    // Without Stripe configured there is no Pay now button.
    await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await expect(dialog).toContainText('Online payment is not set up yet, so there is no payment form here.');
    await expect(dialog.getByRole('link', { name: 'billing@example.com' })).toHaveAttribute(
      'href',
      'mailto:billing@example.com',
    );
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Billing: Download All Invoices saves a CSV of the client’s own invoices', async ({ page }) => {
    await page.goto('/billing');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download All Invoices' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Invoice,Project,Description,Issue date,Due date,Amount (USD),Status,Paid on,Payment method');
    expect(lines).toHaveLength(1 + 3);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^INV-2026-\d{4},E-commerce Platform Rebuild,Upfront payment \(50% of the project value\),2026-08-04,2026-08-19,24000\.00,Paid,2026-08-06,Bank transfer$/,
      ),
    );
    expect(lines.join('\n')).not.toContain('Patient Intake');
  });

  test('Files: shared files grouped by project, each downloadable with its name', async ({ page }) => {
    const sql = e2eSql();
    const tag = uniqueTag();
    const [{ id: projectId }] = await sql`
      select p.id from app.projects p join app.profiles c on c.id = p.client_id
      where c.email = 'client@demo.test' and p.title = 'E-commerce Platform Rebuild'`;
    const name = `Wireframes ${tag}.pdf`;
    const fileId = await shareFile(sql, projectId, name, `%PDF-1.7 wireframes ${tag}`);
    try {
      await page.goto('/files');
      await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
      const group = page.getByRole('region', { name: 'E-commerce Platform Rebuild' });
      const item = group.getByRole('listitem').filter({ hasText: name });
      await expect(item).toContainText(/PDF · \d+ B · Shared/);
      await expectNoAxeViolations(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('link', { name: `Download ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect(await readFile(await download.path(), 'utf8')).toBe(`%PDF-1.7 wireframes ${tag}`);
    } finally {
      await unshareFile(sql, fileId);
      await sql.end();
    }
  });

  test('Support: own tickets with status and priority, the form, and quick help', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const sizeGuide = page.getByRole('article', { name: 'Add a size guide to product pages' });
    await expect(sizeGuide.getByText('Open', { exact: true })).toBeVisible();
    await expect(sizeGuide).toContainText('Priority: Medium');
    await expect(sizeGuide).toContainText('E-commerce Platform Rebuild');
    const invoiceCopy = page.getByRole('article', { name: 'Copy of the audit invoice for our accountant' });
    await expect(invoiceCopy.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(invoiceCopy).toContainText('Priority: Low');
    await expect(page.getByText('Insurance check fails for one provider')).toHaveCount(0);

    const form = page.getByRole('region', { name: 'Create New Ticket' });
    await expect(form.getByLabel('Priority')).toHaveValue('medium');
    await expect(form.getByLabel('Priority').locator('option')).toHaveText(['Low', 'Medium', 'High', 'Urgent']);
    await expect(form.getByLabel('Project').locator('option')).toHaveText([
      'General (no specific project)',
      'E-commerce Platform Rebuild',
      'AI Customer Support Assistant',
      'Inventory Forecasting Audit',
    ]);
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Please describe the issue')).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

    const help = page.getByRole('region', { name: 'Quick Help' });
    await expect(help.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(help.getByRole('link', { name: 'Read the AI education guide' })).toHaveAttribute(
      'href',
      `${E2E.main}/education`,
    );
    await expect(help.getByRole('link', { name: 'Contact us about a new project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(page);
  });

  test('Dashboard: ticket events in Recent Activity, with and without a project', async ({ page }) => {
    await page.goto('/');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(
      activity.getByText('Support ticket opened: Add a size guide to product pages · E-commerce Platform Rebuild'),
    ).toBeVisible();
    await expect(
      activity.getByText('Support ticket opened: Copy of the audit invoice for our accountant'),
    ).toBeVisible();
    await expect(activity.getByText('Insurance check fails')).toHaveCount(0);
  });
});

test.describe('a client of their own', () => {
  test('opens a ticket: it is stored, shown at the top, and appears in Recent Activity', async ({ page }) => {
    const sql = e2eSql();
    const tag = uniqueTag();
    const client = await createPortalClient(sql, tag);
    const project = `Kiosk App ${tag}`;
    await insertProject(sql, client.id, { title: project });
    await signIn(page, client.email);

    await page.goto('/support');
    await expect(page.getByText('You have no support tickets yet.')).toBeVisible();
    const form = page.getByRole('region', { name: 'Create New Ticket' });
    await form.getByLabel('Subject').fill(`Checkout button ${tag}`);
    await form.getByLabel('Priority').selectOption('Urgent');
    await form.getByLabel('Project').selectOption(project);
    await form.getByLabel('Description').fill('The checkout button does nothing on tablets.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your ticket has been submitted. We usually reply within 24 hours.',
    );
    await expect(form.getByLabel('Subject')).toHaveValue('');
    const ticket = page.getByRole('article').first();
    await expect(ticket.getByRole('heading')).toHaveText(`Checkout button ${tag}`);
    await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    await expect(ticket).toContainText('Priority: Urgent');
    await expect(ticket).toContainText(project);

    const [stored] =
      await sql`select priority, status, project_id is not null as linked from app.support_tickets where client_id = ${client.id}`;
    expect(stored).toEqual({ priority: 'urgent', status: 'open', linked: true });

    await page.goto('/');
    await expect(page.getByText(`Support ticket opened: Checkout button ${tag} · ${project}`)).toBeVisible();
    await sql.end();
  });

  test('cannot file a ticket on another client’s project, even by editing the form', async ({ page }) => {
    const sql = e2eSql();
    const client = await createPortalClient(sql);
    await insertProject(sql, client.id, { title: `Own ${uniqueTag()}` });
    const [{ id: foreign }] = await sql`select id from app.projects where title = 'Patient Intake Automation'`;
    await signIn(page, client.email);
    await page.goto('/support');
    const form = page.getByRole('region', { name: 'Create New Ticket' });
    await form.getByLabel('Project').evaluate((select, id) => {
      const option = document.createElement('option');
      option.value = id;
      option.textContent = 'Someone else’s project';
      select.append(option);
    }, foreign);
    await form.getByLabel('Subject').fill('Sneaky');
    await form.getByLabel('Project').selectOption(foreign);
    await form.getByLabel('Description').fill('Attach this to their project.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Please choose one of your projects')).toBeVisible();
    const [{ n }] = await sql`select count(*)::int as n from app.support_tickets where client_id = ${client.id}`;
    expect(n).toBe(0);
    await sql.end();
  });
});

test.describe('a client without any projects', () => {
  test('sees helpful empty pages, a $0 summary and an empty ticket list', async ({ page }) => {
    const sql = e2eSql();
    const client = await createPortalClient(sql);
    await sql.end();
    await signIn(page, client.email);

    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/files');
    await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/billing');
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total Invoiced$0.00');
    await expect(summary).toContainText('Paid$0.00');
    await expect(summary).toContainText('Outstanding$0.00');
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download All Invoices' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
    await expectNoAxeViolations(page);
    const csv = await portalGet(page, '/billing/invoices.csv');
    expect((await csv.text()).replace(/^\uFEFF/, '')).toBe(
      'Invoice,Project,Description,Issue date,Due date,Amount (USD),Status,Paid on,Payment method\r\n',
    );

    await page.goto('/support');
    await expect(page.getByText('You have no support tickets yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Create New Ticket' }).getByLabel('Project')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
