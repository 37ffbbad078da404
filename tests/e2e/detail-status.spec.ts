import { readFileSync } from 'node:fs';
import { e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { portalGet } from './client-portal-data';
import { storageStatePath } from '../support/e2e-env';

// A detail page whose id names nothing the visitor may see answers a real 404 (the
// status line, not only the words), because signed-in pages settle before the first byte
// (no loading boundary in app/(portal)/portal/(shell)). The bad-input corpus through the id is
// a 4xx, never a 500.

const corpus = JSON.parse(readFileSync('tests/fixtures/bad-input/strings.json', 'utf8')) as Record<string, string>;
const hostileIds = Object.entries(corpus)
  .filter(([name]) => name !== '_comment')
  .map(([name, value]): [string, string] => [name, value === 'LONG_100000' ? 'x'.repeat(4000) : value]);

const RANDOM_UUID = '6f1c1a52-8a3b-4c1e-9f11-1a2b3c4d5e6f';

async function expectIdsAre404(page: import('@playwright/test').Page, template: string) {
  for (const [name, value] of hostileIds) {
    const path = template.replace('{}', encodeURIComponent(value));
    const status = (await portalGet(page, path)).status();
    // A NUL byte is refused by the proxy as the bad request it is; everything else names nothing.
    expect(status, `${template} with ${name}`).toBe(name === 'nul byte' ? 400 : 404);
  }
}

test.describe('the client’s project page', () => {
  test.use({ storageState: storageStatePath('client') });

  test('own project 200; another client’s, a random and a malformed id 404', async ({ page }) => {
    const sql = e2eSql();
    const [own] = await sql`
      select p.id from app.projects p join app.profiles c on c.id = p.client_id
      where c.email = 'client@demo.test' and p.title = 'E-commerce Platform Rebuild'`;
    const [other] = await sql`select id from app.projects where title = 'Patient Intake Automation' limit 1`;
    await sql.end();

    const mine = await page.goto(`/projects/${own.id}`);
    expect(mine?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce Platform Rebuild' })).toBeVisible();

    for (const id of [other.id, RANDOM_UUID, 'not-a-uuid']) {
      const response = await page.goto(`/projects/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Patient Intake Automation')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await expectIdsAre404(page, '/projects/{}');
  });
});

test.describe('the admin record pages', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('a project: 200 when it exists, 404 “Project not found” otherwise', async ({ page }) => {
    const sql = e2eSql();
    const [project] = await sql`select id from app.projects where title = 'E-commerce Platform Rebuild'`;
    await sql.end();
    expect((await page.goto(`/admin/projects/${project.id}`))?.status()).toBe(200);
    for (const id of [RANDOM_UUID, 'not-a-project']) {
      const response = await page.goto(`/admin/projects/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
      // Still inside the portal shell: the sidebar is there to go on from.
      await expect(page.getByRole('link', { name: 'Back to Projects' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await expectIdsAre404(page, '/admin/projects/{}');
    // The project's own pages answer an unknown project with the project's not-found page.
    for (const view of ['audit-roi', 'billing', 'plan', 'proposal', 'case-study']) {
      const response = await page.goto(`/admin/projects/${RANDOM_UUID}/${view}`);
      expect(response?.status(), view).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Projects' })).toBeVisible();
    }
  });

  test('a client: 200 when it exists, 404 “Client Not Found” for a malformed id', async ({ page }) => {
    const sql = e2eSql();
    const [client] = await sql`select id from app.profiles where email = 'client@demo.test'`;
    await sql.end();
    expect((await page.goto(`/admin/clients/${client.id}`))?.status()).toBe(200);
    const response = await page.goto('/admin/clients/not-a-client');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Not Found' })).toBeVisible();
    await expectIdsAre404(page, '/admin/clients/{}');
    // An unknown (well-formed) id goes back to the list, where the admin can pick again.
    const unknown = await portalGet(page, `/admin/clients/${RANDOM_UUID}`);
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toMatch(/\/admin\/clients$/);
  });
});

test('signed out, a detail page sends to sign-in (never a 500)', async ({ page }) => {
  const response = await portalGet(page, `/projects/${RANDOM_UUID}`, { signedOut: true });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toContain(`/login?next=`);
});
