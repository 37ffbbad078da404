import type { InvitationDelivery } from '@/lib/auth/admin-users-types';

// What the admin is told after sending an invitation: exactly what happened to the mail.

export const INVITATION_MAILED = 'Invitation sent successfully! They will receive an email with login instructions.';
export const INVITATION_NO_MAIL = 'No mail is configured: copy this link and send it to them yourself.';
export const INVITATION_MAIL_FAILED =
  'The invitation is ready, but the mail server did not accept the mail. It will be retried automatically; meanwhile, copy this link and send it to them yourself.';

export function invitationMessage(delivery: InvitationDelivery): { text: string; linkLabel: string; problem: boolean } {
  switch (delivery) {
    case 'sent':
      return { text: INVITATION_MAILED, linkLabel: 'Invitation link (also sent by email):', problem: false };
    case 'outbox':
      return { text: INVITATION_NO_MAIL, linkLabel: 'Invitation link:', problem: false };
    case 'retrying':
      return { text: INVITATION_MAIL_FAILED, linkLabel: 'Invitation link:', problem: true };
  }
}
