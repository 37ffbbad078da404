import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { TwoFactorForm } from '@/components/auth/two-factor-form';
import { safeInternalPath } from '@/lib/auth/safe-redirect';

export const metadata: Metadata = { title: 'Two-Factor Sign-In' };

export default async function TwoFactorSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  const target = safeInternalPath(Array.isArray(next) ? next[0] : next, '/dashboard');
  return (
    <AuthCard
      title="Two-Factor Sign-In"
      subtitle="Your password was right. Now enter the code from your authenticator app."
    >
      <TwoFactorForm next={target} />
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
