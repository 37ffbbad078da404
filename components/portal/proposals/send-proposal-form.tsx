'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { sendProposal } from '@/lib/proposals/actions';
import { sendProposalSchema } from '@/lib/proposals/schema';
import { DEFAULT_EXPIRY_DAYS, MAX_EXPIRY_DAYS } from '@/lib/proposals/status';

/** Send freezes the saved draft, as previewed above, as the next version. */
export function SendProposalForm({ projectId, disabled }: { projectId: string; disabled?: boolean }) {
  const form = useActionForm({
    action: sendProposal,
    schema: sendProposalSchema,
    defaults: { expiresInDays: String(DEFAULT_EXPIRY_DAYS) },
  });
  return (
    <form {...form.props} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="projectId" value={projectId} />
      <InputField
        label="Valid for (days)"
        inputMode="numeric"
        className="w-40"
        help={`1 to ${MAX_EXPIRY_DAYS}`}
        {...form.field('expiresInDays')}
      />
      <Button type="submit" disabled={form.pending || disabled}>
        Send to client
      </Button>
      {form.formError && <ErrorBox className="w-full">{form.formError}</ErrorBox>}
      <p role="status" className="w-full text-sm text-green-800">
        {form.answer?.ok ? form.answer.message : ''}
      </p>
    </form>
  );
}
