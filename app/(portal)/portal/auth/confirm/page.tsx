import type { Metadata } from 'next';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';
import { AuthCard } from '@/components/auth/auth-card';
import { InvalidInvitation } from '@/components/auth/invalid-invitation';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Accept Invitation' };

/**
 * Supabase mode's invitation link (DESIGN §5): {{ .RedirectTo }}?token_hash=…&type=invite.
 * The one-time token is verified only when the password is submitted, so mail scanners that
 * open links cannot use it up.
 */
export default async function ConfirmPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const tokenHash = firstParam(params, 'token_hash') ?? '';
  if (!tokenHash || firstParam(params, 'type') !== 'invite') {
    return <InvalidInvitation />;
  }
  return (
    <AuthCard title="Accept Your Invitation" subtitle="Choose a password for your account.">
      <AcceptInvitationForm token={tokenHash} />
    </AuthCard>
  );
}
