import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';

const DESCRIPTION = 'We run three scheduling tools and a spreadsheet and want one system our front desk can use.';

/** Each test is its own client IP, so the per-IP rate limit of one does not touch another. */
async function asVisitorFrom(page: Page, ip: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

async function fillValidInquiry(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Robin Quinn');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Company Name').fill('Quinn Dental');
  await page.getByLabel('Phone Number').fill('612-555-0199');
  await page.getByLabel('Project Type').selectOption('saas-consolidation');
  await page.getByLabel('Budget Range').selectOption('15k-50k');
  await page.getByLabel('Timeline').selectOption('1-3months');
  await page.getByLabel('Project Description').fill(DESCRIPTION);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Inquiry' }).click();

test.describe('contact form', () => {
  test('shows every field’s validation message', async ({ page }) => {
    await asVisitorFrom(page, '198.51.100.1');
    await page.goto(`${E2E.main}/contact`);
    await expect(page.getByText('Optional - for urgent inquiries')).toBeVisible();
    await submit(page);
    for (const message of [
      'Full name is required',
      'Email is required',
      'Company name is required',
      'Please select a project type',
      'Please select a budget range',
      'Please select a timeline',
      'Please describe your project',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Email Address').fill('not an email');
    await page.getByLabel('Project Description').fill('Too short to be useful.');
    await submit(page);
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Please provide at least 50 characters', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('offers exactly the form’s options', async ({ page }) => {
    await page.goto(`${E2E.main}/contact`);
    const values = (label: string) =>
      page
        .getByLabel(label)
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(await values('Project Type')).toEqual(['custom-software', 'ai-automation', 'saas-consolidation', 'other']);
    expect(await values('Budget Range')).toEqual(['5k-15k', '15k-50k', '50k-100k', '100k+']);
    expect(await values('Timeline')).toEqual(['asap', '1-3months', '3-6months', '6months+', 'flexible']);
  });

  test('stores the inquiry, thanks the visitor and starts over on request', async ({ page }) => {
    await asVisitorFrom(page, '198.51.100.2');
    const email = `robin-${randomUUID()}@quinn.example`;
    await page.goto(`${E2E.main}/contact`);
    await expectNoAxeViolations(page);
    await fillValidInquiry(page, email);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await submit(page);
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('within 24 hours');

    const sql = e2eSql();
    const [row] = await sql`select * from app.contact_inquiries where email = ${email}`;
    await sql.end();
    expect(row).toMatchObject({
      full_name: 'Robin Quinn',
      company: 'Quinn Dental',
      phone: '612-555-0199',
      project_type: 'saas-consolidation',
      budget: '15k-50k',
      timeline: '1-3months',
      description: DESCRIPTION,
      status: 'new',
      ip: '198.51.100.2',
    });

    await page.getByRole('link', { name: 'Submit Another Inquiry' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(page.getByLabel('Project Type')).toHaveValue('');
  });

  test('works on the portal host too', async ({ page }) => {
    await asVisitorFrom(page, '198.51.100.3');
    await page.goto(`${E2E.portal}/contact`);
    await fillValidInquiry(page, `portal-${randomUUID()}@quinn.example`);
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test('a failure shows a clear error and keeps every typed value', async ({ page }) => {
    await page.goto(`${E2E.main}/contact`);
    await fillValidInquiry(page, 'kept@quinn.example');
    await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await submit(page);
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'We could not send your inquiry. Please check your connection and try again.',
    );
    await expect(page.getByLabel('Email Address')).toHaveValue('kept@quinn.example');
    await expect(page.getByLabel('Budget Range')).toHaveValue('15k-50k');
    await expect(page.getByLabel('Project Description')).toHaveValue(DESCRIPTION);
  });

  test('is rate limited per client IP', async ({ page }) => {
    await asVisitorFrom(page, '198.51.100.4');
    await page.goto(`${E2E.main}/contact`);
    for (let i = 0; i < 5; i++) {
      await fillValidInquiry(page, `burst-${i}-${randomUUID()}@quinn.example`);
      await submit(page);
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await page.getByRole('link', { name: 'Submit Another Inquiry' }).click();
    }
    await fillValidInquiry(page, 'sixth@quinn.example');
    await submit(page);
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Too many inquiries from your network. Please try again in an hour, or email us directly.',
    );
    await expect(page.getByLabel('Email Address')).toHaveValue('sixth@quinn.example');

    // Another visitor is not affected.
    await asVisitorFrom(page, '198.51.100.5');
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test('a filled honeypot is thanked but not stored', async ({ page }) => {
    await asVisitorFrom(page, '198.51.100.6');
    const email = `bot-${randomUUID()}@spam.example`;
    await page.goto(`${E2E.main}/contact`);
    await fillValidInquiry(page, email);
    await page.locator('#contact-website').fill('http://spam.example', { force: true });
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const sql = e2eSql();
    expect(await sql`select 1 from app.contact_inquiries where email = ${email}`).toHaveLength(0);
    await sql.end();
  });
});

test.describe('the admin Inquiries inbox', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('shows a stored inquiry in full, newest first, and keeps its status', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await asVisitorFrom(visitor, '198.51.100.7');
    const company = `Inbox Test ${randomUUID().slice(0, 8)}`;
    await visitor.goto(`${E2E.main}/contact`);
    await fillValidInquiry(visitor, `inbox-${randomUUID()}@quinn.example`);
    await visitor.getByLabel('Company Name').fill(company);
    await visitor.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await visitor.close();

    await page.goto('/admin/inquiries');
    const item = page.getByRole('article').filter({ hasText: company });
    await expect(item).toContainText('Robin Quinn');
    await expect(item).toContainText('SaaS Consolidation');
    await expect(item).toContainText('$15,000 - $50,000');
    await expect(item).toContainText('1-3 months');
    await expect(item).toContainText(DESCRIPTION);
    await expectNoAxeViolations(page);

    const status = item.getByLabel(/Status of the inquiry/);
    await expect(status).toHaveValue('new');
    await status.selectOption('contacted');
    await expect(status).toBeEnabled();
    await page.goto('/admin/inquiries?status=contacted');
    await expect(page.getByRole('article').filter({ hasText: company })).toBeVisible();
    await page.goto('/admin/inquiries?status=new');
    await expect(page.getByRole('article').filter({ hasText: company })).toHaveCount(0);
  });
});

test.describe('hostile text in an inquiry', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('is stored as typed and shown as text, never run', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await asVisitorFrom(visitor, '198.51.100.8');
    const name = `<img src=x onerror="window.__pwned=1">${randomUUID().slice(0, 6)}`;
    await visitor.goto(`${E2E.main}/contact`);
    await fillValidInquiry(visitor, `xss-${randomUUID()}@quinn.example`);
    await visitor.getByLabel('Full Name').fill(name);
    await visitor.getByLabel('Project Description').fill(`<script>window.__pwned=1</script> ${DESCRIPTION}`);
    await visitor.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await visitor.close();

    await page.goto('/admin/inquiries');
    const item = page.getByRole('article').filter({ hasText: name });
    await expect(item.getByRole('heading')).toContainText(name);
    await expect(item).toContainText('<script>window.__pwned=1</script>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(item.locator('img')).toHaveCount(0);
  });
  // Before its JavaScript has loaded and with JavaScript off: before-hydration.spec.ts.
});
