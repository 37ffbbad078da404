import type { Metadata } from 'next';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';
import { AuthCard } from '@/components/auth/auth-card';
import { InvalidInvitation } from '@/components/auth/invalid-invitation';
import { peekInvitation } from '@/lib/auth/local-invitations';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Accept Invitation' };

/** The local adapter's invitation link: choose a password for the invited account. */
export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const invitation = token && token.length <= 200 ? await peekInvitation(token) : null;
  if (!invitation) {
    return <InvalidInvitation />;
  }
  return (
    <AuthCard title="Accept Your Invitation" subtitle={`Choose a password for ${invitation.email}.`}>
      <AcceptInvitationForm token={token} />
    </AuthCard>
  );
}
