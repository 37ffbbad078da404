import { sql } from 'drizzle-orm';
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
});
