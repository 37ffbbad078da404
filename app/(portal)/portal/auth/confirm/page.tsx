import type { Metadata } from 'next';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { InvalidInvitation } from '@/components/auth/invalid-invitation';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Confirm' };

/**
 * Supabase mode's mail links: {{ .RedirectTo }}?token_hash=…&type=invite | recovery |
 * email_change. The one-time token is verified only when the form is submitted, so mail
 * scanners that open links cannot use it up.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const tokenHash = firstParam(params, 'token_hash') ?? '';
  const type = firstParam(params, 'type');
  if (tokenHash && type === 'recovery') {
    return (
      <AuthCard title="Choose a New Password" subtitle="Your other sessions will be signed out.">
        <ResetPasswordForm token={tokenHash} />
      </AuthCard>
    );
  }
  if (tokenHash && type === 'email_change') {
    return (
      <AuthCard title="Confirm Your New Email" subtitle="Confirm the new sign-in email of your account.">
        <ConfirmEmailForm token={tokenHash} />
      </AuthCard>
    );
  }
  if (!tokenHash || type !== 'invite') {
    return <InvalidInvitation />;
  }
  return (
    <AuthCard title="Accept Your Invitation" subtitle="Choose a password for your account.">
      <AcceptInvitationForm token={tokenHash} />
    </AuthCard>
  );
}
