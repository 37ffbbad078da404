import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { InvalidLink } from '@/components/auth/invalid-link';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { peekAccountToken } from '@/lib/auth/account-tokens';
import { INVALID_RESET_LINK } from '@/lib/auth/messages';
import { systemDb } from '@/lib/db/client';
import { firstParam, type SearchParams } from '@/lib/lists/params';

export const metadata: Metadata = { title: 'Choose a New Password' };

/**
 * The local adapter's reset link. Opening it uses nothing up (mail scanners open links);
 * the token is used when the new password is submitted.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const valid = token ? await peekAccountToken(systemDb(), token, 'password_reset') : null;
  if (!valid) {
    return (
      <InvalidLink
        title="Link Not Valid"
        message={INVALID_RESET_LINK}
        retry={{ href: '/auth/forgot-password', label: 'Ask for a new link' }}
      />
    );
  }
  return (
    <AuthCard title="Choose a New Password" subtitle="Your other sessions will be signed out.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
