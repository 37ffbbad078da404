import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type postgres from 'postgres';
import { E2E, e2eSql, expect, expectNoAxeViolations, test } from './fixtures';
import { storageStatePath } from '../support/e2e-env';
import { pdfText } from '../support/pdf-text';
import { clientBrowser, clientWithProject } from '../support/portal-client';
import { createPortalClient, uniqueTag } from './client-portal-data';

// From inquiry to signed contract with two browsers: the team converts an inquiry, writes a
// proposal with three options and sends it; the client picks the middle option and signs; the
// project reaches Contract Signed with that value, the upfront invoice is issued, and the
// signed PDF's certificate names the SHA-256 of the proposal PDF. Then decline, expiry, a
// stranger's 404, and the accept posted without JavaScript.
test.describe.configure({ timeout: 240_000 });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function download(page: Page, linkName: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  return readFileSync(await file.path());
}

const threeOptions = {
  title: 'Proposal',
  scope: 'Scope of the work.',
  deliverables: '',
  timeline: '',
  terms: 'Net 15.',
  options: [
    { name: 'Good', description: '', projectValue: 8000, monthlyFee: 200 },
    { name: 'Better', description: '', projectValue: 12000, monthlyFee: 300 },
    { name: 'Best', description: '', projectValue: 18000, monthlyFee: 450 },
  ],
  tools: [],
};

/** Draws two strokes on the signature pad with the mouse. */
async function drawOnPad(page: Page) {
  const pad = page.getByRole('img', { name: /^Signature pad/ });
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.1, 0.6],
    [0.5, 0.9],
  ]) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(
        box.x + box.width * (from + ((to - from) * step) / 8),
        box.y + box.height * (0.7 - 0.4 * Math.sin((Math.PI * step) / 8)),
      );
    await page.mouse.up();
  }
  await expect(page.getByRole('button', { name: 'Clear drawing' })).toBeEnabled();
}

/** A proposal sent (by the trusted connection, as the seed does) on a fresh client's project. */
async function sentProposal(sql: postgres.Sql, name: string, expired = false) {
  const setup = await clientWithProject(sql, name);
  await sql`update app.projects set kanban_stage = 'proposal_sent', project_value = 0 where id = ${setup.projectId}`;
  const [proposal] = await sql<{ id: string }[]>`
    insert into app.proposals (project_id, draft) values (${setup.projectId}, ${sql.json(threeOptions)}) returning id`;
  const [version] = await sql<{ id: string }[]>`
    insert into app.proposal_versions (proposal_id, project_id, version, content, sent_at, expires_at)
    values (${proposal.id}, ${setup.projectId}, 1, ${sql.json(threeOptions)},
            now() - ${expired ? '40 days' : '1 day'}::interval, now() + ${expired ? '-10 days' : '29 days'}::interval)
    returning id`;
  return { ...setup, versionId: version.id };
}

/** A sent proposal the client has accepted (written as the seed writes its signed example). */
async function acceptedProposal(sql: postgres.Sql, name: string) {
  const sent = await sentProposal(sql, name);
  const [proposal] = await sql<{ id: string }[]>`select id from app.proposals where project_id = ${sent.projectId}`;
  await sql`insert into app.proposal_decisions (version_id, proposal_id, project_id, decision, option_index,
      decided_by, signer_name, consent, document_sha256, signed_pdf_key)
    values (${sent.versionId}, ${proposal.id}, ${sent.projectId}, 'accepted', 0, ${sent.client.id}, 'Pat Seeded', true,
            ${'c'.repeat(64)}, gen_random_uuid())`;
  return sent;
}

