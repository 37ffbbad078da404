import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '@/lib/db/seed-demo';
import { badStrings } from '../support/bad-input';
import { openSeededDatabase } from '../support/seeded-database';

// The staff's export of one client company, through its route handler on the demo data with
// files on disk: every record of company A is in the archive and nothing of company B is; the
// stored files come back byte-identical; the invoices, statements and signed proposals are
// there as PDFs; the export is in the activity log; anyone but staff, and any bad id, gets a
// 404, never a 500.

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.localhost:3000' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

const ROUTE = '@/app/(portal)/portal/(shell)/admin/companies/[id]/export/route';
type Get = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;
let dataDir: string;
let GET: Get;
const people: Record<string, { id: string; role: string; organizationId: string | null }> = {};
let companyA = '';
let companyB = '';
/** The bytes stored for company A's files and company B's, by record id. */
const storedA = new Map<string, Buffer>();
let storedB: Buffer;

const signInAs = (who: string) => {
  const p = people[who];
  request.user = {
    claims: { sub: p.id, role: 'authenticated' },
    profile: { id: p.id, role: p.role },
    company: null,
    needsTwoFactor: false,
  };
};

const exportOf = (id: string) =>
  GET(new Request(`http://portal.localhost:3000/admin/companies/${encodeURIComponent(id)}/export`), {
    params: Promise.resolve({ id }),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'client-export-'));
  process.env.DATA_DIR = dataDir;
  database = await openSeededDatabase({ max: 4 });
  sql = database.sql;
  for (const [key, email] of Object.entries({
    admin: demoAccounts.admin,
    owner: demoAccounts.client,
    otherOwner: demoAccounts.client2,
  })) {
    const [row] = await sql`select p.id, p.role, m.organization_id from app.profiles p
                              left join app.organization_members m on m.profile_id = p.id where p.email = ${email}`;
    people[key] = { id: row.id, role: row.role, organizationId: row.organization_id };
  }
  companyA = people.owner.organizationId!;
  companyB = people.otherOwner.organizationId!;

  // Files of both companies, stored as an upload stores them: binary, so a changed byte shows.
  const { fileStorage } = await import('@/lib/storage');
  const storeFile = async (organizationId: string, bytes: Buffer, name: string) => {
    const [project] = await sql`select id from app.projects where organization_id = ${organizationId} limit 1`;
    const key = randomUUID();
    await fileStorage().put(key, bytes, 'application/octet-stream');
    const [file] =
      await sql`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
                             values (${project.id}, ${key}, ${name}, 'application/octet-stream', ${bytes.length}, ${people.admin.id})
                             returning id`;
    return { id: file.id as string, project: project.id as string };
  };
  const first = await storeFile(companyA, randomBytes(300_000), 'report: "final" ü?.bin');
  storedA.set(
    first.id,
    await fileStorage()
      .get((await sql`select storage_key from app.project_files where id = ${first.id}`)[0].storage_key)
      .then((b) => Buffer.from(b!)),
  );
  const attachmentBytes = randomBytes(5_000);
  const attachmentKey = randomUUID();
  await fileStorage().put(attachmentKey, attachmentBytes, 'application/octet-stream');
  const [message] = await sql`insert into app.project_messages (project_id, author_id, body)
                              values (${first.project}, ${people.owner.id}, 'See the attachment') returning id`;
  const [attachment] =
    await sql`insert into app.project_message_attachments (message_id, storage_key, file_name, content_type, size_bytes)
                                 values (${message.id}, ${attachmentKey}, 'notes.bin', 'application/octet-stream', ${attachmentBytes.length})
                                 returning id`;
  storedA.set(attachment.id, attachmentBytes);
  storedB = randomBytes(2_000);
  await storeFile(companyB, storedB, 'other-company.bin');

  ({ GET } = (await import(ROUTE)) as { GET: Get });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Downloads and unpacks company A's export; returns its folder and every member's path. */
