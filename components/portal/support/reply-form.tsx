'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { ticketReplyCopy } from '@/content/conversations';
import { replyToTicket } from '@/lib/support/actions';
import { REPLY_FAILED, REPLY_MAX, ticketReplySchema } from '@/lib/support/schema';

/** A reply on a ticket (either side); works before and without JavaScript. A reply sent empties the box. */
export function ReplyForm({ ticketId, formKey }: { ticketId: string; formKey: string }) {
  const form = useActionForm({
    action: replyToTicket,
    schema: ticketReplySchema,
    failed: REPLY_FAILED,
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <form {...form.props} className="space-y-3">
      <input type="hidden" name="ticketId" value={ticketId} />
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <div aria-live="polite" className="space-y-2">
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>{ticketReplyCopy.sent}</SuccessBox>}
      </div>
      <TextAreaField
        label={ticketReplyCopy.replyLabel}
        required
        rows={4}
        maxLength={REPLY_MAX}
        {...form.field('body')}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Sending...' : ticketReplyCopy.send}
      </Button>
    </form>
  );
}
