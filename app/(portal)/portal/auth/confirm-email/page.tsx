import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { InvalidLink } from '@/components/auth/invalid-link';
import { peekAccountToken } from '@/lib/auth/account-tokens';
import { INVALID_EMAIL_LINK } from '@/lib/auth/messages';
import { systemDb } from '@/lib/db/client';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Confirm Email Address' };

/** The local adapter's email-change link, sent to the new address. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const valid = token ? await peekAccountToken(systemDb(), token, 'email_change') : null;
  if (!valid?.newEmail) return <InvalidLink title="Link Not Valid" message={INVALID_EMAIL_LINK} />;
  return (
    <AuthCard title="Confirm Your New Email" subtitle={`Your sign-in email becomes ${valid.newEmail}.`}>
      <ConfirmEmailForm token={token} />
    </AuthCard>
  );
}
