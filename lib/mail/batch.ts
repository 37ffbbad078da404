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

type OpenBatch = { id: string; batch_items: BatchEntry[] | null };

/**
 * Adds each mail to its open batch, or opens one that is sent `windowMinutes` after `now`.
 * Runs in the caller's transaction on the server's database role (it reads queued mail back).
 * Returns the ids of the mails it touched.
 */
export async function queueBatchedMails(
  tx: Tx,
  mails: readonly BatchedMail[],
  smtpConfigured: boolean,
  windowMinutes: number,
  now: Date = new Date(),
): Promise<string[]> {
  const ids: string[] = [];
  const at = now.toISOString();
  for (const mail of mails) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`mail-batch:${mail.batchKey}:${mail.to.toLowerCase()}`}, 0))`,
    );
    const [open] = await tx.execute<OpenBatch>(sql`
      select id, batch_items from app.mail_queue
       where batch_key = ${mail.batchKey} and to_address = ${mail.to}
         and status in ('queued', 'outbox') and batch_until > ${at}::timestamptz
       order by batch_until desc
       limit 1
       for update`);
    if (open) {
      const entries = [...(open.batch_items ?? []), mail.entry];
      const rendered = mail.render(entries);
      await tx.execute(sql`
        update app.mail_queue
           set subject = ${rendered.subject.slice(0, 300)}, body = ${rendered.text}, html = ${rendered.html ?? null},
               batch_items = ${JSON.stringify(entries)}::jsonb
         where id = ${open.id}`);
      ids.push(open.id);
      continue;
    }
    const id = randomUUID();
    const rendered = mail.render([mail.entry]);
    const until = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
    await tx.execute(sql`
      insert into app.mail_queue
        (id, kind, to_address, subject, body, html, headers, status, next_attempt_at, batch_key, batch_until, batch_items)
      values (${id}, ${mail.kind}, ${mail.to}, ${rendered.subject.slice(0, 300)}, ${rendered.text}, ${rendered.html ?? null},
              ${JSON.stringify(mail.headers ?? {})}::jsonb, ${smtpConfigured ? 'queued' : 'outbox'},
              ${until}::timestamptz, ${mail.batchKey}, ${until}::timestamptz, ${JSON.stringify([mail.entry])}::jsonb)`);
    ids.push(id);
  }
  return ids;
}
