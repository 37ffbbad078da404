import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { PASSWORD, storageStatePath } from '../support/e2e-env';

const STAGES = [
  ['discovery_audit', 'Discovery/Audit'],
  ['proposal_sent', 'Proposal Sent'],
  ['contract_signed', 'Contract Signed'],
  ['in_development', 'In Development'],
  ['client_review', 'Client Review'],
  ['awaiting_final_payment', 'Awaiting Final Payment'],
  ['completed', 'Completed'],
] as const;

test.describe('admin dashboard: the pipeline board', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('shows seven columns in stage order with the database’s counts and cards', async ({ page }) => {
    const sql = e2eSql();
    const [card] = await sql`
      select p.id, p.title, p.client_id, coalesce(c.company_name, c.full_name) as client
      from app.projects p join app.profiles c on c.id = p.client_id where p.title = 'E-commerce Platform Rebuild'`;

    // Other tests add and move projects in parallel: compare with the database at the moment of each look.
    await expect(async () => {
      const counts = Object.fromEntries(
        (await sql`select kanban_stage, count(*)::int as n from app.projects group by 1`).map((r) => [
          r.kanban_stage,
          r.n,
        ]),
      );
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Project Pipeline' })).toBeVisible();
      const columns = page.locator('[data-stage]');
      await expect(columns).toHaveCount(7);
      for (const [i, [stage, label]] of STAGES.entries()) {
        const column = columns.nth(i);
        await expect(column).toHaveAttribute('data-stage', stage);
        await expect(column.getByRole('heading', { level: 3 })).toContainText(label);
        await expect(column.getByTestId('stage-count')).toHaveText(String(counts[stage] ?? 0), { timeout: 1000 });
        // Each column shows its 25 newest cards.
        await expect(column.getByRole('listitem')).toHaveCount(Math.min(counts[stage] ?? 0, 25), { timeout: 1000 });
      }
    }).toPass({ timeout: 30_000 });
    await sql.end();

    const item = page.getByRole('listitem').filter({ hasText: card.title });
    await expect(item).toContainText('$48,000');
    await expect(item).toContainText('$750/mo');
    await expect(item.getByRole('link', { name: card.title })).toHaveAttribute('href', `/admin/projects/${card.id}`);
    await expect(item.getByRole('link', { name: card.client })).toHaveAttribute(
      'href',
      `/admin/clients/${card.client_id}`,
    );
    await expectNoAxeViolations(page);
  });

  test('a client without a company shows the full name on the card', async ({ page }) => {
    const sql = e2eSql();
    const [{ id }] = await sql`select id from app.profiles where email = 'founder@lumenanalytics.example'`;
    const [project] = await sql`insert into app.projects (title, client_id, kanban_stage, project_value, monthly_fee)
                                values ('Lumen Data Pipeline', ${id}, 'proposal_sent', 12000, 0) returning id`;
    await page.goto('/dashboard');
    const item = page.getByRole('listitem').filter({ hasText: 'Lumen Data Pipeline' });
    await expect(item.getByRole('link', { name: 'Noah Williams' })).toBeVisible();
    await expect(item).toContainText('$0/mo');
    await sql`delete from app.projects where id = ${project.id}`;
    await sql.end();
  });
});

test.describe('client dashboard: the progress view', () => {
  test.use({ storageState: storageStatePath('client') });

  test('follows each active project through the six steps, the current one first', async ({ page }) => {
    await page.goto('/');
    const sections = page.getByTestId('project-progress');
    // Both active projects; the completed audit is not "in progress".
    await expect(sections.getByRole('heading')).toHaveText([
      'Project Progress: E-commerce Platform Rebuild',
      'Project Progress: AI Customer Support Assistant',
    ]);
    const current = sections.first();
    // The timeline's steps: the items of its named list (not the styling of their number).
    const steps = current.getByRole('list', { name: 'Steps of E-commerce Platform Rebuild' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /Planning/,
      /Design/,
      /Development\(current\)/,
      /Testing/,
      /Deployment/,
      /Complete/,
    ]);
    // The demo project has a plan: its line is the plan's measured progress (lib/tasks/progress.ts).
    await expect(current.getByTestId('timeline-fill')).toHaveAttribute('data-fill', '42');
    await expect(sections.nth(1).getByTestId('timeline-fill')).toHaveAttribute('data-fill', '0');
    await expect(sections.nth(1).locator('[aria-current="step"]')).toContainText('Planning');
    await current.getByRole('link', { name: 'View project E-commerce Platform Rebuild' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce Platform Rebuild' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText('Project created · E-commerce Platform Rebuild')).toBeVisible();
    // Another client's projects never appear.
    await expect(page.getByText('Patient Intake Automation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a client with no projects', () => {
  test('sees a helpful empty state', async ({ page }) => {
    const sql = e2eSql();
    const email = 'new-client@e2e.test';
    await sql`insert into auth.users (email, encrypted_password, email_confirmed_at)
              values (${email}, extensions.crypt(${PASSWORD}, extensions.gen_salt('bf')), now())
              on conflict do nothing`;
    await sql.end();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${E2E.portal}/dashboard`);
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  });
});
