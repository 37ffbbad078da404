import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { AuthCard } from '@/components/auth/auth-card';
import { getCurrentUser } from '@/lib/auth/current-user';
import { safeInternalPath } from '@/lib/auth/safe-redirect';
import { crossHostUrl } from '@/lib/links/cross-host';
import { SESSION_EXPIRED } from '@/lib/actions/messages';
import { Notice } from '@/components/ui/notice';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Sign In' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; expired?: string | string[] }>;
}) {
  const { next, expired } = await searchParams;
  const target = safeInternalPath(Array.isArray(next) ? next[0] : next, '/dashboard');
  // Signed in already, also when held for two-factor: the target's guard takes it from there.
  if (await getCurrentUser('two-factor-setup')) redirect(target);

  const contactUrl = await crossHostUrl('main', '/contact');
  return (
    <AuthCard title="Sign In to Your Account" subtitle="Access your projects, billing and support.">
      {expired === '1' && <Notice className="mb-5">{SESSION_EXPIRED}</Notice>}
      <LoginForm next={target} />
      <p className="mt-4 text-center text-sm">
        <Link href="/auth/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to our services?{' '}
        <a href={contactUrl} className="font-semibold text-brand-700 underline">
          Contact us to get started
        </a>
      </p>
    </AuthCard>
  );
}
