'use client';

import { completePasswordReset } from '@/lib/accounts/actions';
import { resetPasswordSchema } from '@/lib/accounts/schema';
import { TokenPasswordForm } from './token-password-form';

/** Choose a new password from a reset link; on success the action signs in and redirects. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <TokenPasswordForm
      token={token}
      schema={resetPasswordSchema}
      action={completePasswordReset}
      submitLabel="Set New Password and Sign In"
      pendingLabel="Saving..."
    />
  );
}
