'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { NOT_POSTED } from '@/lib/actions/posted-form';
import { signOut, signOutFromForm } from '@/lib/auth/actions';

/**
 * Spec §2.2: on success go to / ; on error stay on the page and say why. A form, so that a
 * click before the page's JavaScript has run (or without it) signs out too: the browser posts
 * it to signOutFromForm.
 */
export function SignOutButton({ onSignedOut, className }: { onSignedOut?: () => void; className?: string }) {
  const router = useRouter();
  const [posted, postAction] = useActionState(signOutFromForm, NOT_POSTED);
  const [pending, startTransition] = useTransition();
  const [answered, setAnswered] = useState<string | null | undefined>(undefined);
  const error = answered === undefined ? posted.error : answered;
  const setError = (message: string | null) => setAnswered(message);
  return (
    <form
      action={postAction}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
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
        });
      }}
    >
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {pending ? 'Signing Out...' : 'Sign Out'}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
