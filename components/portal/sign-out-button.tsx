'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth/actions';

/** Spec §2.2: on success go to / ; on error stay on the page and say why. */
export function SignOutButton({ onSignedOut, className }: { onSignedOut?: () => void; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={className}>
      <Button
        variant="secondary"
        className="w-full"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            setError(null);
            try {
              const result = await signOut({});
              if (!result.ok) return setError(result.error);
              onSignedOut?.();
              router.replace('/');
              router.refresh();
            } catch {
              setError('Sign out failed. Please try again.');
            }
          })
        }
      >
        {pending ? 'Signing Out...' : 'Sign Out'}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
