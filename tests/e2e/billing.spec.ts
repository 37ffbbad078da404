import { E2E, e2eSql, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { portalGet } from './client-portal-data';
import { insertProject, insertTestClient, uniqueTag } from './project-data';
import { storageStatePath } from '../support/e2e-env';
import { pdfText } from '../support/pdf-text';

// Billing, end to end: an admin issues an invoice, its PDF reads right, the admin records a
// payment, the totals follow on both sides; a client sees only its own projects and invoices.

const today = () => new Date().toISOString().slice(0, 10);

test.describe('an invoice from issue to payment', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('issue → PDF → record payment → totals, and the client sees it at once', async ({ page }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag, { canSignIn: true });
    const projectId = await insertProject(sql, {
      title: `Billed ${tag}`,
      clientId: client.id,
      stage: 'proposal_sent',
      value: 1000.01,
      fee: 0,
    });

    await page.goto(`/admin/projects/${projectId}`);
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    const billing = page.getByRole('main');
    await billing.getByRole('button', { name: 'Issue upfront invoice now' }).click();
    const rows = billing.getByTestId('invoice-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(/INV-\d{4}-\d{4}.*Upfront payment.*\$500\.01\s*Due/);
    const number = (await rows.getAttribute('data-number'))!;
    const [{ number: stored, due_date: dueDate }] = await sql`
      select number, due_date::text from app.invoices where project_id = ${projectId}`;
    expect(stored).toBe(number);
    // Default payment terms: due 15 days after issue.
    expect(dueDate).toBe(new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10));
    await expectNoAxeViolations(page);

    // The PDF, read back as text.
    const href = await rows.getByRole('link', { name: `PDF of invoice ${number}` }).getAttribute('href');
    const pdf = await portalGet(page, href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain(`${tag} Co`);
    expect(text).toContain('Amount due $500.01');
    expect(text).toContain('How to pay');

    // Record the payment.
    await rows.getByRole('button', { name: `Record payment for invoice ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record payment for ${number}` });
    await expect(dialog.getByLabel('Payment date')).toHaveValue(today());
    await dialog.getByLabel('Payment date').fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('Payment date cannot be in the future')).toBeVisible();
    await dialog.getByLabel('Payment date').fill(today());
    await dialog.getByRole('combobox', { name: 'Method' }).selectOption('check');
    await dialog.getByLabel('Note').fill('Cheque 1042');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toContainText(/\$500\.01\s*Paid/);
    await expect(rows).toContainText('Check');
    await expect(billing).toContainText('Total Invoiced$500.01');
    await expect(billing).toContainText('Outstanding$0.00');
    const [payment] = await sql`
      select p.method, p.note, p.paid_on::text from app.invoice_payments p join app.invoices i on i.id = p.invoice_id
      where i.project_id = ${projectId}`;
    expect(payment).toEqual({ method: 'check', note: 'Cheque 1042', paid_on: today() });

    // The client's yearly statement, for the admin too.
    const year = today().slice(0, 4);
    const statementLink = billing.getByRole('link', { name: `${year} (PDF) statement of ${tag} Co` });
    const adminStatement = await portalGet(page, (await statementLink.getAttribute('href'))!);
    expect(adminStatement.status()).toBe(200);
    expect(await pdfText(await adminStatement.body())).toContain(`${number}`);

    // Delivered: moving the project to Completed issues the final half, $1,000.01 − $500.01.
    await page.getByRole('link', { name: `Back to Billed ${tag}` }).click();
    await page.getByRole('button', { name: 'Edit Project' }).click();
    await page.getByRole('combobox', { name: 'Stage' }).selectOption('completed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Final payment' })).toContainText(/\$500\.00\s*Due/);

    // The client sees both invoices and the same totals, with no reload of anything cached.
    await page.context().clearCookies();
    const clientPage = page;
    await signIn(clientPage, client.email);
    await clientPage.goto('/billing');
    const summary = clientPage.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total Invoiced$1,000.01');
    await expect(summary).toContainText('Paid$500.01');
    await expect(summary).toContainText('Outstanding$500.00');
    await expect(clientPage.getByTestId('invoice-row').filter({ hasText: number })).toContainText('Paid');
    await expectNoAxeViolations(clientPage);
    // The yearly statement PDF has the same numbers.
    const statement = await portalGet(clientPage, `/billing/statements/${year}/pdf`);
    expect(statement.status()).toBe(200);
    const statementText = await pdfText(await statement.body());
    expect(statementText).toContain(number);
    expect(statementText).toContain('Total invoiced $1,000.01');
    expect(statementText).toContain('Outstanding $500.00');
    // And the CSV.
    const csv = await (await portalGet(clientPage, '/billing/invoices.csv')).text();
    expect(csv).toContain(`${number},Billed ${tag},Upfront payment (50% of the project value),${today()}`);
    expect(csv).toContain(',500.00,Due,,');
    await sql.end();
  });
});

