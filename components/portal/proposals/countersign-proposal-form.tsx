'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { countersignProposal } from '@/lib/proposals/actions';
import { countersignProposalSchema, DECISION_FAILED } from '@/lib/proposals/schema';
import { SignatureFields } from './signature-fields';

/**
 * The team countersigns an accepted proposal: the admin's typed full name, an optional drawing
 * and consent. A
 * posted form, so it works before and without JavaScript.
 */
export function CountersignProposalForm({ decisionId }: { decisionId: string }) {
  const form = useActionForm({
    action: countersignProposal,
    schema: countersignProposalSchema,
    failed: DECISION_FAILED,
  });
  if (form.answer?.ok) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
        {form.answer.message}
      </p>
    );
  }
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="decisionId" value={decisionId} />
      <SignatureFields
        form={form}
        idPrefix="countersign"
        nameLabel="Your full name (your countersignature)"
        consentLabel="I agree to countersign this proposal electronically, and that my typed name is my signature."
      />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" disabled={form.pending}>
        Countersign
      </Button>
    </form>
  );
}
