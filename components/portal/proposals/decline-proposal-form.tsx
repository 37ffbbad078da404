'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { declineProposal } from '@/lib/proposals/actions';
import { DECISION_FAILED, declineProposalSchema } from '@/lib/proposals/schema';

/** The client declines the proposal and says why. */
export function DeclineProposalForm({ versionId }: { versionId: string }) {
  const form = useActionForm({ action: declineProposal, schema: declineProposalSchema, failed: DECISION_FAILED });
  if (form.answer?.ok) {
    return (
      <p role="status" className="rounded-md bg-slate-50 p-4 text-slate-900">
        {form.answer.message}
      </p>
    );
  }
  return (
    <form {...form.props} className="space-y-3">
      <input type="hidden" name="versionId" value={versionId} />
      <TextAreaField label="Why do you decline?" maxLength={2000} {...form.field('reason')} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" variant="secondary" disabled={form.pending}>
        Decline proposal
      </Button>
    </form>
  );
}
