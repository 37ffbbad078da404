'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';
import { acceptProposal } from '@/lib/proposals/actions';
import { optionLabel, type ProposalOption } from '@/lib/proposals/content';
import { money } from '@/lib/proposals/document';
import { acceptProposalSchema, DECISION_FAILED } from '@/lib/proposals/schema';
import { SignatureFields } from './signature-fields';

/**
 * The client picks an option and signs: the typed full name, an optional drawing, consent, and
 * the version and document hash it read (hidden). A posted form, so it works before and without JavaScript.
 */
export function AcceptProposalForm({
  versionId,
  documentSha256,
  options,
}: {
  versionId: string;
  documentSha256: string;
  options: ProposalOption[];
}) {
  const form = useActionForm({ action: acceptProposal, schema: acceptProposalSchema, failed: DECISION_FAILED });
  if (form.answer?.ok) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
        {form.answer.message}
      </p>
    );
  }
  const chosen = form.sent?.option;
  const optionError = form.error('option');
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="documentSha256" value={documentSha256} />
      <fieldset aria-describedby={optionError ? 'accept-option-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Choose an option</legend>
        <div className="mt-2 space-y-2">
          {options.map((option, index) => (
            <label key={index} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={String(index)}
                defaultChecked={chosen === String(index)}
                {...form.form.register('option')}
              />
              {optionLabel(option, index)} — {money(option.projectValue)} and {money(option.monthlyFee)}/month
            </label>
          ))}
        </div>
        <FieldMessages id="accept-option" error={optionError} />
      </fieldset>
      <SignatureFields
        form={form}
        idPrefix="accept"
        nameLabel="Your full name (your signature)"
        consentLabel="I agree to sign this proposal electronically, and that my typed name is my signature."
      />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" disabled={form.pending}>
        Accept and sign
      </Button>
    </form>
  );
}
