import 'server-only';
import { sql } from 'drizzle-orm';
import { systemDb, type Database } from '@/lib/db/client';
import { afterFailure } from './backoff';
import { smtpTransport, type SmtpTransport } from './smtp';

// The one sender of the mail queue. It runs on the trusted connection, after
// the transaction that queued a mail has committed, and never inside an action's own work:
// a mail server that is down delays the mail, not the action.

/** A claimed mail stays with its sender this long; after that another sender may retry it. */
const CLAIM_SECONDS = 5 * 60;
const BATCH = 20;

export type Delivery = { id: string; status: 'sent' | 'queued' | 'failed'; error?: string };

type Claimed = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
};

async function claim(db: Database, ids?: string[], at?: Date): Promise<Claimed[]> {
  const only = ids ? sql`and id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return db.execute<Claimed>(sql`
    update app.mail_queue
       set status = 'sending', attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
     where id in (
       select id from app.mail_queue
        where status in ('queued', 'sending') and next_attempt_at <= ${now} ${only}
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked)
    returning id, to_address, reply_to, subject, body, html, headers, attempts`);
}

async function record(db: Database, mail: Claimed, error: unknown): Promise<Delivery> {
  if (!error) {
    await db.execute(sql`update app.mail_queue
      set status = 'sent', sent_at = now(), last_error = null where id = ${mail.id}`);
    return { id: mail.id, status: 'sent' };
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  // The details go to the server log only; screens say that the mail server failed.
  console.error(`Mail ${mail.id} to ${mail.to_address} failed (try ${mail.attempts}): ${message}`);
  const next = afterFailure(mail.attempts);
  if (next.status === 'failed') {
    await db.execute(sql`update app.mail_queue set status = 'failed', last_error = ${message} where id = ${mail.id}`);
  } else {
    await db.execute(sql`update app.mail_queue
      set status = 'queued', last_error = ${message},
          next_attempt_at = now() + make_interval(secs => ${next.delaySeconds})
      where id = ${mail.id}`);
  }
  return { id: mail.id, status: next.status, error: message };
}

/**
 * Sends the mails that are due (or only `ids`, when due) over SMTP and records each
 * outcome. Without a mail server nothing is claimed: queued mail waits for one.
 */
export async function deliverDueMail(
  options: {
    smtpUrl: string | undefined;
    ids?: string[];
    db?: Database;
    transport?: SmtpTransport;
    /** The time that decides what is due (tests); the database's clock otherwise. */
    now?: Date;
  } = {
    smtpUrl: undefined,
  },
): Promise<Delivery[]> {
  if (!options.smtpUrl || (options.ids && options.ids.length === 0)) return [];
  const db = options.db ?? systemDb();
  const claimed = await claim(db, options.ids, options.now);
  if (claimed.length === 0) return [];
  const transport = options.transport ?? smtpTransport(options.smtpUrl);
  const results: Delivery[] = [];
  try {
    for (const mail of claimed) {
      let failure: unknown = null;
      try {
        await transport.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          replyTo: mail.reply_to ?? undefined,
          html: mail.html ?? undefined,
          headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
        });
      } catch (error) {
        failure = error ?? new Error('Unknown mail error');
      }
      results.push(await record(db, mail, failure));
    }
  } finally {
    if (!options.transport) transport.close();
  }
  return results;
}
