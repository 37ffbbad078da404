import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { InvalidLink } from '@/components/auth/invalid-link';
import { UndoEmailChangeForm } from '@/components/auth/undo-email-change-form';
import { peekAccountToken } from '@/lib/auth/account-tokens';
import { INVALID_UNDO_LINK } from '@/lib/auth/messages';
import { systemDb } from '@/lib/db/client';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Undo Email Change' };

/**
 * The link in the notice mailed to the old address when the sign-in email changes. Opening it
 * changes nothing (mail scanners open links); the button does.
 */
export default async function UndoEmailChangePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const valid = token ? await peekAccountToken(systemDb(), token, 'email_change_undo') : null;
  if (!valid?.newEmail) return <InvalidLink title="Link Not Valid" message={INVALID_UNDO_LINK} />;
  return (
    <AuthCard
      title="Undo the Email Change"
      subtitle={`Your sign-in email stays (or becomes again) ${valid.newEmail}, and every session of your account is signed out.`}
    >
      <UndoEmailChangeForm token={token} />
    </AuthCard>
  );
}