test.describe('a client sees only its own projects and invoices', () => {
  test.use({ storageState: storageStatePath('client') });

  test('another client’s project, invoice PDF and statement are 404s', async ({ page }) => {
    const sql = e2eSql();
    const [other] = await sql`
      select p.id as project_id, i.id as invoice_id, p.client_id from app.projects p join app.invoices i on i.project_id = p.id
      where p.title = 'Patient Intake Automation' limit 1`;
    const [own] = await sql`
      select i.id from app.invoices i join app.profiles c on c.id = i.client_id where c.email = 'client@demo.test' limit 1`;
    await sql.end();

    // Detail pages settle before the first byte, so the status is a real 404 (detail-status.spec.ts).
    for (const id of [other.project_id, 'not-a-uuid']) {
      expect((await page.goto(`/projects/${id}`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Patient Intake Automation')).toHaveCount(0);
    }
    expect((await portalGet(page, `/billing/invoices/${other.invoice_id}/pdf`)).status()).toBe(404);
    expect((await portalGet(page, `/billing/statements/2026/pdf?client=${other.client_id}`)).status()).toBe(404);
    expect((await portalGet(page, `/billing/invoices/${own.id}/pdf`)).status()).toBe(200);
    // The scheduled run answers only its own secret; a signed-in client is nobody to it.
    expect((await portalGet(page, '/api/cron/issue-invoices')).status()).toBe(404);
    expect((await portalGet(page, `/billing/invoices/${own.id}/pdf`, { signedOut: true })).status()).not.toBe(200);
  });

  test('the project page: progress, dates, invoices, files, and the audit’s savings chart one link away', async ({
    page,
  }) => {
    const sql = e2eSql();
    const [project] = await sql`select id from app.projects where title = 'E-commerce Platform Rebuild'`;
    await sql.end();
    await page.goto('/projects');
    await page.getByRole('link', { name: 'E-commerce Platform Rebuild' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce Platform Rebuild' })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Development');
    // Measured from the demo project's plan, not the typed 62 (lib/tasks/progress.ts).
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(page.getByText('Jan 29, 2027')).toBeVisible();
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
    // The audit is a page of its own (docs/decisions/0073): its headline here, one link away.
    const audit = page.getByRole('region', { name: 'Software Audit & ROI' });
    await expect(audit).toContainText('Savings of $4,230 a month');
    await expectNoAxeViolations(page);
    await audit.getByRole('link', { name: 'Read the audit and its ROI' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/projects/${project.id}/audit`);
    await expect(page.getByRole('heading', { level: 1, name: /E-commerce Platform Rebuild/ })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Monthly savings from the audit' });
    await expect(chart.getByRole('img', { name: 'Monthly savings from the audit' })).toBeVisible();
    await chart.getByText('Show as a table').click();
    await expect(chart.getByRole('row', { name: 'Monthly savings $4,230' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to E-commerce Platform Rebuild' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/projects/${project.id}`);
  });
});

test.describe('the admin dashboard overview', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('pipeline value per stage, recurring revenue and what is owed, as charts with tables', async ({ page }) => {
    await page.goto('/dashboard');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByRole('heading', { name: 'Invoices overdue' })).toBeVisible();
    const pipeline = overview.getByRole('figure', { name: 'Pipeline value per stage' });
    await expect(pipeline.getByRole('img')).toHaveAccessibleDescription(/across all stages/);
    await pipeline.getByText('Show as a table').click();
    await expect(pipeline.getByRole('row')).toHaveCount(1 + 7);
    const mrr = overview.getByRole('figure', { name: 'Monthly recurring revenue, last 12 months' });
    await mrr.getByText('Show as a table').click();
    await expect(mrr.getByRole('row')).toHaveCount(1 + 12);
    // The board still follows.
    await expect(page.getByRole('heading', { name: 'Project Pipeline' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('years of invoices, a page at a time', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('each billing list shows a page of them, the totals count them all, the project page links to the rest', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const sql = e2eSql();
    const client = await insertTestClient(sql, tag, { canSignIn: true });
    const projectId = await insertProject(sql, {
      title: `Retainer ${tag}`,
      clientId: client.id,
      stage: 'in_development',
      fee: 100,
    });
    // Thirty months of $100 fees up to this month, each paid three days after it was issued
    // but the newest, which is not yet due (so no reminder run can add a late fee to it).
    const now = new Date();
    const months = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 29 + i, 1)).toISOString().slice(0, 10),
    );
    for (const month of months) {
      await sql`
        insert into app.invoices (project_id, number, kind, period_start, description, amount_cents, issue_date, due_date)
        values (${projectId}, 'INV-0000-0000', 'monthly', ${month}, ${`Monthly fee ${month.slice(0, 7)}`}, 10000,
                ${month}, ${month === months[29] ? today() : month}::date + 15)`;
    }
    await sql`
      insert into app.invoice_payments (invoice_id, paid_on, method)
      select id, issue_date + 3, 'bank_transfer' from app.invoices
      where project_id = ${projectId} and period_start < ${months[29]}`;
    const numbers = (
      await sql<{ number: string }[]>`
        select number from app.invoices where project_id = ${projectId} order by issue_date desc, number desc`
    ).map((row) => row.number);
    await sql.end();
    const rows = page.getByTestId('invoice-row');

    // The admin's project billing: a year at a time, newest first.
    await page.goto(`/admin/projects/${projectId}/billing`);
    const invoicePages = page.getByRole('navigation', { name: 'Invoice pages' });
    await expect(rows).toHaveCount(12);
    await expect(rows.first()).toHaveAttribute('data-number', numbers[0]);
    await expect(invoicePages).toContainText('Showing 1–12 of 30');
    await expect(page.getByRole('main')).toContainText('Total Invoiced$3,000.00');
    await expectNoAxeViolations(page);
    await invoicePages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/admin/projects/${projectId}/billing?page=2`);
    await expect(rows.first()).toHaveAttribute('data-number', numbers[12]);
    await invoicePages.getByRole('link', { name: 'Next' }).click();
    await expect(rows).toHaveCount(6);
    await expect(rows.last()).toHaveAttribute('data-number', numbers[29]);
    await expect(invoicePages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    // A page past the end shows the last one; one that is not a number, the first.
    await page.goto(`/admin/projects/${projectId}/billing?page=99`);
    await expect(invoicePages).toContainText('Page 3 of 3');
    await page.goto(`/admin/projects/${projectId}/billing?page=last`);
    await expect(invoicePages).toContainText('Page 1 of 3');

    // The client's billing: the invoices and the payments each page on their own.
    await page.context().clearCookies();
    await signIn(page, client.email);
    await page.goto('/billing');
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary).toContainText('Total Invoiced$3,000.00');
    await expect(summary).toContainText('Paid$2,900.00');
    await expect(summary).toContainText('Outstanding$100.00');
    await expect(rows).toHaveCount(12);
    const payments = page.getByTestId('payment-row');
    const paymentPages = page.getByRole('navigation', { name: 'Payment pages' });
    await expect(payments).toHaveCount(12);
    await expect(payments.first()).toHaveAttribute('data-number', numbers[1]);
    await expect(paymentPages).toContainText('Showing 1–12 of 29');
    await expectNoAxeViolations(page);
    await paymentPages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/billing?payments=2`);
    await expect(payments.first()).toHaveAttribute('data-number', numbers[13]);
    await page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/billing?page=2&payments=2`);
    await expect(rows.first()).toHaveAttribute('data-number', numbers[12]);
    await expect(payments.first()).toHaveAttribute('data-number', numbers[13]);

    // The project page: the newest five, and the way to the rest.
    await page.goto(`/projects/${projectId}`);
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toHaveAttribute('data-number', numbers[0]);
    await expect(page.getByText('The latest 5 of 30 invoices.')).toBeVisible();
    await page.getByRole('link', { name: "All of this project's invoices on Billing" }).click();

    // Billing narrowed to the project, through its pages; then every project again.
    await expect(page).toHaveURL(`${E2E.portal}/billing?project=${projectId}`);
    await expect(page.getByRole('main')).toContainText(`Showing the invoices and payments of Retainer ${tag} only.`);
    await expect(summary).toContainText('Total Invoiced$3,000.00');
    await expect(rows).toHaveCount(12);
    await invoicePages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/billing?project=${projectId}&page=2`);
    await expect(rows.first()).toHaveAttribute('data-number', numbers[12]);
    await page.getByRole('link', { name: 'Show every project' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/billing`);
    await expect(page.getByText(/Showing the invoices and payments of/)).toHaveCount(0);
    // A project of another company, or no project at all, narrows nothing.
    for (const other of ['00000000-0000-4000-8000-000000000000', 'not-a-project']) {
      await page.goto(`/billing?project=${other}`);
      await expect(page.getByText(/Showing the invoices and payments of/)).toHaveCount(0);
      await expect(rows).toHaveCount(12);
    }
  });
});
