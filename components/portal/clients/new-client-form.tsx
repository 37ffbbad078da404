'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CreateFormActions, CustomFieldsSection, FormSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import { InputField } from '@/components/ui/form-field';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { createClient, createClientFromForm } from '@/lib/clients/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import { createClientSchema, type CreateClientInput } from '@/lib/clients/schema';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { ClientBasicFields, type BasicFieldName } from './client-basic-fields';
import { useRecordForm } from '@/components/portal/custom-fields/use-record-form';

export const CREATE_FAILED = 'Failed to create client';

const empty: CreateClientInput = {
  email: '',
  fullName: '',
  companyName: '',
  phone: '',
  website: '',
  address: '',
  billingEmail: '',
  billingContactName: '',
  billingContactEmail: '',
  technicalContactName: '',
  technicalContactEmail: '',
};

/**
 * Spec §2.13: the new client's details, billing and technical contacts, and custom fields.
 * Works before hydration too: the browser posts it to createClientFromForm with the page's
 * idempotency key (`formKey`).
 */
export function NewClientForm({ fields, formKey }: { fields: FieldDefinition[]; formKey: string }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const submission = useIdempotencyKey();
  const posted = usePostedForm(createClientFromForm);
  const { custom, serverError, bind, onSubmit } = useRecordForm({
    schema: createClientSchema,
    defaultValues: empty,
    fields,
    send: (values, customFields) => createClient({ ...values, customFields, [IDEMPOTENCY_FIELD]: submission.key() }),
    failed: CREATE_FAILED,
    sending: () => setSaving(true),
    settled: (created) => {
      // Stays "Creating..." while the new client's page loads.
      if (created) return router.push(`/admin/clients/${created.id}`);
      setSaving(false);
    },
    posted,
  });

  return (
    <form action={posted.action} onSubmit={onSubmit} noValidate className="space-y-6">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={posted.kept[IDEMPOTENCY_FIELD] ?? formKey} />
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <FormSection title="Basic Information">
        <ClientBasicFields bind={(name: BasicFieldName) => bind(name)} disabled={saving} />
      </FormSection>
      <FormSection title="Billing Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Billing Email" type="email" disabled={saving} {...bind('billingEmail')} />
          <InputField label="Billing Contact Name" disabled={saving} {...bind('billingContactName')} />
          <InputField label="Billing Contact Email" type="email" disabled={saving} {...bind('billingContactEmail')} />
        </div>
      </FormSection>
      <FormSection title="Technical Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Technical Contact Name" disabled={saving} {...bind('technicalContactName')} />
          <InputField
            label="Technical Contact Email"
            type="email"
            disabled={saving}
            {...bind('technicalContactEmail')}
          />
        </div>
      </FormSection>
      <CustomFieldsSection fields={fields} custom={custom} disabled={saving} />
      <CreateFormActions cancelHref="/admin/clients" label="Create Client" saving={saving} />
    </form>
  );
}
