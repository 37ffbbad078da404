import type { Locator, Page } from '@playwright/test';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { clientBrowser, clientWithProject } from '../support/portal-client';

// A project's plan with two browsers: the team plans it (a template, a task for the client,
// moved by keyboard and by drag), the client completes the task waiting on them with a comment
// and a file, and the progress everyone sees is measured from the plan.
test.describe.configure({ timeout: 240_000 });

const milestones = (page: Page) => page.getByTestId('plan-milestone');
const taskTitles = (milestone: Locator) =>
  milestone.getByTestId('plan-task').locator('span.font-medium').allTextContents();
const progressOf = async (page: Page, name: RegExp) =>
  Number(await page.getByRole('progressbar', { name }).first().getAttribute('aria-valuenow'));

test.describe('the plan of a project', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the team plans, the client completes what waits on them with two files, the progress follows', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const { client, title, projectId } = await clientWithProject(sql, 'Storefront');
    const task = 'Send the brand guide';

    // The team: an empty plan starts from a service's steps.
    await page.goto(`/admin/projects/${projectId}/plan`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plan: ${title}`);
    await page.getByLabel('Start from a service’s steps').selectOption('website-development');
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect(milestones(page)).toHaveCount(6);
    const first = milestones(page).nth(0);
    const second = milestones(page).nth(1);
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Discovery call and content audit');

    // A task for the client's person at the end of the first milestone.
    await first.getByText('Add a task').click();
    await first.getByLabel('New task').fill(task);
    // The new task's own box (each task's Edit form has one too).
    await first.locator('select[id^="new-task-"][name="assignee"]').selectOption(`client:${client.id}`);
    await first.getByRole('button', { name: 'Add task' }).click();
    await expect.poll(() => taskTitles(first)).toEqual(['Discovery call and content audit', task]);

    // The keyboard: its Up button, pressed with Enter, keeps the focus on the button.
    await page.getByRole('button', { name: `Move task ${task} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => taskTitles(first)).toEqual([task, 'Discovery call and content audit']);
    await expect(page.getByRole('status').filter({ hasText: `Moved ${task}.` })).toBeAttached();

    // The mouse: dragged onto the second milestone's list, it goes to its end.
    // Both lists on screen at once: a drag that has to scroll picks up what the scroll brings under the mouse.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const target = second.getByRole('list', { name: /^Tasks of / });
    const box = (await target.boundingBox())!;
    // Onto the list's own bottom edge (its padding), not onto its task: the end of the list.
    await first
      .getByTestId('plan-task')
      .filter({ hasText: task })
      // Picked up by its corner: the middle of the card holds buttons and boxes.
      .dragTo(target, { sourcePosition: { x: 6, y: 6 }, targetPosition: { x: box.width / 2, y: box.height - 2 } });
    await expect.poll(() => taskTitles(second)).toEqual(['Sitemap, wireframes and visual design', task]);
    await page.reload();
    await expect
      .poll(() => taskTitles(milestones(page).nth(1)))
      .toEqual(['Sitemap, wireframes and visual design', task]);
    await expectNoAxeViolations(page);

    // The client: the task waits on them; nothing is done yet.
    const { context, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto(`/projects/${projectId}`);
    const waiting = clientPage.getByRole('region', { name: /^Waiting on you/ });
    await expect(waiting.getByRole('heading')).toHaveText('Waiting on you (1)');
    expect(await progressOf(clientPage, /progress$/)).toBe(0);
    await expectNoAxeViolations(clientPage);

    const item = waiting.getByTestId('waiting-task').filter({ hasText: task });
    await item.getByLabel('Comment for the team').fill('Attached: version 3 of the guide.');
    // Two files at once, through the same upload path and limits as a message's attachments.
    await item.getByLabel('Files (optional)').setInputFiles([
      {
        name: 'brand-guide.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      },
      { name: 'colours.txt', mimeType: 'text/plain', buffer: Buffer.from('Primary #0a5, background #fff\n') },
    ]);
    await item.getByRole('button', { name: `Mark “${task}” done` }).click();
    // The answer brings the page back without it.
    await expect(clientPage.getByRole('region', { name: /^Waiting on you/ }).getByRole('heading')).toHaveText(
      'Waiting on you (0)',
    );

    // Recomputed: one milestone of six has one of its two tasks done: 1/2 / 6 = 8%.
    await clientPage.reload();
    expect(await progressOf(clientPage, /progress$/)).toBe(8);
    // The comment and the file are on the project's conversation.
    await expect(clientPage.getByText('Done: Send the brand guide')).toBeVisible();
    await expect(clientPage.getByRole('link', { name: /brand-guide\.pdf/ })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: /colours\.txt/ })).toBeVisible();
    await context.close();

    // The team sees it done, with the client's note, and the same progress.
    await page.reload();
    const done = milestones(page).nth(1).getByTestId('plan-task').filter({ hasText: task });
    await expect(done).toContainText('Done');
    await expect(done).toContainText('Attached: version 3 of the guide.');
    expect(await progressOf(page, /progress$/)).toBe(8);
    await sql.end();
  });

  test('the client never sees an internal task, on the page or in the week view', async ({ page }) => {
    // The demo plan's internal tasks: the team sees them on This Week, the client nowhere.
    await page.goto('/admin/this-week?view=all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Week');
    await expect(page.getByTestId('week-task').filter({ hasText: 'Check the hosting margin' })).toBeVisible();
    await page.goto('/admin/this-week?view=overdue');
    await expect(page.getByTestId('week-task')).toContainText(['Shipping rates integration']);
    await expectNoAxeViolations(page);

    const sql = e2eSql();
    const [project] = await sql`select id from app.projects where title = 'E-commerce Platform Rebuild'`;
    await sql.end();
    const { context, page: clientPage } = await clientBrowser(page.context().browser()!, 'client@demo.test');
    const response = await clientPage.goto(`${E2E.portal}/projects/${project.id}`);
    expect(response?.status()).toBe(200);
    await expect(clientPage.getByTestId('client-milestone')).toHaveCount(3);
    await expect(clientPage.getByText('Shipping rates integration')).toBeVisible();
    await expect(clientPage.getByText('Late').first()).toBeVisible();
    await expect(clientPage.getByText('Check the hosting margin')).toHaveCount(0);
    await expect(clientPage.getByText('Launch checklist')).toHaveCount(0);
    await context.close();
  });

  test('a milestone leads to an invoice of its project: the owner follows it, a member never sees it', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const [project] = await sql`select id from app.projects where title = 'E-commerce Platform Rebuild'`;
    const [invoice] = await sql`select id, number from app.invoices where project_id = ${project.id}
      order by issue_date, number limit 1`;
    try {
      await page.goto(`/admin/projects/${project.id}/plan`);
      const first = milestones(page).nth(0);
      await first.getByText('Edit milestone').click();
      // Only this project's invoices are offered.
      const offered = await first
        .getByLabel('Leads to invoice')
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      const ofProject = await sql`select id from app.invoices where project_id = ${project.id}`;
      expect(offered.sort()).toEqual(ofProject.map((r) => r.id as string).sort());
      await first.getByLabel('Leads to invoice').selectOption(invoice.id);
      await first.getByRole('button', { name: 'Save milestone' }).click();
      await expect(milestones(page).nth(0).locator('p').first()).toContainText(`invoice ${invoice.number}`);

      const owner = await clientBrowser(browser, 'client@demo.test');
      await owner.page.goto(`${E2E.portal}/projects/${project.id}`);
      await expect(owner.page.getByRole('link', { name: `Invoice ${invoice.number} (PDF)` })).toBeVisible();
      await owner.context.close();

      const member = await clientBrowser(browser, 'member@demo.test');
      const seen = await member.page.goto(`${E2E.portal}/projects/${project.id}`);
      expect(seen?.status()).toBe(200);
      await expect(member.page.getByTestId('client-milestone')).toHaveCount(3);
      await expect(member.page.getByRole('link', { name: /^Invoice / })).toHaveCount(0);
      await expect(member.page.getByText(invoice.number)).toHaveCount(0);
      await member.context.close();
    } finally {
      // The demo's plan as it was, for the other specs.
      await sql`update app.project_milestones set invoice_id = null where project_id = ${project.id}`;
      await sql.end();
    }
  });

  test('with JavaScript off, the team plans and the client marks done: every form is a plain post', async ({
    browser,
  }) => {
    const sql = e2eSql();
    const { client, projectId } = await clientWithProject(sql, 'Plain Plan');
    await sql.end();
    const team = await browser.newContext({ javaScriptEnabled: false, storageState: storageStatePath('admin') });
    const page = await team.newPage();
    await page.goto(`${E2E.portal}/admin/projects/${projectId}/plan`);
    await page.getByLabel('Start from a service’s steps').selectOption('mobile-development');
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect(milestones(page)).toHaveCount(6);
    await page.getByLabel('New milestone').fill('Store listing');
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await expect(milestones(page)).toHaveCount(7);
    await page.getByRole('button', { name: 'Move milestone Store listing up' }).click();
    await expect(milestones(page).nth(5).getByRole('heading', { level: 3 })).toHaveText('Store listing');
    const listing = milestones(page).nth(5);
    await listing.getByText('Add a task').click();
    await listing.getByLabel('New task').fill('Send the app store screenshots');
    await listing.locator('select[id^="new-task-"][name="assignee"]').selectOption(`client:${client.id}`);
    await listing.getByRole('button', { name: 'Add task' }).click();
    await expect(milestones(page).nth(5).getByTestId('plan-task')).toContainText(['Send the app store screenshots']);
    await team.close();

    // Signed in with JavaScript on (the sign-in form), then the same session without it.
    const { context } = await clientBrowser(browser, client.email);
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    await context.close();
    const clientPage = await plain.newPage();
    await clientPage.goto(`${E2E.portal}/projects/${projectId}`);
    const waiting = clientPage.getByRole('region', { name: /^Waiting on you/ });
    await expect(waiting.getByRole('heading')).toHaveText('Waiting on you (1)');
    await waiting.getByLabel('Comment for the team').fill('Five screenshots, as agreed.');
    // Several files in the posted multipart form, without any script.
    await waiting.getByLabel('Files (optional)').setInputFiles([
      { name: 'screens-list.txt', mimeType: 'text/plain', buffer: Buffer.from('Five screenshots\n') },
      { name: 'sizes.csv', mimeType: 'text/csv', buffer: Buffer.from('device,width\nphone,1290\n') },
    ]);
    await waiting.getByRole('button', { name: 'Mark “Send the app store screenshots” done' }).click();
    await expect(clientPage.getByRole('region', { name: /^Waiting on you/ }).getByRole('heading')).toHaveText(
      'Waiting on you (0)',
    );
    await expect(clientPage.getByRole('link', { name: /screens-list\.txt/ })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: /sizes\.csv/ })).toBeVisible();
    await plain.close();
  });
});
