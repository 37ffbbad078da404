import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { queueMails } from '@/lib/mail/queue';
import { queueBatchedMails, type BatchEntry, type BatchedMail } from '@/lib/mail/batch';
import { after } from 'next/server';
import { env } from '@/lib/config/env';
import { smtpConfigured } from '@/lib/mail/deliver';
import { deliverDueMail } from '@/lib/mail/sender';
import { notificationEmail } from './email';
import { portalOrigin, unsubscribeLinks, unsubscribeSecret } from './links';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './categories';
import { log } from '@/lib/log/logger';
import { audienceItem, type Audience } from './audience';

/** The categories a user chooses per channel on /account (one list, one place). */
export { NOTIFICATION_CATEGORIES };
export type { NotificationCategory };

export type NotifyInput = {
  category: NotificationCategory;
  /** The profile that did it; never notified of its own action. null = the system (cron). */
  actorId: string | null;
  /** Who is told (lib/notifications/audience.ts). */
  audience: Audience;
  /** One line, e.g. "New message on Website redesign". */
  title: string;
  /** Plain text, a few lines at most. */
  body: string;
  /** Portal path the notification opens, e.g. `/projects/<id>#messages`. */
  link: string;
  /**
   * The conversation it belongs to (e.g. `project-messages:<id>`): its mail is collected with
   * the thread's next notifications into one mail per person (lib/mail/batch.ts). In-app,
   * each stays one notification.
   */
  thread?: string;
};

/**
 * The first try of the queued mail, after the response has gone out (the action's
 * transaction has committed by then), then whatever else is due: a thread's mail held for
 * its window goes out this way where no loop runs between requests (serverless). Outside a
 * request (the scheduled run) the queue's retry loop sends it instead: nothing may be sent
 * before the commit.
 */
function sendAfterResponse(ids: string[]): void {
  try {
    after(() =>
      deliverDueMail({ smtpUrl: env().SMTP_URL, ids })
        .then(() => deliverDueMail({ smtpUrl: env().SMTP_URL }))
        .then(
          () => undefined,
          (error) => log.error({ err: error }, 'Delivering notification mail failed'),
        ),
    );
  } catch {
    // Not in a request: lib/mail/retry-loop.ts picks it up.
  }
}

/** user_id null: a company's billing email, which is no one's portal account. */
type Recipient = { item: number; user_id: string | null; email: string; full_name: string | null } & Record<
  string,
  unknown
>;

/** One notification of a list told at once (notifyMany). */
export type NotifyItem = Pick<NotifyInput, 'audience' | 'title' | 'body' | 'link' | 'thread'>;

/** The title and text of a mail telling one or more notifications of a thread, oldest first. */
function batchedContent(entries: readonly BatchEntry[]): BatchEntry {
  const last = entries[entries.length - 1];
  if (entries.length === 1) return last;
  return {
    title: `${last.title} (${entries.length} new)`,
    body: entries.map((entry) => entry.body).join('\n\n'),
    link: last.link,
  };
}

/**
 * Records the notification for each recipient (in-app) and queues the mail (per each
 * recipient's preference) in the CALLER's transaction, under the caller's claims (a client's
 * or an admin's), so it exists exactly when the action commits. Never throws for a delivery
 * problem; sending happens later through the mail queue.
 *
 * The work runs in a savepoint: a refusal (a client naming another client) or any other
 * failure rolls back only the notification, never the action that caused it. Queued mail
 * is first tried after the response, then by the queue's retries (lib/mail/retry-loop.ts),
 * never inside the action.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<void> {
  const { category, actorId, ...item } = input;
  await notifyMany(tx, category, actorId, [item]);
}

/**
 * notify() for a list of notifications of one category and actor (the scheduled invoice run
 * tells thousands of clients at once): one statement records them all and one insert per
 * chunk queues their mail, in one savepoint, so a refusal drops the list, never the action.
 */
export async function notifyMany(
  tx: Tx,
  category: NotificationCategory,
  actorId: string | null,
  items: readonly NotifyItem[],
): Promise<void> {
  if (items.length === 0) return;
  const list = items.map((i) => ({
    ...audienceItem(i.audience),
    title: i.title,
    body: i.body,
    link: i.link,
  }));
  try {
    await tx.transaction(async (savepoint) => {
      // app.notify_many answers with the team's addresses, so the signed-in roles may not call
      // it: for a person's action (an actor) this one statement runs as the server's own role,
      // keeping the caller's claims (its rules for who may tell whom read them). A failure
      // rolls the savepoint back, and the role with it; on success the role is put back. The
      // system's own run (no actor) is on the server's connection already.
      const was = actorId
        ? (
            await savepoint.execute<{ was: string }>(
              sql`select current_user::text as was, set_config('role', 'none', true)`,
            )
          )[0].was
        : null;
      const recipients = await savepoint.execute<Recipient>(sql`
        select item, user_id, email, full_name
        from app.notify_many(${category}, ${actorId}::uuid, ${JSON.stringify(list)}::jsonb)`);
      const restoreRole = async () => {
        if (was) await savepoint.execute(sql`select set_config('role', ${was}, true)`);
      };
      if (recipients.length === 0) return restoreRole();
      const secret = unsubscribeSecret();
      if (!secret) throw new Error('No secret to sign unsubscribe links with (AUTH_SECRET)');
      const origin = await portalOrigin();
      const smtp = smtpConfigured();
      const batchMinutes = env().MAIL_BATCH_MINUTES;
      const mails = [];
      const batched: BatchedMail[] = [];
      for (const recipient of recipients) {
        const input = items[recipient.item];
        const links = recipient.user_id ? unsubscribeLinks(origin, secret, recipient.user_id, category) : null;
        const render = (entries: readonly BatchEntry[]) => {
          const content = batchedContent(entries);
          return notificationEmail({
            name: recipient.full_name,
            category,
            title: content.title,
            body: content.body,
            openUrl: `${origin}${content.link}`,
            unsubscribeUrl: links?.page ?? null,
          });
        };
        const mail = {
          kind: `notification_${category}`,
          to: recipient.email,
          headers: links
            ? { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
            : ({} as Record<string, string>),
        };
        const entry = { title: input.title, body: input.body, link: input.link };
        if (input.thread && batchMinutes > 0) batched.push({ ...mail, batchKey: input.thread, entry, render });
        else mails.push({ ...mail, ...render([entry]) });
      }
      // A batch is read back and added to, which only the server's role may: done before the
      // caller's role is put back. Its mail is sent when its window ends (the sender's loop).
      await queueBatchedMails(savepoint, batched, smtp, batchMinutes);
      await restoreRole();
      const queued = await queueMails(savepoint, mails, smtp);
      if (smtp) sendAfterResponse(queued);
    });
  } catch (error) {
    log.error({ category, err: error }, 'Notification not recorded');
  }
}