async function downloadExport(id: string) {
  const answer = await exportOf(id);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/gzip');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="client-data-[\w-]+\.tar\.gz"$/);
  const archive = Buffer.from(await answer.arrayBuffer());
  const folder = await mkdtemp(path.join(dataDir, 'unpacked-'));
  const file = path.join(folder, 'export.tar.gz');
  await writeFile(file, archive);
  await tar.extract({ file, cwd: folder, strict: true });
  const [root] = (await readdir(folder)).filter((name) => name !== 'export.tar.gz');
  const base = path.join(folder, root);
  const members = (await readdir(base, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)));
  return { base, members, read: (member: string) => readFile(path.join(base, member)) };
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('the client data export', () => {
  let unpacked: Awaited<ReturnType<typeof downloadExport>>;
  const json = async (name: string) => JSON.parse((await unpacked.read(`records/${name}.json`)).toString('utf8'));

  beforeAll(async () => {
    signInAs('admin');
    unpacked = await downloadExport(companyA);
  });

  it('holds every record of the company, each table as JSON and CSV', async () => {
    const expected: Record<string, string[]> = {
      company: [companyA],
      projects: idsOf(await sql`select id from app.projects where organization_id = ${companyA}`),
      invoices: idsOf(await sql`select id from app.invoices where organization_id = ${companyA}`),
      payments: idsOf(
        await sql`select p.id from app.invoice_payments p join app.invoices i on i.id = p.invoice_id where i.organization_id = ${companyA}`,
      ),
      messages: idsOf(
        await sql`select m.id from app.project_messages m join app.projects p on p.id = m.project_id where p.organization_id = ${companyA}`,
      ),
      tickets: idsOf(await sql`select id from app.support_tickets where organization_id = ${companyA}`),
      approvals: idsOf(
        await sql`select a.id from app.approvals a join app.projects p on p.id = a.project_id where p.organization_id = ${companyA}`,
      ),
      'proposal-signatures': idsOf(
        await sql`select d.id from app.proposal_decisions d join app.projects p on p.id = d.project_id where p.organization_id = ${companyA}`,
      ),
      files: idsOf(
        await sql`select f.id from app.project_files f join app.projects p on p.id = f.project_id where p.organization_id = ${companyA}`,
      ),
      milestones: idsOf(
        await sql`select m.id from app.project_milestones m join app.projects p on p.id = m.project_id where p.organization_id = ${companyA}`,
      ),
      // The plan as the company sees it: the firm's internal tasks stay out.
      tasks: idsOf(
        await sql`select t.id from app.project_tasks t join app.projects p on p.id = t.project_id
                   where p.organization_id = ${companyA} and t.client_visible`,
      ),
    };
    for (const [name, ids] of Object.entries(expected)) {
      expect(idsOf(await json(name)), name).toEqual(ids);
      const csv = (await unpacked.read(`records/${name}.csv`)).toString('utf8');
      expect(csv.split('\r\n').filter(Boolean).length, `${name}.csv`).toBe(ids.length + 1);
    }
    expect(expected.invoices.length).toBeGreaterThan(0);
    expect(expected.messages.length).toBeGreaterThan(0);
    expect(expected.tasks.length).toBeGreaterThan(0);
    const internal = idsOf(
      await sql`select t.id from app.project_tasks t join app.projects p on p.id = t.project_id
                 where p.organization_id = ${companyA} and not t.client_visible`,
    );
    expect(internal.length).toBeGreaterThan(0);
    const exportedTasks = idsOf(await json('tasks'));
    for (const id of internal) expect(exportedTasks).not.toContain(id);
    const members = await json('members');
    expect(members.map((m: { profile_id: string }) => m.profile_id)).toContain(people.owner.id);
    const peopleRows = await json('people');
    expect(peopleRows.map((p: { id: string }) => p.id)).toContain(people.owner.id);
    const { EXPORT_TABLES } = await import('@/lib/data-export/tables');
    for (const table of EXPORT_TABLES) {
      expect(unpacked.members, table.name).toContain(`records/${table.name}.json`);
      expect(unpacked.members, table.name).toContain(`records/${table.name}.csv`);
    }
  });

  it('holds nothing of another company', async () => {
    const foreign = new Set<string>([companyB, people.otherOwner.id]);
    for (const query of [
      sql`select id::text from app.projects where organization_id = ${companyB}`,
      sql`select id::text from app.invoices where organization_id = ${companyB}`,
      sql`select id::text from app.support_tickets where organization_id = ${companyB}`,
      sql`select m.id::text from app.project_messages m join app.projects p on p.id = m.project_id where p.organization_id = ${companyB}`,
      sql`select f.id::text from app.project_files f join app.projects p on p.id = f.project_id where p.organization_id = ${companyB}`,
      sql`select profile_id::text as id from app.organization_members where organization_id = ${companyB}`,
    ]) {
      for (const row of await query) foreign.add(row.id);
    }
    expect(foreign.size).toBeGreaterThan(4);
    for (const member of unpacked.members.filter((m) => m.startsWith('records/') || m === 'manifest.json')) {
      const text = (await unpacked.read(member)).toString('utf8');
      for (const id of foreign) expect(text.includes(id), `${member} names ${id}`).toBe(false);
    }
    for (const member of unpacked.members) {
      expect((await unpacked.read(member)).equals(storedB), member).toBe(false);
    }
  });

  it('holds the stored files byte-identical, under safe names', async () => {
    for (const [id, bytes] of storedA) {
      const member = unpacked.members.find((m) => path.basename(m).startsWith(`${id}-`));
      expect(member, id).toBeTruthy();
      expect(member!.split(path.sep).length).toBe(2);
      expect((await unpacked.read(member!)).equals(bytes), member).toBe(true);
    }
    const manifest = JSON.parse((await unpacked.read('manifest.json')).toString('utf8'));
    expect(manifest.missingFiles).toEqual([]);
    for (const entry of manifest.members as { path: string; size: number; sha256: string }[]) {
      const bytes = await unpacked.read(entry.path);
      expect(bytes.length, entry.path).toBe(entry.size);
      expect(createHash('sha256').update(bytes).digest('hex'), entry.path).toBe(entry.sha256);
    }
    expect(manifest.members.length + 1).toBe(unpacked.members.length);
  });

  it('holds the invoices, yearly statements and signed proposals as PDFs', async () => {
    const invoices = await sql`select number from app.invoices where organization_id = ${companyA}`;
    const pdfs = unpacked.members.filter((m) => m.endsWith('.pdf'));
    for (const { number } of invoices) expect(pdfs).toContain(path.join('pdfs', 'invoices', `${number}.pdf`));
    const years =
      await sql`select distinct extract(year from issue_date)::int as y from app.invoices where organization_id = ${companyA}`;
    for (const { y } of years) expect(pdfs).toContain(path.join('pdfs', 'statements', `statement-${y}.pdf`));
    const [{ n: signed }] =
      await sql`select count(*)::int as n from app.proposal_decisions d join app.projects p on p.id = d.project_id
                                       where p.organization_id = ${companyA} and d.decision = 'accepted'`;
    expect(pdfs.filter((m) => m.startsWith(path.join('pdfs', 'proposals'))).length).toBe(signed);
    for (const pdf of pdfs) expect((await unpacked.read(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is recorded in the activity log, naming the company and the staff member', async () => {
    const rows = await sql`select user_id, details from app.activity_log
                            where action = 'client_data_exported' and resource_id = ${companyA}`;
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0].user_id).toBe(people.admin.id);
  });

  it('answers a client, an unknown company and every bad id with a 404', async () => {
    signInAs('owner');
    expect((await exportOf(companyA)).status).toBe(404);
    request.user = null;
    expect((await exportOf(companyA)).status).toBe(404);
    signInAs('admin');
    expect((await exportOf(randomUUID())).status).toBe(404);
    for (const [name, value] of badStrings) {
      const answer = await exportOf(value);
      expect(answer.status, name).toBe(404);
    }
  });

  it('streams the files the same way from an S3-compatible bucket', async () => {
    const { startLocalS3 } = await import('../support/local-s3');
    const { createS3Storage } = await import('@/lib/storage/s3');
    const { fileStorage } = await import('@/lib/storage');
    const { withUser } = await import('@/lib/db/client');
    const { collectCompanyExport } = await import('@/lib/data-export/collect');
    const { companyExportStream } = await import('@/lib/data-export/archive');
    const s3 = await startLocalS3(['client-files']);
    try {
      const location = s3.location('client-files');
      const bucket = createS3Storage(location, s3.client(location));
      const data = await withUser({ sub: people.admin.id, role: 'authenticated' }, (tx) =>
        collectCompanyExport(tx, companyA),
      );
      // The same objects in the bucket as on disk, under the same keys.
      for (const file of data!.files) {
        const bytes = await fileStorage().get(file.storageKey);
        if (bytes) await bucket.put(file.storageKey, bytes, file.contentType);
      }
      const archive = Buffer.from(await new Response(companyExportStream(data!, bucket, '2026-11-27')).arrayBuffer());
      const folder = await mkdtemp(path.join(dataDir, 's3-unpacked-'));
      await writeFile(path.join(folder, 'export.tar.gz'), archive);
      await tar.extract({ file: path.join(folder, 'export.tar.gz'), cwd: folder, strict: true });
      const [root] = (await readdir(folder)).filter((name) => name !== 'export.tar.gz');
      const members = await readdir(path.join(folder, root), { recursive: true });
      for (const [id, bytes] of storedA) {
        const member = members.find((m) => path.basename(m).startsWith(`${id}-`));
        expect(member, id).toBeTruthy();
        expect((await readFile(path.join(folder, root, member!))).equals(bytes), member).toBe(true);
      }
    } finally {
      await s3.stop();
    }
  });

  it('stops writing, quietly, when the browser cancels the download', async () => {
    const { log } = await import('@/lib/log/logger');
    const errors = vi.spyOn(log, 'error');
    const answer = await exportOf(companyA);
    const reader = answer.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The next export is whole.
    expect((await downloadExport(companyA)).members).toContain('manifest.json');
  });

  it('refuses a client calling the export’s database function', async () => {
    const refused = await sql
      .begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: people.owner.id, role: 'authenticated' })}, true),
                        set_config('role', 'authenticated', true)`;
        await tx`select app.record_client_export(${companyA})`;
      })
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(refused).toMatch(/Only staff/);
  });
});
