'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { signOut, signOutFromForm } from '@/lib/auth/actions';

/**
 * On success go to / ; on error stay on the page and say why. A form, so that a
 * click before the page's JavaScript has run (or without it) signs out too: the browser posts
 * it to signOutFromForm.
 */
export function SignOutButton({ onSignedOut, className }: { onSignedOut?: () => void; className?: string }) {
  const router = useRouter();
  const form = usePostedForm(signOutFromForm);
  const [pending, startTransition] = useTransition();
  return (
    <form
      action={form.action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        form.submitting();
        startTransition(async () => {
          try {
            const result = await signOut({});
            if (!result.ok) return form.setError(result.error);
            onSignedOut?.();
            router.replace('/');
            router.refresh();
          } catch {
            form.setError('Sign out failed. Please try again.');
          }
        });
      }}
    >
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {pending ? 'Signing Out...' : 'Sign Out'}
      </Button>
      {form.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {form.error}
        </p>
      )}
    </form>
  );
}
