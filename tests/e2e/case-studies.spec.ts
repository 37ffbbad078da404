import type { Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { clientBrowser, clientWithProject } from '../support/portal-client';
import { articleProblems, breadcrumbProblems, jsonLdBlocks, jsonLdNodes } from '../support/structured-data-shapes';
import { slugFromTitle } from '@/lib/showcase/approval-text';
import { E2E, e2eSql, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Case studies and testimonials: the demo's published ones as visitors and search engines get
// them, and the whole consent flow with two browsers (the team drafts and publishes, the client
// approves and then withdraws; the page is gone with the next request).

const DEMO = { slug: 'contract-review-in-half-the-time', title: 'Contract review in half the time' };

test.describe('the published case studies, as a visitor', () => {
  test('the list shows the demo case study and both testimonials, without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The list is regenerated (docs/decisions/0071): the build's copy, made without a
    // database, shows nothing published until the first regeneration after start.
    await expect(async () => {
      await page.goto(`${E2E.main}/case-studies`);
      await expect(page.getByRole('link', { name: DEMO.title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Case studies' })).toBeVisible();
    // By name, not by count: another spec publishes testimonials of its own meanwhile.
    for (const person of ['Elena Novak', 'Marcus Chen'])
      await expect(page.locator('[data-testimonial]', { hasText: person })).toHaveCount(1);
    await page.getByRole('link', { name: DEMO.title }).click();
    await expect(page).toHaveURL(`${E2E.main}/case-studies/${DEMO.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
    await expect(page.getByText('Monthly savings')).toBeVisible();
    await context.close();
  });

  test('a service card links to its section of the case studies', async ({ page }) => {
    await page.goto(`${E2E.main}/services`);
    await page.getByRole('link', { name: 'Case studies: AI Automation' }).click();
    await expect(page).toHaveURL(/\/case-studies#ai-automation$/);
    const section = page.locator('section#ai-automation');
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(async () => {
      await page.reload();
      await expect(section.getByRole('link', { name: DEMO.title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
  });

  test('the case study carries an Article and a BreadcrumbList, and its own Open Graph image', async ({ request }) => {
    const response = await request.get(`${E2E.main}/case-studies/${DEMO.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const nodes = jsonLdNodes(jsonLdBlocks(html));
    const article = nodes.find((n) => n['@type'] === 'Article');
    const breadcrumb = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    expect(article && articleProblems(article)).toEqual([]);
    expect(breadcrumb && breadcrumbProblems(breadcrumb)).toEqual([]);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(new URL(ogImage!).pathname).toBe(`/case-studies/${DEMO.slug}/opengraph.png`);
    expect(article!.image).toEqual([ogImage]);
    const image = await request.get(`${E2E.main}${new URL(ogImage!).pathname}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await request.get(`${E2E.main}/case-studies/opengraph.png`)).status()).toBe(200);
  });

  test('the case study page reports no CSP violation and hydrates', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${E2E.main}/case-studies/${DEMO.slug}`);
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });

  for (const path of ['/case-studies', `/case-studies/${DEMO.slug}`, '/case-studies?service=legacy-modernization']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${E2E.main}${path}`);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the sitemap lists the case studies', async ({ request }) => {
    expect(await (await request.get(`${E2E.main}/sitemap.xml`)).text()).toContain('/case-studies</loc>');
  });

  test('an unknown, draft or malformed case study is the site’s 404', async ({ request }) => {
    for (const slug of ['no-such-study', 'UPPER', 'a--b', 'x'.repeat(200)]) {
      expect((await request.get(`${E2E.main}/case-studies/${slug}`)).status(), slug).toBe(404);
      expect((await request.get(`${E2E.main}/case-studies/${slug}/opengraph.png`)).status(), slug).toBe(404);
    }
  });
});

test.describe('the consent flow: draft, client approves, published; withdrawn, gone', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ storageState: storageStatePath('admin') });

  const publicStatus = async (page: Page, slug: string) =>
    (await page.request.get(`${E2E.main}/case-studies/${slug}`, { failOnStatusCode: false })).status();

  test('the team drafts from a completed project, the client approves the exact text, the team publishes; the client withdraws', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Warehouse Consolidation');
    await sql`update app.projects set kanban_stage = 'completed', monthly_fee = 300 where id = ${projectId}`;
    const [audit] = await sql`
      insert into app.software_audits (project_id, file_name) values (${projectId}, 'audit.csv') returning id`;
    await sql`
      insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, position)
      values (${audit.id}, 'Warehouse suite', 1500, 18000, 0), (${audit.id}, 'Label printing', 200, 2400, 1)`;
    await sql.end();
    const title = `Warehouse costs down ${tag}`;
    const slug = slugFromTitle(title);

    // The team drafts: the figures come from the audit and ROI.
    await page.goto(`/admin/projects/${projectId}/case-study`);
    const study = page.getByRole('region', { name: 'Case study', exact: true });
    await expect(study.getByText('$1,400')).toBeVisible();
    await expectNoAxeViolations(page);
    await study.getByLabel('Title').fill(title);
    await study.getByLabel('Summary').fill('A distributor cut its warehouse software bill.');
    await study.getByLabel('The problem').fill('Two overlapping warehouse tools.');
    await study.getByLabel('Our approach').fill('An audit, then one system.');
    await study.getByLabel('The results').fill('One tool, lower costs.');
    await study.getByLabel('How the page names the client').fill('A regional distributor');
    await study.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(study.getByText('Case study saved.')).toBeVisible();
    await page.reload();
    await expect(study.locator('[data-publication-state="draft"]')).toBeVisible();
    await study.getByRole('button', { name: `Ask the client to approve the case study “${title}”` }).click();
    await expect(study.locator('[data-publication-state="awaiting_approval"]')).toBeVisible();
    expect(await publicStatus(page, slug)).toBe(404);

    // The client reads the exact text in Approvals and approves it.
    const { context, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto(`/projects/${projectId}`);
    const asked = clientPage
      .getByRole('region', { name: 'Approvals' })
      .getByRole('listitem')
      .filter({ hasText: `Case study: ${title}` });
    await expect(asked).toContainText('A regional distributor');
    await expect(asked).toContainText('Two overlapping warehouse tools.');
    await expect(asked).toContainText('Monthly savings: $1,400');
    await asked.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(asked).toContainText('Approved by you');

    // The team publishes: the page is there for visitors at once.
    await page.reload();
    await study.getByRole('button', { name: `Publish the case study “${title}”` }).click();
    await expect(study.locator('[data-publication-state="published"]')).toBeVisible();
    expect(await publicStatus(page, slug)).toBe(200);
    const list = await (await page.request.get(`${E2E.main}/case-studies`)).text();
    expect(list).toContain(title);

    // The client sees it on their project page and withdraws consent: gone with the next request.
    await clientPage.reload();
    const consent = clientPage.getByRole('region', { name: 'On Our Website' });
    await expect(consent.locator('[data-publication-state="published"]')).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await consent.getByRole('button', { name: `Withdraw consent: Case study: ${title}` }).click();
    await expect(consent.locator('[data-publication-state="withdrawn"]')).toBeVisible();
    expect(await publicStatus(page, slug)).toBe(404);
    expect(await (await page.request.get(`${E2E.main}/case-studies`)).text()).not.toContain(title);

    // The team sees the withdrawal and cannot publish again without a new approval.
    await page.reload();
    await expect(study.locator('[data-publication-state="withdrawn"]')).toBeVisible();
    await expect(study.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    await context.close();
  });

  test('the client withdraws consent with JavaScript off: a posted form, and the page is gone', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { tag, client, projectId } = await clientWithProject(sql, 'Payroll Cleanup');
    const title = `Payroll in one place ${tag}`;
    const slug = slugFromTitle(title);
    await sql`update app.projects set kanban_stage = 'completed' where id = ${projectId}`;
    const [approval] = await sql`
      insert into app.approvals (project_id, kind, title, note, status, requested_at, decided_by, decided_at)
      values (${projectId}, 'case_study', ${title}, 'The exact text', 'approved', now(), ${client.id}, now())
      returning id`;
    await sql`
      insert into app.case_studies (project_id, slug, title, summary, problem, approach, results, client_label,
                                    approval_id, published_at)
      values (${projectId}, ${slug}, ${title}, 'Summary', 'Problem', 'Approach', 'Results', 'A payroll office',
              ${approval.id}, now())`;
    expect((await page.request.get(`${E2E.main}/case-studies/${slug}`)).status()).toBe(200);

    const { context } = await clientBrowser(browser, client.email);
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const clientPage = await noScript.newPage();
    await clientPage.goto(`${E2E.portal}/projects/${projectId}`);
    const consent = clientPage.getByRole('region', { name: 'On Our Website' });
    await consent.getByRole('button', { name: `Withdraw consent: Case study: ${title}` }).click();
    await expect
      .poll(async () => (await sql`select consent_withdrawn_at from app.case_studies where slug = ${slug}`)[0])
      .toMatchObject({ consent_withdrawn_at: expect.any(Date) });
    expect((await page.request.get(`${E2E.main}/case-studies/${slug}`)).status()).toBe(404);
    await clientPage.goto(`${E2E.portal}/projects/${projectId}`);
    await expect(consent.locator('[data-publication-state="withdrawn"]')).toBeVisible();
    await sql.end();
    await noScript.close();
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the team's case study screen has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const sql = e2eSql();
      const [project] = await sql`
        select c.project_id as id from app.case_studies c
        where c.published_at is not null and c.consent_withdrawn_at is null limit 1`;
      await sql.end();
      await page.goto(`/admin/projects/${project.id}/case-study`);
      await expect(page.locator('[data-publication-state="published"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
