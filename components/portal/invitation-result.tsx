import type { InvitationDelivery } from '@/lib/auth/admin-users-types';
import { invitationMessage } from '@/lib/invitations/messages';
import { ErrorBox } from '@/components/ui/alert';
import { SuccessBox } from '@/components/ui/notice';

/** The truthful outcome of sending an invitation: mailed, no mail configured, or mail server trouble. */
export function InvitationResult({ delivery, link }: { delivery: InvitationDelivery; link: string | null }) {
  const message = invitationMessage(delivery);
  const Box = message.problem ? ErrorBox : SuccessBox;
  return (
    <Box>
      <p>{message.text}</p>
      {link && (
        <div className="mt-2">
          <p>{message.linkLabel}</p>
          <code data-testid="invitation-link" className="mt-1 block rounded bg-white p-2 text-xs break-all">
            {link}
          </code>
        </div>
      )}
    </Box>
  );
}
