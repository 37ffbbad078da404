'use client';

import { useId } from 'react';
import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { conversationCopy } from '@/content/conversations';
import { FILE_ACCEPT } from '@/lib/files/rules';
import { postMessage } from '@/lib/messages/actions';
import { MESSAGE_MESSAGES } from '@/lib/messages/rules';
import { messageSchema } from '@/lib/messages/schema';

/**
 * Writes a message on a project's thread; works before and without JavaScript (the page comes
 * back with the answer). With it, the same schema checks the text and files first. A message
 * sent empties the form; a refused one keeps its text.
 */
export function MessageForm({ projectId, formKey }: { projectId: string; formKey: string }) {
  const form = useActionForm({
    action: postMessage,
    schema: messageSchema,
    failed: MESSAGE_MESSAGES.failed,
    onSuccess: (_result, element) => element?.reset(),
  });
  // React's id for the boxes, shorter than one made of the project's (each is repeated).
  const id = useId();
  return (
    <form {...form.props} className="mt-4 space-y-3">
      <input type="hidden" name="projectId" value={projectId} />
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <div aria-live="polite" className="space-y-2">
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>{conversationCopy.sent}</SuccessBox>}
      </div>
      <TextAreaField
        label={conversationCopy.messageLabel}
        id={`${id}body`}
        required
        rows={4}
        maxLength={5000}
        {...form.field('body')}
      />
      <InputField
        label={conversationCopy.attachLabel}
        id={`${id}files`}
        type="file"
        multiple
        accept={FILE_ACCEPT}
        help={conversationCopy.attachHelp}
        {...form.field('files')}
        // A file box has no text to put back.
        defaultValue={undefined}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Sending...' : conversationCopy.send}
      </Button>
    </form>
  );
}
