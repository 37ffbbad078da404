import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from '@/lib/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueBatchedMails, type BatchEntry, type BatchedMail } from '@/lib/mail/batch';
import { deliverDueMail } from '@/lib/mail/sender';
import type { Mail } from '@/lib/mail/smtp';
import { databaseTargets, type TestDatabase } from '../support/test-databases';

// A thread's notification mail, collected per person, with real concurrent transactions:
// two notifications at once open one batch, a sender never claims a batch that is being added
// to (it waits for the next round), and what is added after a claim goes into a new mail.
describe.each(databaseTargets())('mail collected per thread on $name', (target) => {
  let t: TestDatabase;
  const t0 = new Date('2032-05-01T10:00:00Z');
  const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  const mail = (body: string, to = 'staff@team.test'): BatchedMail => ({
    kind: 'notification_messages',
    to,
    batchKey: 'project-messages:race',
    entry: { title: 'New message', body, link: '/x' },
    render: (entries: BatchEntry[]) => ({
      subject: `${entries.length} new`,
      text: entries.map((e) => e.body).join('\n'),
    }),
  });
  const queue = (body: string, at: Date, pause = 0) =>
    t.db.transaction(async (tx) => {
      await queueBatchedMails(tx, [mail(body)], true, 5, at);
      if (pause) await tx.execute(sql`select pg_sleep(${pause})`);
    });
  const rows = () =>
    t.sql<{ status: string; body: string }[]>`
      select status, body from app.mail_queue where batch_key = 'project-messages:race' order by created_at, body`;
  const sender = (sent: Mail[]) => ({
    send: async (m: Mail) => {
      sent.push(m);
    },
    close: () => {},
  });

  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => t?.close());

  it('two notifications at once open one mail with both', async () => {
    await Promise.all([queue('first', t0, 0.3), queue('second', later(1))]);
    const open = await rows();
    expect(open).toHaveLength(1);
    expect(open[0].body.split('\n').sort()).toEqual(['first', 'second']);
  });

  it('a sender skips a mail being added to, and sends it whole once; a later one starts anew', async () => {
    const sent: Mail[] = [];
    // A third message is being added (its transaction open) while the window has just ended.
    const adding = queue('third', later(2), 0.5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const during = await deliverDueMail({ smtpUrl: 'smtp://x', db: t.db, transport: sender(sent), now: later(6) });
    await adding;
    const after = await deliverDueMail({ smtpUrl: 'smtp://x', db: t.db, transport: sender(sent), now: later(6) });
    expect(during.length + after.length).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].text.split('\n').sort()).toEqual(['first', 'second', 'third']);

    // The window has ended and the mail is sent: the next message opens a new one.
    await queue('fourth', later(7));
    expect((await rows()).map((r) => [r.status, r.body])).toEqual([
      ['sent', 'first\nsecond\nthird'],
      ['queued', 'fourth'],
    ]);
  });

  it('queues a list for many people with the same few statements: open batches added to, new ones opened', async () => {
    const at = new Date('2032-06-01T10:00:00Z');
    const list = (people: number, key: string) =>
      Array.from({ length: people }, (_, i) => ({ ...mail(`${key} ${i}`, `p${i}@list.test`), batchKey: key }));
    // One person already has an open batch of this thread.
    await t.db.transaction((tx) => queueBatchedMails(tx, list(1, 'digest:list'), true, 5, at));
    const statementsFor = async (mails: BatchedMail[]) => {
      let statements = 0;
      const counted = drizzle(t.sql, { schema, logger: { logQuery: () => void statements++ } });
      const ids = await counted.transaction((tx) => queueBatchedMails(tx, mails, true, 5, at));
      return { statements, ids };
    };
    // Thirty people, the first twice in the list: 30 batches, the first person's added to.
    const mails = [...list(30, 'digest:list'), { ...mail('again', 'p0@list.test'), batchKey: 'digest:list' }];
    const { statements, ids } = await statementsFor(mails);
    expect(ids).toHaveLength(31);
    expect(ids[30]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(30);
    const batches = await t.sql<{ to_address: string; body: string; n: number }[]>`
      select to_address, body, jsonb_array_length(batch_items)::int as n from app.mail_queue
       where batch_key = 'digest:list' order by to_address`;
    expect(batches).toHaveLength(30);
    expect(batches.find((b) => b.to_address === 'p0@list.test')).toEqual({
      to_address: 'p0@list.test',
      body: 'digest:list 0\ndigest:list 0\nagain',
      n: 3,
    });
    expect(batches.find((b) => b.to_address === 'p7@list.test')).toMatchObject({ body: 'digest:list 7', n: 1 });
    // Locks, open batches, one update, one insert (and the transaction's own begin/commit).
    expect(statements).toBeLessThanOrEqual(6);
    // Three mails (two added to open batches, one new): the same statements as thirty-one.
    const few = await statementsFor([
      ...list(2, 'digest:list'),
      { ...mail('new', 'new@list.test'), batchKey: 'digest:list' },
    ]);
    expect(few.statements).toBe(statements);
  });
});
