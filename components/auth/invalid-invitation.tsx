import Link from 'next/link';
import { ErrorBox } from '@/components/ui/alert';
import { INVALID_INVITATION } from '@/lib/auth/invite-schema';
import { AuthCard } from './auth-card';

export function InvalidInvitation() {
  return (
    <AuthCard title="Invitation Not Valid">
      <ErrorBox>{INVALID_INVITATION}</ErrorBox>
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Go to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
