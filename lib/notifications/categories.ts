// The notification categories: one list for notify(), the preferences on
// /account, the unsubscribe links and the tests. The database checks the same names
// (app.notification_category_valid; tests/db/domain-lists.test.ts holds the two together).

/** The categories a user chooses per channel on /account (one list, one place). */
export const NOTIFICATION_CATEGORIES = [
  'messages', // new project message
  'ticket_replies', // a ticket reply or status change by the other side
  'files', // a file shared on a project
  'approvals', // approval requested (to the client) and decided (to the team)
  'stage_changes', // project stage changed
  'invoices', // invoice issued, payment reminders, receipts
  'proposals', // proposal sent (to the client), accepted or declined (to the team)
  'tasks', // a task of a project's plan assigned, due tomorrow or overdue
  'milestones', // a milestone of a project's plan reached
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  messages: 'New project messages',
  ticket_replies: 'Support ticket replies',
  files: 'Shared files',
  approvals: 'Approvals',
  stage_changes: 'Project stage changes',
  invoices: 'Invoices, payment reminders and receipts',
  proposals: 'Proposals and contracts',
  tasks: 'Tasks assigned, due or overdue',
  milestones: 'Milestones reached',
};

/** What a person picks per category on /account. */
export const NOTIFICATION_CHANNELS = ['both', 'in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  both: 'In the portal and by email',
  in_app: 'In the portal only',
  email: 'By email only',
  none: 'Off',
};

export function isNotificationCategory(value: unknown): value is NotificationCategory {
  return typeof value === 'string' && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

export function channelOf(prefs: { inApp: boolean; email: boolean }): NotificationChannel {
  if (prefs.inApp && prefs.email) return 'both';
  if (prefs.inApp) return 'in_app';
  if (prefs.email) return 'email';
  return 'none';
}

export function flagsOf(channel: NotificationChannel): { inApp: boolean; email: boolean } {
  return { inApp: channel === 'both' || channel === 'in_app', email: channel === 'both' || channel === 'email' };
}

/** The unread count is read up to this many (every request pays for it); the badge shows "99+". */
export const UNREAD_CAP = 100;
