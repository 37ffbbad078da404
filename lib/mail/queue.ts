import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import type { Mail } from './smtp';

export type QueuedMail = Mail & { kind: string };

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the
 * action committed. With a mail server it waits for the sender ('queued'); without one it
 * is kept in the outbox a super admin reads. Returns the mail's id (made here: a visitor may
 * queue a mail but not read it back). Deliver it after the commit with deliverSoon/deliverNow.
 */
export async function queueMail(tx: Tx, mail: QueuedMail, smtpConfigured: boolean): Promise<string> {
  const [id] = await queueMails(tx, [mail], smtpConfigured);
  return id;
}

/** Rows per insert: a notification mail carries its HTML, so a chunk stays a few hundred KB. */
const MAILS_PER_INSERT = 200;

/** queueMail for many mails: one insert per chunk, not one round trip per mail. Ids in order. */
export async function queueMails(tx: Tx, mails: readonly QueuedMail[], smtpConfigured: boolean): Promise<string[]> {
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    kind: mail.kind,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject.slice(0, 300),
    body: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
    calendar: mail.calendar ?? null,
    status: smtpConfigured ? ('queued' as const) : ('outbox' as const),
  }));
  for (let start = 0; start < rows.length; start += MAILS_PER_INSERT)
    await tx.insert(mailQueue).values(rows.slice(start, start + MAILS_PER_INSERT));
  return rows.map((row) => row.id);
}
