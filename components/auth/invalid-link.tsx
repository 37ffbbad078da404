import Link from 'next/link';
import { ErrorBox } from '@/components/ui/alert';
import { AuthCard } from './auth-card';

/** A one-time link that cannot be used (unknown, used or expired). */
export function InvalidLink({
  title,
  message,
  retry,
}: {
  title: string;
  message: string;
  retry?: { href: string; label: string };
}) {
  return (
    <AuthCard title={title}>
      <ErrorBox>{message}</ErrorBox>
      <p className="mt-6 flex justify-center gap-6 text-sm">
        {retry && (
          <Link href={retry.href} className="font-semibold text-brand-700 underline">
            {retry.label}
          </Link>
        )}
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Go to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
