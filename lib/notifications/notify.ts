import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { queueMail } from '@/lib/mail/queue';
import { after } from 'next/server';
import { env } from '@/lib/config/env';
import { smtpConfigured } from '@/lib/mail/deliver';
import { deliverDueMail } from '@/lib/mail/sender';
import { notificationEmail } from './email';
import { portalOrigin, unsubscribeLinks, unsubscribeSecret } from './links';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './categories';

/** The categories a user chooses per channel on /account (one list, one place). */
export { NOTIFICATION_CATEGORIES };
export type { NotificationCategory };

export type NotifyInput = {
  category: NotificationCategory;
  /** The profile that did it; never notified of its own action. null = the system (cron). */
  actorId: string | null;
  /** Who is told: the client (profile id) of the record, or the team (every admin and super admin). */
  audience: { kind: 'client'; clientId: string } | { kind: 'team' };
  /** One line, e.g. "New message on Website redesign". */
  title: string;
  /** Plain text, a few lines at most. */
  body: string;
  /** Portal path the notification opens, e.g. `/projects/<id>#messages`. */
  link: string;
};

/**
 * The first try of the queued mail, after the response has gone out (the action's
 * transaction has committed by then). Outside a request (the scheduled run) the queue's
 * retry loop sends it instead: nothing may be sent before the commit.
 */
function sendAfterResponse(ids: string[]): void {
  if (ids.length === 0) return;
  try {
    after(() =>
      deliverDueMail({ smtpUrl: env().SMTP_URL, ids }).then(
        () => undefined,
        (error) => console.error('Delivering notification mail failed', error),
      ),
    );
  } catch {
    // Not in a request: lib/mail/retry-loop.ts picks it up.
  }
}

type Recipient = { user_id: string; email: string; full_name: string | null } & Record<string, unknown>;

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
  try {
    await tx.transaction(async (savepoint) => {
      const recipients = await savepoint.execute<Recipient>(sql`
        select user_id, email, full_name from app.notify_recipients(
          ${input.category}, ${input.actorId}::uuid, ${input.audience.kind},
          ${input.audience.kind === 'client' ? input.audience.clientId : null}::uuid,
          ${input.title}, ${input.body}, ${input.link})`);
      if (recipients.length === 0) return;
      const secret = unsubscribeSecret();
      if (!secret) throw new Error('No secret to sign unsubscribe links with (AUTH_SECRET)');
      const origin = await portalOrigin();
      const smtp = smtpConfigured();
      const queued: string[] = [];
      for (const recipient of recipients) {
        const links = unsubscribeLinks(origin, secret, recipient.user_id, input.category);
        const mail = notificationEmail({
          name: recipient.full_name,
          category: input.category,
          title: input.title,
          body: input.body,
          openUrl: `${origin}${input.link}`,
          unsubscribeUrl: links.page,
        });
        const id = await queueMail(
          savepoint,
          {
            kind: `notification_${input.category}`,
            to: recipient.email,
            ...mail,
            headers: {
              'List-Unsubscribe': `<${links.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
          smtp,
        );
        queued.push(id);
      }
      if (smtp) sendAfterResponse(queued);
    });
  } catch (error) {
    console.error(`Notification (${input.category}) not recorded:`, error instanceof Error ? error.message : error);
  }
}
