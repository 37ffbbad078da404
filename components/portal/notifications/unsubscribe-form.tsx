'use client';

import { useActionState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';
import { unsubscribeForm, type FormState } from '@/lib/notifications/actions';

/** The unsubscribe button: a plain form, so it works without JavaScript. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(unsubscribeForm, null);
  if (state?.ok) return <SuccessBox className="mt-4">{state.message}</SuccessBox>;
  return (
    <form action={formAction} className="mt-4 space-y-3">
      {state && !state.ok && <ErrorBox>{state.message}</ErrorBox>}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        Unsubscribe
      </Button>
    </form>
  );
}
