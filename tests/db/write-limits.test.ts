import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql as q } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresClient } from '@/lib/db/postgres-client';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import type { Mail } from '@/lib/mail/smtp';
import { claimsFor, dbError } from '../support/test-databases';

// Quotas and write rates, as a signed-in client met them before: eight 10 MB uploads in
// 1.6 s were all stored, and twenty messages in 1.4 s were all stored and queued a mail per
// message for every staff member. The actions are called the way a browser posts them, with
// the clock set by the test (never waited for): the rates, the storage quota (checked again by
// the database under a lock) and the per-thread staff mail, sent exactly once by two senders.

const dataDir = mkdtempSync(path.join(tmpdir(), 'write-limits-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = 'x'.repeat(48);
process.env.ROOT_DOMAIN = 'consultancy.example';

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'portal.consultancy.example', 'x-forwarded-for': '203.0.113.7' }),
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));
// A mail server is configured (mail waits for the sender as 'queued'); this test is the sender.
vi.mock('@/lib/mail/deliver', () => ({
  smtpConfigured: () => true,
  deliverSoon: () => {},
  deliverNow: async () => 'retrying',
}));

type Result = {
  ok: boolean;
  error?: string;
  code?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  id?: string;
};
type FormAction = ((input: unknown) => Promise<Result>) & ((previous: unknown, formData: FormData) => Promise<Result>);

const MB = 1024 * 1024;
const GB = 1024 * MB;
/** A text file of `bytes` (text passes the contents check without a signature). */
const textFile = (name: string, bytes: number) => new File([new Uint8Array(bytes).fill(97)], name);

