import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import type { QueuedMail } from './queue';

// Notification mail collected per person and thread (supabase/migrations/*_mail_batches.sql):
// the first notification about a thread opens a batch, one mail held until the window ends;
// every later one within the window is added to that mail, which is rendered anew with all
// of them. Twenty messages in a minute make one mail per person, not twenty.
//
// Exactly once, with any number of app servers queueing and sending: a mail is added to only
// while it is 'queued' (or in the outbox) with its window open, under its row lock; the sender
// claims a mail only when it is due (the window has ended) and marks it 'sending' under the
// same lock (lib/mail/sender.ts). Two notifications for the same person and thread wait for
// each other on a transaction lock, so they never open two batches.

/** One notification in a batched mail. */
export type BatchEntry = { title: string; body: string; link: string };

export type BatchedMail = {
  kind: string;
  to: string;
  /** The thread, e.g. `project-messages:<project id>`: one mail per person per key and window. */
  batchKey: string;
  entry: BatchEntry;
  headers?: Record<string, string>;
  /** The mail for every entry of the batch so far (oldest first). */
  render: (entries: BatchEntry[]) => Pick<QueuedMail, 'subject' | 'text' | 'html'>;
};

/** Batches written per statement: a notification mail carries its HTML, so a chunk stays small. */
const MAILS_PER_STATEMENT = 200;

type OpenBatch = { id: string; batch_key: string; to_address: string; batch_items: BatchEntry[] | null };

/** The mails of one person and thread in this call, and the batch they go into. */
type Group = { id: string; open: boolean; entries: BatchEntry[]; mails: BatchedMail[] };

const groupKey = (mail: BatchedMail) => JSON.stringify([mail.batchKey, mail.to]);

/**
 * Adds each mail to its open batch, or opens one that is sent `windowMinutes` after `now`.
 * Runs in the caller's transaction on the server's database role (it reads queued mail back).
 * Returns the id of the mail each one went into, in order.
 *
 * A few statements however many mails (a scheduled run tells thousands of people at once):
 * the locks of every person and thread at once, in one order (sorted) so two callers with
 * overlapping lists cannot wait on each other in a circle; the open batches read and locked
 * at once; then one update for the batches added to and one insert for the new ones.
 */
export async function queueBatchedMails(
  tx: Tx,
  mails: readonly BatchedMail[],
  smtpConfigured: boolean,
  windowMinutes: number,
  now: Date = new Date(),
): Promise<string[]> {
  if (mails.length === 0) return [];
  const at = now.toISOString();
  const locks = [...new Set(mails.map((mail) => `mail-batch:${mail.batchKey}:${mail.to.toLowerCase()}`))].sort();
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(hashtextextended(k.value, 0)))
      from jsonb_array_elements_text(${JSON.stringify(locks)}::jsonb) with ordinality as k (value, n)`);
  const pairs = [...new Map(mails.map((m) => [groupKey(m), { batch_key: m.batchKey, to_address: m.to }])).values()];
  const open = await tx.execute<OpenBatch>(sql`
    select q.id, q.batch_key, q.to_address, q.batch_items
      from app.mail_queue q
      join jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p (batch_key text, to_address text)
        on q.batch_key = p.batch_key and q.to_address = p.to_address
     where q.status in ('queued', 'outbox') and q.batch_until > ${at}::timestamptz
     order by q.batch_until desc
       for update of q`);
  const groups = new Map<string, Group>();
  for (const batch of open) {
    const key = JSON.stringify([batch.batch_key, batch.to_address]);
    // The newest open batch of a person and thread takes the new entries (rows come newest first).
    if (!groups.has(key))
      groups.set(key, { id: batch.id, open: true, entries: [...(batch.batch_items ?? [])], mails: [] });
  }
  const ids: string[] = [];
  for (const mail of mails) {
    const key = groupKey(mail);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { id: randomUUID(), open: false, entries: [], mails: [] }));
    group.entries.push(mail.entry);
    group.mails.push(mail);
    ids.push(group.id);
  }
  // Each batch is rendered anew with all its entries, by its newest mail's renderer.
  const rendered = [...groups.values()]
    .filter((group) => group.mails.length > 0)
    .map((group) => {
      const mail = group.mails[group.mails.length - 1].render(group.entries);
      return {
        group,
        first: group.mails[0],
        subject: mail.subject.slice(0, 300),
        body: mail.text,
        html: mail.html ?? null,
      };
    });
  // In chunks, as lib/mail/queue.ts does: each mail carries its HTML.
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / MAILS_PER_STATEMENT) }, (_, i) =>
      rows.slice(i * MAILS_PER_STATEMENT, (i + 1) * MAILS_PER_STATEMENT),
    );
  for (const chunk of chunks(rendered.filter((r) => r.group.open))) {
    const rows = chunk.map((r) => ({
      id: r.group.id,
      subject: r.subject,
      body: r.body,
      html: r.html,
      batch_items: r.group.entries,
    }));
    await tx.execute(sql`
      update app.mail_queue q
         set subject = v.subject, body = v.body, html = v.html, batch_items = v.batch_items
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as v (id uuid, subject text, body text, html text, batch_items jsonb)
       where q.id = v.id`);
  }
  const until = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
  for (const chunk of chunks(rendered.filter((r) => !r.group.open))) {
    const rows = chunk.map((r) => ({
      id: r.group.id,
      kind: r.first.kind,
      to_address: r.first.to,
      subject: r.subject,
      body: r.body,
      html: r.html,
      headers: r.first.headers ?? {},
      batch_key: r.first.batchKey,
      batch_items: r.group.entries,
    }));
    await tx.execute(sql`
      insert into app.mail_queue
        (id, kind, to_address, subject, body, html, headers, status, next_attempt_at, batch_key, batch_until, batch_items)
      select v.id, v.kind, v.to_address, v.subject, v.body, v.html, v.headers, ${smtpConfigured ? 'queued' : 'outbox'},
             ${until}::timestamptz, v.batch_key, ${until}::timestamptz, v.batch_items
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as v (id uuid, kind text, to_address text, subject text, body text, html text, headers jsonb,
                   batch_key text, batch_items jsonb)`);
  }
  return ids;
}
