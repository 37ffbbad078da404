'use client';

import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { ticketReplyCopy } from '@/content/conversations';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { replyToTicketForm } from '@/lib/support/actions';
import { initialReplyFormState } from '@/lib/support/reply-form-state';
import { ticketReplySchema } from '@/lib/support/schema';

/**
 * A reply on a ticket (either side). A plain form posted to its server action, so it works
 * without JavaScript; with it, the same schema checks the text first.
 */
export function ReplyForm({ ticketId, formKey }: { ticketId: string; formKey: string }) {
  const [state, formAction, pending] = useActionState(replyToTicketForm, initialReplyFormState(formKey));
  const [checked, setChecked] = useState<{ answer: number; error: string } | null>(null);
  useEffect(() => {
    redirectIfSessionExpired(state.code ? { ok: false, code: state.code } : null);
  }, [state]);
  const fieldError = checked && checked.answer === state.answer ? checked.error : (state.fieldError ?? undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = ticketReplySchema.safeParse(new FormData(event.currentTarget));
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ answer: state.answer, error: parsed.error.issues[0].message });
  };

  return (
    <form key={state.answer} action={formAction} onSubmit={onSubmit} noValidate className="space-y-3">
      <input type="hidden" name="ticketId" value={ticketId} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={state.key} />
      <div aria-live="polite" className="space-y-2">
        {state.status === 'error' && state.error && <ErrorBox>{state.error}</ErrorBox>}
        {state.status === 'sent' && <SuccessBox>{ticketReplyCopy.sent}</SuccessBox>}
      </div>
      <TextAreaField
        label={ticketReplyCopy.replyLabel}
        name="body"
        required
        rows={4}
        maxLength={5000}
        defaultValue={state.body}
        error={fieldError}
        disabled={pending}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : ticketReplyCopy.send}
      </Button>
    </form>
  );
}
