import type { MailStatus } from '@/lib/db/schema';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'Not sent (no mail server)',
};
