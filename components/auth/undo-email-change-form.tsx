'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';
import { undoEmailChange } from '@/lib/accounts/actions';
import { undoEmailChangeSchema } from '@/lib/accounts/schema';

/** One press restores the old sign-in email (opening the link alone changes nothing). Works before hydration too. */
export function UndoEmailChangeForm({ token }: { token: string }) {
  const form = useActionForm({ action: undoEmailChange, schema: undoEmailChangeSchema });
  if (form.answer?.ok) return <SuccessBox>{form.answer.message}</SuccessBox>;
  return (
    <form {...form.props} className="space-y-5" aria-label="Undo email change">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Undoing...' : 'Undo the Email Change'}
      </Button>
    </form>
  );
}
