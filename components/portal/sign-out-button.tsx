'use client';

import { unstable_rethrow } from 'next/navigation';
import { useActionState, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/actions/action';
import { signOut } from '@/lib/auth/actions';

const FAILED = 'Sign out failed. Please try again.';

/**
 * On success go to / ; on error stay on the page and say why. A posted form, so that a click
 * before the page's JavaScript has run (or without it) signs out too; the action sends the
 * browser home.
 *
 * Not `useActionForm`: that hook checks a form's boxes with react-hook-form and the action's
 * zod schema, and this form has no boxes, while it is on every signed-in page; the form
 * library would be in every page's first load for nothing. What the hook does besides, this
 * does the same way: the submit calls the action outside a transition and leaves its redirect
 * to the App Router (see components/forms/use-action-form.ts for why), and a request that
 * fails is answered on the form.
 */
export function SignOutButton({ className }: { className?: string }) {
  // The browser's own post (before hydration, without JavaScript) goes to the action through
  // React; its answer, a refusal, comes back with the page.
  const [posted, postAction, posting] = useActionState<FormState<object>, FormData>(signOut, null);
  const [answered, setAnswered] = useState<FormState<object> | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const state = answered === undefined ? posted : answered;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    setAnswered(null);
    try {
      setAnswered(await signOut(state, data));
    } catch (error) {
      unstable_rethrow(error);
      setAnswered({ ok: false, error: FAILED });
    } finally {
      setSubmitting(false);
    }
  }

  const pending = posting || submitting;
  return (
    <form action={postAction} onSubmit={(event) => void submit(event)} className={className}>
      <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
        {pending ? 'Signing Out...' : 'Sign Out'}
      </Button>
      {state && !state.ok && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}