describe('write rates, the storage quota and staff mail per thread', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let actions: Record<'uploadProjectFile' | 'postMessage' | 'createTicket' | 'replyToTicket', FormAction>;
  let deliverDueMail: typeof import('@/lib/mail/sender').deliverDueMail;
  const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
  const at = (seconds: number) => vi.setSystemTime(new Date(t0.getTime() + seconds * 1000));

  const signInAs = async (email: string) => {
    const [profile] = await sql`select * from app.profiles where email = ${email}`;
    request.user = { claims: { sub: profile.id, role: 'authenticated', email: profile.email }, profile };
    return profile.id as string;
  };
  const ownProject = async (clientId: string) =>
    (await sql`select id from app.projects where client_id = ${clientId} order by created_at limit 1`)[0].id as string;
  const upload = (projectId: string, file: File) =>
    actions.uploadProjectFile({ projectId, file, idempotencyKey: randomUUID() });
  /** A message form as the browser posts it (FormData: the refusal sends the typed values back). */
  const postForm = (projectId: string, body: string, files: File[] = []) => {
    const form = new FormData();
    form.set('projectId', projectId);
    form.set('body', body);
    for (const file of files) form.append('files', file);
    form.set('idempotencyKey', randomUUID());
    return actions.postMessage(null, form);
  };

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    process.env.DATABASE_URL = server.url;
    actions = {
      ...(await import('@/lib/files/actions')),
      ...(await import('@/lib/messages/actions')),
      ...(await import('@/lib/support/actions')),
    } as never;
    ({ deliverDueMail } = await import('@/lib/mail/sender'));
  }, 120_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('eight 10 MB uploads at once: five are stored, three refused with the wait, and later taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const client = await signInAs(demoAccounts.client);
    const project = await ownProject(client);
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await upload(project, textFile(`burst-${i}.txt`, 10 * MB)));

    expect(results.filter((r) => r.ok)).toHaveLength(5);
    for (const refused of results.slice(5)) {
      expect(refused).toMatchObject({ ok: false, code: 'rate_limited' });
      expect(refused.error).toBe("You're uploading files faster than we can take them; try again in 120 seconds.");
    }
    const stored = await sql`select file_name from app.project_files where file_name like 'burst-%'`;
    expect(stored).toHaveLength(5);

    // Two minutes later the bucket holds one more file's worth.
    at(121);
    expect((await upload(project, textFile('burst-later.txt', 10 * MB))).ok).toBe(true);
    expect((await upload(project, textFile('burst-later-2.txt', 10 * MB))).code).toBe('rate_limited');
  });

  it('twenty messages at once: ten are taken, the rest refused with the text kept, and staff get one mail each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    await sql`delete from app.mail_queue`;
    const client = await signInAs(demoAccounts.client);
    const project = await ownProject(client);
    const results = [];
    for (let i = 1; i <= 20; i++) results.push(await postForm(project, `Burst message ${i}`));

    expect(results.filter((r) => r.ok)).toHaveLength(10);
    results.slice(10).forEach((refused, i) => {
      expect(refused.ok).toBe(false);
      expect(refused.error).toMatch(
        /^You're sending messages faster than we can take them; try again in \d+ seconds?\.$/,
      );
      expect(refused.values?.body).toBe(`Burst message ${11 + i}`);
    });
    expect(await sql`select 1 from app.project_messages where body like 'Burst message %'`).toHaveLength(10);

    // In the portal each message is its own notification; by mail, one per person for the thread.
    const told = await sql<{ user_id: string; n: number }[]>`
      select user_id, count(*)::int as n from app.notifications where title like 'New message on %'
         and body like '%Burst message%' group by user_id`;
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.n === 10)).toBe(true);
    const mails = await sql<{ to_address: string; body: string; status: string; next_attempt_at: Date }[]>`
      select to_address, body, status, next_attempt_at from app.mail_queue where kind = 'notification_messages'`;
    expect(mails).toHaveLength(told.length);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(told.length);
    for (const mail of mails) {
      for (let i = 1; i <= 10; i++) expect(mail.body).toContain(`Burst message ${i}`);
      expect(mail.body).not.toContain('Burst message 11');
      expect(mail.status).toBe('queued');
      expect(mail.next_attempt_at.getTime()).toBe(t0.getTime() + 5 * 60_000);
    }
  });

  it('two senders send each collected mail exactly once, and a later message opens a new one', async () => {
    const sent: Mail[] = [];
    const transport = {
      send: async (mail: Mail) => {
        sent.push(mail);
      },
      close: () => {},
    };
    const send = (seconds: number) =>
      deliverDueMail({ smtpUrl: 'smtp://mail.test', transport, now: new Date(t0.getTime() + seconds * 1000) });
    const batches = await sql`select id from app.mail_queue where kind = 'notification_messages'`;

    expect(await send(60)).toEqual([]); // the window is still open
    const [first, second] = await Promise.all([send(5 * 60 + 1), send(5 * 60 + 1)]);
    expect([...first, ...second].map((d) => d.status)).toEqual(batches.map(() => 'sent'));
    expect(new Set([...first, ...second].map((d) => d.id)).size).toBe(batches.length);
    expect(sent).toHaveLength(batches.length);
    expect(await Promise.all([send(3600), send(3600)])).toEqual([[], []]);

    // After the batch went out, the thread's next message is a new mail, not an edit of a sent one.
    vi.useFakeTimers({ toFake: ['Date'] });
    at(10 * 60);
    const client = await signInAs(demoAccounts.client);
    expect((await postForm(await ownProject(client), 'After the batch')).ok).toBe(true);
    const after = await sql<{ status: string; body: string }[]>`
      select status, body from app.mail_queue where kind = 'notification_messages' order by created_at, id`;
    expect(after.filter((m) => m.status === 'sent').every((m) => !m.body.includes('After the batch'))).toBe(true);
    const open = after.filter((m) => m.status === 'queued');
    expect(open).toHaveLength(batches.length);
    expect(open.every((m) => m.body.includes('After the batch') && !m.body.includes('Burst message'))).toBe(true);
  });

  it('tickets and ticket replies have their own rates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    await signInAs(demoAccounts.client2);
    const opened = [];
    for (let i = 1; i <= 6; i++)
      opened.push(
        await actions.createTicket({
          subject: `Rate ticket ${i}`,
          priority: 'low',
          description: 'Please look',
          projectId: '',
          idempotencyKey: randomUUID(),
        }),
      );
    expect(opened.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(opened[5]).toMatchObject({ ok: false, code: 'rate_limited' });
    expect(opened[5].error).toMatch(
      /^You're opening tickets faster than we can take them; try again in \d+ seconds\.$/,
    );

    const replies = [];
    for (let i = 1; i <= 11; i++)
      replies.push(
        await actions.replyToTicket({ ticketId: opened[0].id, body: `Reply ${i}`, idempotencyKey: randomUUID() }),
      );
    expect(replies.slice(0, 10).every((r) => r.ok)).toBe(true);
    expect(replies[10].error).toMatch(
      /^You're sending replies faster than we can take them; try again in \d+ seconds?\.$/,
    );
  });

  it('a client organisation’s uploads stop at its 2 GiB, checked again by the database under a lock', async () => {
    const client = await signInAs(demoAccounts.client2);
    const project = await ownProject(client);
    const { storageUsageOfMember } = await import('@/lib/files/quota');
    const { withUser } = await import('@/lib/db/client');
    const usageOf = async (id: string) => (await withUser(claimsFor(id), (tx) => storageUsageOfMember(tx, id)))!;
    // A large earlier upload: 15 MB below the default quota.
    const before = await usageOf(client);
    expect(before.quotaBytes).toBe(2 * GB);
    // (one file holds at most 10 MB, so the earlier uploads are many full files and one rest)
    const earlier = 2 * GB - before.usedBytes - 15 * MB;
    const full = Math.floor(earlier / (10 * MB));
    await sql`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
              select ${project}::uuid, gen_random_uuid()::text, 'archive-' || n || '.txt', 'text/plain',
                     case when n <= ${full}::int then ${10 * MB}::bigint else ${earlier - full * 10 * MB}::bigint end, ${client}::uuid
                from generate_series(1, ${full + 1}::int) n`;
    expect((await upload(project, textFile('fits.txt', 10 * MB))).ok).toBe(true);
    const refused = await upload(project, textFile('too-much.txt', 10 * MB));
    expect(refused).toMatchObject({ ok: false, code: 'quota' });
    expect(refused.error).toBe(
      "This upload would go past your organisation's storage of 2 GB (2.0 GB used, 5.0 MB available). Nothing was stored. Remove files you no longer need, or ask us for more space.",
    );
    expect(await sql`select 1 from app.project_files where file_name = 'too-much.txt'`).toHaveLength(0);

    // Two uploads at once into the last 5 MB: one fits, the other is refused.
    const both = await Promise.all([
      upload(project, textFile('race-a.txt', 3 * MB)),
      upload(project, textFile('race-b.txt', 3 * MB)),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)?.code).toBe('quota');

    // A message with an attachment past it: nothing is stored, the typed text comes back.
    const message = await postForm(project, 'Here is the big export', [textFile('export.txt', 3 * MB)]);
    expect(message).toMatchObject({ ok: false, code: 'quota' });
    expect(message.fieldErrors?.files).toMatch(/storage of 2 GB/);
    expect(message.values?.body).toBe('Here is the big export');
    expect(await sql`select 1 from app.project_messages where body = 'Here is the big export'`).toHaveLength(0);

    // The database refuses it too, whoever inserts (here the client's own transaction).
    const direct = withUser(claimsFor(client), (tx) =>
      tx.execute(q`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
                   values (${project}, ${randomUUID()}, 'direct.txt', 'text/plain', ${5 * MB}, ${client})`),
    );
    expect(await dbError(direct)).toMatch(/storage quota exceeded/);

    // The team's files are never refused and never count against the client.
    await signInAs(demoAccounts.admin);
    expect((await upload(project, textFile('deliverable.txt', 6 * MB))).ok).toBe(true);
    expect((await usageOf(client)).availableBytes).toBe(2 * MB);
    // Another client's usage is its own; staff have none.
    const other = await signInAs(demoAccounts.client);
    expect((await usageOf(other)).usedBytes).toBeLessThan(200 * MB);
    const admin = await signInAs(demoAccounts.admin);
    expect(await withUser(claimsFor(admin), (tx) => storageUsageOfMember(tx, admin))).toBeNull();
  });
});
