'use client';

import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { conversationCopy } from '@/content/conversations';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { FILE_ACCEPT } from '@/lib/files/rules';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { sendMessageForm } from '@/lib/messages/actions';
import { initialMessageFormState, type MessageFormState } from '@/lib/messages/form-state';
import { messageSchema } from '@/lib/messages/schema';

/**
 * Writes a message on a project's thread. A plain form posted to its server action, so it
 * works before and without JavaScript (the page comes back with the answer); with it, the
 * same schema checks the text and files first and the page updates in place.
 */
export function MessageForm({ projectId, formKey }: { projectId: string; formKey: string }) {
  const [state, formAction, pending] = useActionState(sendMessageForm, initialMessageFormState(formKey));
  const [checked, setChecked] = useState<{ answer: number; errors: MessageFormState['fieldErrors'] } | null>(null);
  useEffect(() => {
    redirectIfSessionExpired(state.code ? { ok: false, code: state.code } : null);
  }, [state]);
  // Browser-side messages hold until the server answers again.
  const errors = checked && checked.answer === state.answer ? checked.errors : state.fieldErrors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = messageSchema.safeParse(new FormData(event.currentTarget));
    if (parsed.success) {
      setChecked(null);
      return; // the form action sends it
    }
    event.preventDefault();
    const found: MessageFormState['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'body') found.body ??= issue.message;
      else if (issue.path[0] === 'files') found.files ??= issue.message;
    }
    setChecked({ answer: state.answer, errors: found });
  };

  return (
    // Re-mounted after each answer so a sent message clears the fields and a refused one keeps its text.
    <form key={state.answer} action={formAction} onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={state.key} />
      <div aria-live="polite" className="space-y-2">
        {state.status === 'error' && state.error && <ErrorBox>{state.error}</ErrorBox>}
        {state.status === 'sent' && <SuccessBox>{conversationCopy.sent}</SuccessBox>}
      </div>
      <TextAreaField
        label={conversationCopy.messageLabel}
        name="body"
        id={`message-body-${projectId}`}
        required
        rows={4}
        maxLength={5000}
        defaultValue={state.body}
        error={errors.body}
        disabled={pending}
      />
      <InputField
        label={conversationCopy.attachLabel}
        name="files"
        id={`message-files-${projectId}`}
        type="file"
        multiple
        accept={FILE_ACCEPT}
        help={conversationCopy.attachHelp}
        error={errors.files}
        disabled={pending}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : conversationCopy.send}
      </Button>
    </form>
  );
}
