'use client';

import type { ActionForm } from '@/components/forms/use-action-form';
import { CheckboxField, InputField } from '@/components/ui/form-field';
import { SignaturePadField } from './signature-pad';

/**
 * The boxes of a signature, the client's acceptance and the team's countersignature alike:
 * the typed full name (the signature), the optional drawing, and consent to sign
 * electronically.
 */
export function SignatureFields({
  form,
  idPrefix,
  nameLabel,
  consentLabel,
}: {
  form: ActionForm;
  idPrefix: string;
  nameLabel: string;
  consentLabel: string;
}) {
  return (
    <>
      <InputField
        id={`${idPrefix}-signer-name`}
        label={nameLabel}
        autoComplete="name"
        maxLength={200}
        {...form.field('signerName')}
      />
      <SignaturePadField name="drawnSignature" id={`${idPrefix}-drawn`} error={form.error('drawnSignature')} />
      <CheckboxField
        id={`${idPrefix}-consent`}
        label={consentLabel}
        {...form.form.register('consent')}
        defaultChecked={form.sent?.consent === 'on'}
        error={form.error('consent')}
        name="consent"
      />
    </>
  );
}