async function signedInWithoutScript(browser: Browser, email: string): Promise<[BrowserContext, Page]> {
  const { context } = await clientBrowser(browser, email);
  const storageState = await context.storageState();
  await context.close();
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState });
  await noScript.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.253.${Math.floor(Math.random() * 250)}.9` });
  return [noScript, await noScript.newPage()];
}

test.describe('the team', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('inquiry → convert → proposal with three options → send → the client signs the middle one → Contract Signed and the upfront invoice', async ({
    page,
    browser,
  }) => {
    const sql = e2eSql();
    const tag = uniqueTag();
    const client = await createPortalClient(sql, tag);
    // The inquiry comes from the client's own address: converting links to that client.
    await sql`insert into app.contact_inquiries (full_name, email, company, phone, project_type, budget, timeline, description)
      values (${`Pat ${tag}`}, ${client.email}, ${client.company}, '555-0100', 'ai-automation', '15k-50k', '1-3months',
              ${`We want an assistant that answers our order questions (${tag}) and hands the rest to our team.`})`;

    await page.goto('/admin/inquiries');
    await page.getByRole('button', { name: `Convert to client from the inquiry of Pat ${tag}` }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    const projectId = page.url().split('/').pop()!;
    const [project] =
      await sql`select title, kanban_stage, client_id, description from app.projects where id = ${projectId}`;
    expect(project).toMatchObject({ title: `${client.company} – AI Automation`, kanban_stage: 'discovery_audit' });
    expect(project.client_id).toBe(client.id);
    expect(project.description).toContain('Budget: $15,000 - $50,000');
    // Converting twice is refused, and the inquiry shows what it became.
    await page.goto('/admin/inquiries');
    const inquiry = page.getByRole('article').filter({ hasText: `Pat ${tag}` });
    await expect(inquiry).toContainText('Converted: linked to the existing client');
    await expect(inquiry.getByRole('button', { name: /Convert to client/ })).toHaveCount(0);

    await page.goto(`/admin/projects/${projectId}/proposal`);
    const options = [
      ['Good', '8000', '200'],
      ['Better', '12000', '300'],
      ['Best', '18000', '450'],
    ];
    await page.getByLabel('Scope', { exact: true }).fill('An assistant in the help desk.');
    for (const [i, [name, value, fee]] of options.entries()) {
      await page.getByLabel(`Option ${i + 1} name`).fill(name);
      await page.getByLabel(`Option ${i + 1} project value (USD)`).fill(value);
      await page.getByLabel(`Option ${i + 1} monthly fee (USD)`).fill(fee);
    }
    // With JavaScript the draft saves itself a moment after the last change.
    await expect(page.getByText(/Draft saved automatically at/)).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.', { exact: true })).toBeVisible();
    const preview = page.getByRole('article').filter({ hasText: 'Option 2: Better' });
    await expect(preview).toContainText('$12,000.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send to client' }).click();
    await expect(page.getByText('Version 1 sent to the client.')).toBeVisible();
    const [sent] = await sql`select kanban_stage from app.projects where id = ${projectId}`;
    expect(sent.kanban_stage).toBe('proposal_sent');
    const [told] = await sql`select count(*)::int as n from app.notifications
      where user_id = ${client.id} and category = 'proposals'`;
    expect(told.n).toBe(1);

    const { context, page: clientPage } = await clientBrowser(browser, client.email);
    await clientPage.goto(`/projects/${projectId}/proposal`);
    await expect(clientPage.getByRole('heading', { name: `Proposal for ${project.title}` })).toBeVisible();
    await expectNoAxeViolations(clientPage);
    // Signing needs the consent and a name.
    await clientPage.getByLabel(/Option 2: Better/).check();
    await clientPage.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(clientPage.getByText('Type your full name to sign')).toBeVisible();
    await clientPage.getByLabel('Your full name (your signature)').fill(`Pat ${tag}`);
    // The optional drawing, with the mouse on the pad.
    await drawOnPad(clientPage);
    await clientPage.getByLabel(/I agree to sign this proposal electronically/).check();
    await clientPage.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(clientPage.getByText(/Accepted and signed by Pat .* Option 2: Better/)).toBeVisible();

    const [signed] = await sql`select kanban_stage, project_value::float8 as value, monthly_fee::float8 as fee
      from app.projects where id = ${projectId}`;
    expect(signed).toEqual({ kanban_stage: 'contract_signed', value: 12000, fee: 300 });
    const invoices =
      await sql`select kind, amount_cents::int as cents from app.invoices where project_id = ${projectId}`;
    expect(invoices).toEqual([{ kind: 'upfront', cents: 600000 }]);
    const [decision] = await sql`select d.version_id, d.decided_by, d.option_index, d.signer_name, host(d.ip) as ip,
        d.user_agent, d.document_sha256, d.drawn_signature from app.proposal_decisions d where d.project_id = ${projectId}`;
    expect(decision.drawn_signature.length).toBeGreaterThan(0);
    expect(decision).toMatchObject({ decided_by: client.id, option_index: 1, signer_name: `Pat ${tag}` });
    expect(decision.ip).toBeTruthy();
    expect(decision.user_agent).toContain('Chrome');

    // Both sides download the same documents: the proposal PDF's hash is the one signed.
    await clientPage.reload();
    const proposalPdf = await download(clientPage, 'Download this proposal (PDF)');
    expect(sha256(proposalPdf)).toBe(decision.document_sha256);
    const signedByClient = await download(clientPage, 'Download the signed PDF');
    await page.goto(`/admin/projects/${projectId}/proposal`);
    const signedByTeam = await download(page, 'Signed PDF (version 1)');
    expect(sha256(signedByTeam)).toBe(sha256(signedByClient));
    const text = await pdfText(signedByTeam);
    for (const expected of [
      'Signature certificate',
      `Pat ${tag}`,
      client.email,
      'Option 2: Better',
      '$12,000.00',
      decision.document_sha256,
      decision.ip,
      'Drawn signature',
    ])
      expect(text).toContain(expected);

    const log = await sql`select action from app.activity_log where resource_id = ${projectId} order by id`;
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining([
        'project_created',
        'inquiry_converted',
        'proposal_sent',
        'project_stage_changed',
        'proposal_accepted',
      ]),
    );

    // The team countersigns once Settings offer it; the certificate then shows both signatures
    // with the same document hash.
    await sql`update app.app_settings set proposal_countersign_offered = true`;
    try {
      // The countersign form, in both themes.
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`/admin/projects/${projectId}/proposal`);
        await expect(page.getByLabel('Your full name (your countersignature)')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      // Without JavaScript: another accepted proposal, countersigned by a plain form post (no pad).
      const other = await acceptedProposal(sql, `Countersign Plain ${tag}`);
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: storageStatePath('admin'),
      });
      const plain = await noScript.newPage();
      await plain.goto(`${E2E.portal}/admin/projects/${other.projectId}/proposal`);
      await expect(plain.getByRole('img', { name: /^Signature pad/ })).toHaveCount(0);
      await plain.getByRole('button', { name: 'Countersign' }).click();
      await expect(plain.getByText('Type your full name to sign')).toBeVisible();
      await plain.getByLabel('Your full name (your countersignature)').fill(`Plain ${tag}`);
      await plain.getByLabel(/I agree to countersign this proposal electronically/).check();
      await plain.getByRole('button', { name: 'Countersign' }).click();
      await expect(plain.getByText(`Countersigned by Plain ${tag}`)).toBeVisible();
      const [plainRow] = await sql`select signer_name, drawn_signature from app.proposal_countersignatures
        where project_id = ${other.projectId}`;
      expect(plainRow).toEqual({ signer_name: `Plain ${tag}`, drawn_signature: null });
      await noScript.close();

      await page.goto(`/admin/projects/${projectId}/proposal`);
      await page.getByLabel('Your full name (your countersignature)').fill(`Sam ${tag}`);
      await page.getByLabel(/I agree to countersign this proposal electronically/).check();
      await page.getByRole('button', { name: 'Countersign' }).click();
      // The page shows the recorded countersignature in place of the form.
      await expect(page.getByText(`Countersigned by Sam ${tag}`)).toBeVisible();
      const countersigned = await pdfText(await download(page, 'Signed PDF (version 1)'));
      for (const expected of ['Countersignature', `Sam ${tag}`, `Pat ${tag}`, decision.document_sha256])
        expect(countersigned).toContain(expected);
    } finally {
      await sql`update app.app_settings set proposal_countersign_offered = false`;
    }
    await context.close();
    await sql.end();
  });
});

test('the client declines with a reason; the team hears of it', async ({ browser }) => {
  const sql = e2eSql();
  const { client, projectId, versionId } = await sentProposal(sql, 'Decline Me');
  const { context, page } = await clientBrowser(browser, client.email);
  await page.goto(`/projects/${projectId}/proposal`);
  await page.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(page.getByText('Please tell us why you decline')).toBeVisible();
  await page.getByLabel('Why do you decline?').fill('Over our budget this quarter.');
  await page.getByRole('button', { name: 'Decline proposal' }).click();
  // The page comes back with the decision recorded (the form gives way to it).
  await expect(page.getByText('You declined this proposal on')).toBeVisible();
  const [row] =
    await sql`select decision, reason, decided_by from app.proposal_decisions where version_id = ${versionId}`;
  expect(row).toEqual({ decision: 'declined', reason: 'Over our budget this quarter.', decided_by: client.id });
  const [stage] = await sql`select kanban_stage from app.projects where id = ${projectId}`;
  expect(stage.kanban_stage).toBe('proposal_sent');
  const told = await sql`select n.body from app.notifications n join app.profiles p on p.id = n.user_id
    where p.email = 'admin@demo.test' and n.category = 'proposals' and n.title like ${'%Decline Me%'}`;
  expect(told.map((n) => n.body)).toEqual([expect.stringContaining('Over our budget this quarter.')]);
  await page.reload();
  await expect(page.getByText('You declined this proposal on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
  await context.close();
  await sql.end();
});

test('an expired proposal says so and cannot be accepted; another client gets a 404', async ({ browser }) => {
  const sql = e2eSql();
  const { client, projectId } = await sentProposal(sql, 'Too Late', true);
  const { context, page } = await clientBrowser(browser, client.email);
  await page.goto(`/projects/${projectId}/proposal`);
  await expect(page.getByText(/This proposal expired on .* and can no longer be accepted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();

  const stranger = await browser.newContext({ storageState: storageStatePath('client') });
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(`${E2E.portal}/projects/${projectId}/proposal`);
  expect(response?.status()).toBe(404);
  await stranger.close();
  await sql.end();
});

test('the client accepts and signs without JavaScript', async ({ browser }) => {
  const sql = e2eSql();
  const { client, projectId, versionId } = await sentProposal(sql, 'No Script');
  const [context, page] = await signedInWithoutScript(browser, client.email);
  await page.goto(`${E2E.portal}/projects/${projectId}/proposal`);
  await page.getByLabel(/Option 3: Best/).check();
  await page.getByLabel('Your full name (your signature)').fill('Pat Plain');
  await page.getByLabel(/I agree to sign this proposal electronically/).check();
  await page.getByRole('button', { name: 'Accept and sign' }).click();
  // The posted form's answer is the page again, now with the signature recorded.
  await expect(page.getByText(/Accepted and signed by Pat Plain on .*: Option 3: Best/)).toBeVisible();
  const [row] =
    await sql`select decision, option_index, signer_name from app.proposal_decisions where version_id = ${versionId}`;
  expect(row).toEqual({ decision: 'accepted', option_index: 2, signer_name: 'Pat Plain' });
  const [project] =
    await sql`select kanban_stage, project_value::float8 as value from app.projects where id = ${projectId}`;
  expect(project).toEqual({ kanban_stage: 'contract_signed', value: 18000 });
  await context.close();
  await sql.end();
});

test.describe('the demo client', () => {
  test.use({ storageState: storageStatePath('client') });

  test('downloads the seeded signed proposal, whose certificate names the hash of the proposal PDF', async ({
    page,
  }) => {
    const sql = e2eSql();
    const [project] = await sql`select p.id from app.projects p join app.profiles c on c.id = p.client_id
      where c.email = 'client@demo.test' and p.title = 'E-commerce Platform Rebuild'`;
    await page.goto(`/projects/${project.id}/proposal`);
    await expect(page.getByText(/Accepted and signed by Jordan Lee/)).toBeVisible();
    const proposalPdf = await download(page, 'Download this proposal (PDF)');
    const signed = await pdfText(await download(page, 'Download the signed PDF'));
    expect(signed).toContain('Signature certificate');
    expect(signed).toContain(sha256(proposalPdf));
    await sql.end();
  });
});
