'use client';

import { acceptInvitationSchema } from '@/lib/auth/invite-schema';
import { acceptInvitation } from '@/lib/invitations/actions';
import { TokenPasswordForm } from './token-password-form';

/** Choose a password for an invited account; on success the action signs in and redirects. */
export function AcceptInvitationForm({ token }: { token: string }) {
  return (
    <TokenPasswordForm
      token={token}
      schema={acceptInvitationSchema}
      action={acceptInvitation}
      submitLabel="Set Password and Sign In"
      pendingLabel="Setting Password..."
    />
  );
}
