import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresClient } from '@/lib/db/postgres-client';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { proposalDocumentHash } from '@/lib/proposals/pdf';
import { readContent } from '@/lib/proposals/content';
import { pdfText } from '../support/pdf-text';
import { createUser } from '../support/test-databases';
import { DRAWN_INVALID } from '@/lib/proposals/drawn-signature';

// The proposal actions end to end on a real database: converting an inquiry (link by email,
// create, never twice), saving and sending, and acceptance as ONE transaction: the signature,
// the project's value, fee and stage, the upfront invoice by the billing rule and the signed
// PDF all happen, or none of them.

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.77', 'user-agent': 'VitestBrowser/1.0' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/server', () => ({ after: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Result = { ok: boolean; error?: string; projectId?: string; version?: number };
type Run = (input: unknown) => Promise<Result>;

describe('proposal actions', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let dataDir: string;
  let actions: Record<
    | 'convertInquiry'
    | 'saveProposalDraft'
    | 'sendProposal'
    | 'acceptProposal'
    | 'declineProposal'
    | 'countersignProposal'
    | 'setCountersignOffered'
    | 'setCountersignRequired'
    | 'createProposalTemplate',
    Run
  >;
  let admin: { id: string; email: string };
  let client: { id: string; email: string };

  const as = (who: { id: string; email: string }, role: string) => {
    request.user = { claims: { sub: who.id, role: 'authenticated', email: who.email }, profile: { ...who, role } };
  };
  const storedFiles = () =>
    readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    dataDir = mkdtempSync(path.join(tmpdir(), 'proposal-actions-'));
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    process.env.DATA_DIR = dataDir;
    process.env.TRUSTED_PROXY = '1';
    [admin] = await sql`select id, email from app.profiles where email = ${demoAccounts.admin}`;
    [client] = await sql`select id, email from app.profiles where email = ${demoAccounts.client2}`;
    actions = {
      ...(await import('@/lib/inquiries/actions')),
      ...(await import('@/lib/proposals/actions')),
    } as never;
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const inquiry = async (email: string, name: string) => {
    const [row] = await sql`insert into app.contact_inquiries
      (full_name, email, company, phone, project_type, budget, timeline, description)
      values (${name}, ${email}, ${`${name} Co`}, '555-0101', 'custom-software', '15k-50k', 'asap',
              'We need a scheduling system for three clinics, with reminders and invoices.') returning id`;
    return row.id as string;
  };

  it('converts an inquiry once: links an existing client by email, creates a new one otherwise', async () => {
    as(admin, 'admin');
    const linked = await actions.convertInquiry({ id: await inquiry(client.email.toUpperCase(), 'Priya') });
    expect(linked).toMatchObject({ ok: true });
    const [project] =
      await sql`select client_id, kanban_stage, title from app.projects where id = ${linked.projectId!}`;
    expect(project).toMatchObject({
      client_id: client.id,
      kanban_stage: 'discovery_audit',
      title: 'Priya Co – Custom Software',
    });

    const id = await inquiry('new.person@clinic.example', 'Noor');
    const created = await actions.convertInquiry({ id });
    expect(created.ok).toBe(true);
    const [made] = await sql`select p.role, p.company_name, p.phone, c.client_created
      from app.inquiry_conversions c join app.profiles p on p.id = c.client_id where c.inquiry_id = ${id}`;
    expect(made).toEqual({ role: 'client', company_name: 'Noor Co', phone: '555-0101', client_created: true });
    const again = await actions.convertInquiry({ id });
    expect(again).toMatchObject({ ok: false, error: 'This inquiry has already been converted.' });
    expect(await sql`select 1 from app.projects where title = 'Noor Co – Custom Software'`).toHaveLength(1);
    // Only the team converts.
    as(client, 'client');
    expect((await actions.convertInquiry({ id: await inquiry('x@y.example', 'Zed') })).ok).toBe(false);
  });

  it('accepting signs, sets the value and fee, moves to Contract Signed and issues the upfront invoice in one transaction', async () => {
    as(admin, 'admin');
    const [{ id: projectId }] = await sql`select id from app.projects
      where client_id = ${client.id} and title = 'Scheduling SaaS Consolidation'`;
    const draft = {
      projectId,
      title: 'One scheduling tool',
      scope: 'Replace three tools with one.',
      option1Name: 'Good',
      option1Value: '10000',
      option1Fee: '100',
      option2Name: 'Better',
      option2Value: '15000.01',
      option2Fee: '250',
      option3Name: 'Best',
      option3Value: '22000',
      option3Fee: '400',
    };
    expect(await actions.saveProposalDraft(draft)).toMatchObject({ ok: true });
    expect(await actions.sendProposal({ projectId, expiresInDays: '14' })).toMatchObject({ ok: true, version: 1 });
    const [version] = await sql`select v.id, v.version, v.content, v.sent_at, v.expires_at, p.title, pr.company_name
      from app.proposal_versions v join app.projects p on p.id = v.project_id
      join app.profiles pr on pr.id = p.client_id where v.project_id = ${projectId}`;
    expect(version.expires_at.getTime() - version.sent_at.getTime()).toBe(14 * 86_400_000);
    const documentSha256 = proposalDocumentHash({
      projectTitle: version.title,
      clientName: version.company_name,
      version: 1,
      sentAt: version.sent_at,
      expiresAt: version.expires_at,
      content: readContent(version.content),
    });

    as(client, 'client');
    // With a drawing beside the typed name (two strokes, the second a dot).
    const drawing = [
      [
        [10, 20],
        [30, 40],
        [60, 35],
      ],
      [[80, 90]],
    ];
    const accept = {
      versionId: version.id,
      documentSha256,
      option: '1',
      signerName: 'Priya Shah',
      consent: true,
      drawnSignature: JSON.stringify(drawing),
    };
    // A drawing outside the pad's box, or not a drawing at all, is refused with a clear message.
    for (const bad of ['[[[9999, 1]]]', '{"x":1}', 'not json', '[[]]'])
      expect(await actions.acceptProposal({ ...accept, drawnSignature: bad })).toMatchObject({
        ok: false,
        fieldErrors: { drawnSignature: DRAWN_INVALID },
      });
    // Without consent, with a stale document or an option it does not have: refused, nothing stored.
    expect((await actions.acceptProposal({ ...accept, consent: false })).ok).toBe(false);
    expect(await actions.acceptProposal({ ...accept, documentSha256: 'b'.repeat(64) })).toMatchObject({
      ok: false,
      error: 'The proposal changed since you opened it. Please read it again.',
    });
    // A failure after the signature (here the invoice) leaves nothing: no decision, no stage, no file.
    await sql`create function app.test_refuse_invoice() returns trigger language plpgsql as $$
      begin raise exception 'invoice store down'; end $$`;
    await sql`create trigger test_refuse_invoice before insert on app.invoices for each row execute function app.test_refuse_invoice()`;
    expect((await actions.acceptProposal(accept)).ok).toBe(false);
    await sql`drop trigger test_refuse_invoice on app.invoices`;
    await sql`drop function app.test_refuse_invoice()`;
    expect(await sql`select 1 from app.proposal_decisions where version_id = ${version.id}`).toHaveLength(0);
    expect(await sql`select kanban_stage from app.projects where id = ${projectId}`).toEqual([
      { kanban_stage: 'proposal_sent' },
    ]);
    expect(storedFiles()).toBe(0);

    // The client's company has a billing teammate, who is to hear of the upfront invoice.
    const billingMate = await createUser(sql, 'accounts.mate@prairie.example', 'client', {}, { company: false });
    await sql`insert into app.organization_members (organization_id, profile_id, company_role)
      select organization_id, ${billingMate}, 'billing' from app.organization_members where profile_id = ${client.id}`;

    expect(await actions.acceptProposal(accept)).toMatchObject({ ok: true, projectId });
    const [project] = await sql`select kanban_stage, project_value::text as value, monthly_fee::text as fee
      from app.projects where id = ${projectId}`;
    expect(project).toEqual({ kanban_stage: 'contract_signed', value: '15000.01', fee: '250.00' });
    // The billing rule's upfront half, the odd cent upfront.
    expect(
      await sql`select kind, amount_cents::int as cents from app.invoices where project_id = ${projectId}`,
    ).toEqual([{ kind: 'upfront', cents: 750001 }]);
    const [decision] = await sql`select decided_by, host(ip) as ip, user_agent, document_sha256, signed_pdf_key,
        drawn_signature from app.proposal_decisions where version_id = ${version.id}`;
    expect(decision).toMatchObject({
      decided_by: client.id,
      ip: '203.0.113.77',
      user_agent: 'VitestBrowser/1.0',
      document_sha256: documentSha256,
      drawn_signature: drawing,
    });
    expect(storedFiles()).toBe(1);
    // The billing rule's notice reached the billing teammate (the signer's own act issued it).
    const told = await sql`select title, link from app.notifications
      where user_id = ${billingMate} and category = 'invoices'`;
    expect(told).toEqual([
      { title: expect.stringMatching(/^Invoice INV-\d{4}-\d{4} issued: \$7,500\.01$/), link: '/billing' },
    ]);
    const log = await sql`select action from app.activity_log where resource_id = ${projectId} order by id`;
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(
        ['proposal_sent', 'proposal_accepted', 'project_stage_changed', 'invoice_issued'].slice(0, 3),
      ),
    );
    // Once: a second acceptance and a decline are refused; the team may not send again.
    expect((await actions.acceptProposal(accept)).ok).toBe(false);
    expect((await actions.declineProposal({ versionId: version.id, reason: 'Changed my mind' })).ok).toBe(false);
    as(admin, 'admin');
    expect(await actions.sendProposal({ projectId })).toMatchObject({ ok: false });
  });

  it('the team countersigns an acceptance once, when Settings offer it; the client is told and the PDF shows it', async () => {
    const [decision] = await sql`select id, project_id, version_id, document_sha256 from app.proposal_decisions
      where decision = 'accepted' and decided_by = ${client.id}`;
    const countersign = {
      decisionId: decision.id,
      signerName: 'Sam Admin',
      consent: true,
      drawnSignature: '[[[5,5],[100,50]]]',
    };
    as(admin, 'admin');
    expect(await actions.countersignProposal(countersign)).toMatchObject({
      ok: false,
      error: 'Countersigning proposals is turned off in Settings.',
    });
    await sql`update app.app_settings set proposal_countersign_offered = true`;
    try {
      as(client, 'client');
      expect((await actions.countersignProposal(countersign)).ok).toBe(false);
      as(admin, 'admin');
      expect(await actions.countersignProposal({ ...countersign, consent: false })).toMatchObject({ ok: false });
      expect(await actions.countersignProposal(countersign)).toMatchObject({ ok: true });
      expect(await actions.countersignProposal(countersign)).toMatchObject({
        ok: false,
        error: 'This proposal has already been countersigned.',
      });
      const [row] = await sql`select * from app.proposal_countersignatures where decision_id = ${decision.id}`;
      expect(row).toMatchObject({
        countersigned_by: admin.id,
        signer_name: 'Sam Admin',
        ip: '203.0.113.77',
        user_agent: 'VitestBrowser/1.0',
        drawn_signature: [
          [
            [5, 5],
            [100, 50],
          ],
        ],
      });
      const told = await sql`select user_id from app.notifications
        where category = 'proposals' and title like 'Proposal countersigned:%'`;
      expect(told.map((n) => n.user_id)).toContain(client.id);
      const [logged] = await sql`select user_id from app.activity_log
        where action = 'proposal_countersigned' and resource_id = ${decision.project_id}`;
      expect(logged.user_id).toBe(admin.id);
      // The certificate carries both signatures and the hash the client signed.
      const { signedProposalPdf } = await import('@/lib/proposals/documents');
      const signed = await signedProposalPdf(request.user as never, decision.version_id);
      const text = await pdfText(signed!.pdf);
      for (const expected of [
        'Countersignature',
        'Sam Admin',
        decision.document_sha256,
        'Drawn signature',
        'Drawn countersignature',
      ])
        expect(text).toContain(expected);
    } finally {
      await sql`update app.app_settings set proposal_countersign_offered = false`;
    }
  });

  it('while Settings require the countersignature, Contract Signed and the upfront invoice wait for it', async () => {
    const [superAdmin] = await sql<{ id: string; email: string }[]>`
      select id, email from app.profiles where email = ${demoAccounts.superAdmin}`;
    // Only a super admin, and only while countersigning is offered.
    as(admin, 'admin');
    expect((await actions.setCountersignRequired({ required: 'true' })).ok).toBe(false);
    as(superAdmin, 'super_admin');
    expect(await actions.setCountersignRequired({ required: 'true' })).toMatchObject({
      ok: false,
      error: 'Offer countersigning first.',
    });
    expect(await actions.setCountersignOffered({ offered: 'true' })).toMatchObject({ ok: true });
    expect(await actions.setCountersignRequired({ required: 'true' })).toMatchObject({ ok: true });
    try {
      as(admin, 'admin');
      const [{ id: projectId }] = await sql`insert into app.projects (title, client_id, kanban_stage)
        values ('Countersign First', ${client.id}, 'discovery_audit') returning id`;
      await actions.saveProposalDraft({
        projectId,
        title: 'Plan',
        option1Name: 'Only',
        option1Value: '9000',
        option1Fee: '90',
      });
      expect(await actions.sendProposal({ projectId })).toMatchObject({ ok: true, version: 1 });
      const [version] = await sql`select v.id, v.content, v.sent_at, v.expires_at, p.title, pr.company_name
        from app.proposal_versions v join app.projects p on p.id = v.project_id
        join app.profiles pr on pr.id = p.client_id where v.project_id = ${projectId}`;
      const documentSha256 = proposalDocumentHash({
        projectTitle: version.title,
        clientName: version.company_name,
        version: 1,
        sentAt: version.sent_at,
        expiresAt: version.expires_at,
        content: readContent(version.content),
      });
      as(client, 'client');
      const accepted = await actions.acceptProposal({
        versionId: version.id,
        documentSha256,
        option: '0',
        signerName: 'Priya Shah',
        consent: true,
      });
      expect(accepted).toMatchObject({ ok: true, message: expect.stringContaining('The team countersigns next') });
      const projectNow = async () =>
        (
          await sql`select kanban_stage, project_value::text as value,
            (select count(*)::int from app.invoices i where i.project_id = p.id) as invoices
          from app.projects p where p.id = ${projectId}`
        )[0];
      expect(await projectNow()).toEqual({ kanban_stage: 'proposal_sent', value: '9000.00', invoices: 0 });

      as(admin, 'admin');
      const [decision] = await sql`select id from app.proposal_decisions where project_id = ${projectId}`;
      expect(
        await actions.countersignProposal({ decisionId: decision.id, signerName: 'Sam Admin', consent: true }),
      ).toMatchObject({ ok: true });
      expect(await projectNow()).toEqual({ kanban_stage: 'contract_signed', value: '9000.00', invoices: 1 });
      // Turning the offer off turns the requirement off with it.
      as(superAdmin, 'super_admin');
      expect(await actions.setCountersignOffered({ offered: 'false' })).toMatchObject({ ok: true });
      expect(
        await sql`select proposal_countersign_offered as offered, proposal_countersign_required as required
          from app.app_settings`,
      ).toEqual([{ offered: false, required: false }]);
    } finally {
      await sql`update app.app_settings set proposal_countersign_required = false, proposal_countersign_offered = false`;
    }
  });

  it('another client’s proposal is unknown to the client, and the team never accepts', async () => {
    as(admin, 'admin');
    const [{ id: projectId }] = await sql`select p.id from app.projects p join app.profiles c on c.id = p.client_id
      where c.email = ${demoAccounts.client} and p.title = 'AI Customer Support Assistant'`;
    const [version] = await sql`select id from app.proposal_versions where project_id = ${projectId}`;
    const accept = {
      versionId: version.id,
      documentSha256: 'a'.repeat(64),
      option: '1',
      signerName: 'X',
      consent: true,
    };
    expect((await actions.acceptProposal(accept)).ok).toBe(false);
    as(client, 'client');
    expect(await actions.acceptProposal(accept)).toMatchObject({ ok: false, error: 'This proposal does not exist.' });
    expect(await actions.declineProposal({ versionId: version.id, reason: 'No' })).toMatchObject({
      ok: false,
      error: 'This proposal does not exist.',
    });
    expect(await sql`select 1 from app.proposal_decisions where version_id = ${version.id}`).toHaveLength(0);
  });
});
