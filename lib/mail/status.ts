// Where a queued mail stands, in one place: the mail_queue.status check constraint, the Drizzle
// column type, the outbox's tabs and filter and the labels derive from MAIL_STATUSES
// (tests/db/domain-lists.test.ts checks the migrated constraint allows exactly these values).

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'Not sent (no mail server)',
};
