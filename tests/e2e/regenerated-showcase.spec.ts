import type { Page } from '@playwright/test';
import { storageStatePath } from '../support/e2e-env';
import { clientBrowser, clientWithProject } from '../support/portal-client';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { slugFromTitle } from '@/lib/showcase/approval-text';
import { E2E, e2eSql, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The home, about, services and case study pages are built once (a case study's at its first
// request) and regenerated with what is published (docs/decisions/0071): on publish and
// withdraw at once, and within a minute after a change that no action of this server announced
// (another server's). After each regeneration the page's CSP allows exactly the inline scripts
// it carries, so it hydrates without violation.

const DEMO = {
  title: 'Contract review in half the time',
  slug: 'contract-review-in-half-the-time',
  service: 'ai-automation',
};

async function collectCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

/** The CSP's script-src lists exactly the inline scripts of the HTML sent with it (no nonce). */
function expectPolicyFitsBody(csp: string, html: string) {
  const scripts = csp.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(scripts).toBe(
    `script-src 'self' ${inlineScriptHashes(html)
      .map((h) => `'${h}'`)
      .join(' ')}`,
  );
}

/** The page hydrates under the CSP it was sent, and that CSP lists exactly its inline scripts. */
async function expectFittedCsp(page: Page, path: string) {
  const violations = await collectCspViolations(page);
  const response = await page.goto(`${E2E.main}${path}`);
  expect(response!.status()).toBe(200);
  expectPolicyFitsBody(response!.headers()['content-security-policy'], await response!.text());
  await waitForHydration(page);
  expect(await violations()).toEqual([]);
}

const pageText = async (page: Page, path: string) =>
  (await page.request.get(`${E2E.main}${path}`, { headers: { 'accept-encoding': 'gzip' } })).text();

test.describe('the regenerated public pages', () => {
  test('the demo’s case study and both testimonials are on the home page, without JavaScript too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The build's copy shows nothing published (it is built without a database): a request
    // after it went stale, or the scheduled run after start, has it rendered with the data.
    const shows = async (path: string, check: () => Promise<void>) =>
      expect(async () => {
        await page.goto(`${E2E.main}${path}`);
        await check();
      }).toPass({ timeout: 90_000 });
    const showcase = page.getByRole('region', { name: 'Case studies and our clients’ words' });
    await shows('/', async () => {
      await expect(showcase.getByRole('link', { name: DEMO.title })).toBeVisible({ timeout: 1000 });
      await expect(showcase.locator('[data-testimonial]')).toHaveCount(2, { timeout: 1000 });
    });
    await shows('/about', () => expect(showcase.locator('[data-testimonial]')).toHaveCount(2, { timeout: 1000 }));
    await shows('/services', () =>
      expect(page.locator(`#${DEMO.service}`).getByRole('link', { name: DEMO.title })).toBeVisible({ timeout: 1000 }),
    );
    await shows('/case-studies', async () => {
      await expect(page.locator(`section#${DEMO.service}`).getByRole('link', { name: DEMO.title })).toBeVisible({
        timeout: 1000,
      });
      await expect(page.locator('[data-testimonial]')).toHaveCount(2, { timeout: 1000 });
    });
    await context.close();
  });

  for (const path of ['/', '/about', '/services']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} with the demo's testimonials has no axe violations in the ${colorScheme} theme`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await expect(async () => {
          await page.goto(`${E2E.main}${path}`);
          await expect(page.locator('[data-testimonial]').first()).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 90_000 });
        await expectNoAxeViolations(page);
      });
    }
  }

  for (const path of ['/', '/about', '/services', '/case-studies', `/case-studies/${DEMO.slug}`]) {
    test(`${path} carries the CSP of the HTML it sends and hydrates under it`, async ({ page }) => {
      await expectFittedCsp(page, path);
    });
  }

  test('the case study pages are served from the page cache, as the regenerated pages are', async ({ request }) => {
    for (const path of ['/', '/case-studies', `/case-studies/${DEMO.slug}`, '/case-studies/no-such-study']) {
      await request.get(`${E2E.main}${path}`); // the first request of a case study generates it
      const response = await request.get(`${E2E.main}${path}`);
      expect(response.headers()['cache-control'], path).toBe('s-maxage=20, stale-while-revalidate=20');
      expect(response.headers()['content-security-policy'], path).not.toContain('nonce');
    }
  });

  test.describe('published and withdrawn', () => {
    test.describe.configure({ timeout: 240_000 });
    test.use({ storageState: storageStatePath('admin') });

    test('a published case study and testimonial appear; withdrawn, they are gone, at once or within a minute', async ({
      page,
      browser,
    }) => {
      const sql = e2eSql();
      const { tag, client, projectId } = await clientWithProject(sql, 'Invoice Matching');
      const title = `Invoices matched overnight ${tag}`;
      const quote = `They matched a year of invoices in a week ${tag}`;
      const person = `Dana Quill ${tag}`;
      await sql`update app.projects set kanban_stage = 'completed' where id = ${projectId}`;
      const approved = (kind: string, what: string) => sql`
        insert into app.approvals (project_id, kind, title, note, status, requested_at, decided_by, decided_at)
        values (${projectId}, ${kind}, ${what}, 'The exact text', 'approved', now(), ${client.id}, now())
        returning id`;
      const [studyApproval] = await approved('case_study', title);
      const [quoteApproval] = await approved('testimonial', person);
      await sql`
        insert into app.case_studies (project_id, slug, title, summary, problem, approach, results, client_label,
                                      service_anchor, approval_id)
        values (${projectId}, ${slugFromTitle(title)}, ${title}, 'Summary', 'Problem', 'Approach', 'Results',
                'A wholesaler', 'saas-consolidation', ${studyApproval.id})`;
      const [testimonial] = await sql`
        insert into app.testimonials (project_id, quote, person_name, person_role, service_anchor, approval_id)
        values (${projectId}, ${quote}, ${person}, 'Head of Finance', 'saas-consolidation', ${quoteApproval.id})
        returning id`;

      // The team publishes both: the three pages have them with the next request.
      await page.goto(`/admin/projects/${projectId}/case-study`);
      await page.getByRole('button', { name: `Publish the case study “${title}”` }).click();
      await expect(page.locator('[data-publication-state="published"]')).toHaveCount(1);
      await page.getByRole('button', { name: `Publish the testimonial from ${person}` }).click();
      await expect(page.locator('[data-publication-state="published"]')).toHaveCount(2);
      expect(await pageText(page, '/')).toContain(title);
      expect(await pageText(page, '/')).toContain(quote);
      expect(await pageText(page, '/about')).toContain(quote);
      const services = await pageText(page, '/services');
      expect(services).toContain(title);
      expect(services).toContain(quote);
      const visitor = await browser.newPage();
      await visitor.goto(`${E2E.main}/services`);
      await expect(visitor.locator('#saas-consolidation').getByRole('link', { name: title })).toBeVisible();
      await visitor.goto(`${E2E.main}/case-studies`);
      await expect(visitor.locator('section#saas-consolidation').getByRole('link', { name: title })).toBeVisible();
      await expect(visitor.getByText(quote)).toBeVisible();
      await visitor.close();
      const slug = slugFromTitle(title);

      // Regenerated with new content (the case study's page generated at its first request,
      // then served from the cache), each still hydrates under a policy fitted to it.
      for (const path of [
        '/',
        '/about',
        '/services',
        '/case-studies',
        `/case-studies/${slug}`,
        `/case-studies/${slug}`,
      ]) {
        const fresh = await browser.newPage();
        await expectFittedCsp(fresh, path);
        await fresh.close();
      }

      // The client withdraws the case study: gone from the pages with the next request.
      const { context } = await clientBrowser(browser, client.email);
      const clientPage = await context.newPage();
      await clientPage.goto(`${E2E.portal}/projects/${projectId}`);
      const consent = clientPage.getByRole('region', { name: 'On Our Website' });
      await consent.getByRole('button', { name: `Withdraw consent: Case study: ${title}` }).click();
      await expect(consent.locator('[data-publication-state="withdrawn"]')).toHaveCount(1);
      expect(await pageText(page, '/')).not.toContain(title);
      expect(await pageText(page, '/services')).not.toContain(title);
      expect(await pageText(page, '/case-studies')).not.toContain(title);
      expect(await pageText(page, '/about')).toContain(quote);
      // Its page is a 404 at once, whose policy (no nonce: it is cached too) fits its own scripts.
      const gone = await page.request.get(`${E2E.main}/case-studies/${slug}`);
      expect(gone.status()).toBe(404);
      expectPolicyFitsBody(gone.headers()['content-security-policy'], await gone.text());
      await context.close();

      // A withdrawal this server did not see (as if made through another one): no revalidation
      // is announced, and the pages still drop it within a minute.
      const withdrawnAt = Date.now();
      await sql`update app.testimonials set consent_withdrawn_at = now(), published_at = null
                where id = ${testimonial.id}`;
      await sql.end();
      // Nothing announced it: the copies regenerated a moment ago still have it.
      expect(await pageText(page, '/')).toContain(quote);
      expect(await pageText(page, '/about')).toContain(quote);
      await expect
        .poll(async () => (await pageText(page, '/')).includes(quote), { timeout: 75_000, intervals: [2000] })
        .toBe(false);
      await expect
        .poll(async () => (await pageText(page, '/about')).includes(quote), { timeout: 75_000, intervals: [2000] })
        .toBe(false);
      await expect
        .poll(async () => (await pageText(page, '/case-studies')).includes(quote), {
          timeout: 75_000,
          intervals: [2000],
        })
        .toBe(false);
      const seconds = (Date.now() - withdrawnAt) / 1000;
      test.info().annotations.push({ type: 'gone after (s)', description: seconds.toFixed(1) });
      expect(seconds).toBeLessThan(62);
      await expectFittedCsp(page, '/about');
    });
  });
});
