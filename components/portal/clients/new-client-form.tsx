'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreateFormActions, CustomFieldsSection, FormSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import { InputField } from '@/components/ui/form-field';
import { createClient } from '@/lib/clients/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import { createClientSchema, type CreateClientInput, type CreateClientValues } from '@/lib/clients/schema';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { ClientBasicFields, type BasicFieldName } from './client-basic-fields';
import { saveWithCustomFields, useCustomFields } from '@/components/portal/custom-fields/use-custom-fields';

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

type FieldName = Exclude<keyof CreateClientInput, 'customFields'>;

/** Spec §2.13: the new client's details, billing and technical contacts, and custom fields. */
export function NewClientForm({ fields }: { fields: FieldDefinition[] }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useIdempotencyKey();
  const custom = useCustomFields(fields);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateClientInput, unknown, CreateClientValues>({
    resolver: zodResolver(createClientSchema),
    defaultValues: empty,
  });
  const bind = (name: FieldName) => ({ ...register(name), error: errors[name]?.message });

  const onSubmit = handleSubmit(
    async (values) => {
      const created = await saveWithCustomFields({
        custom,
        send: (customFields) => createClient({ ...values, customFields, [IDEMPOTENCY_FIELD]: submission.key() }),
        showError: setServerError,
        setFieldError: (name, message) => setError(name as FieldName, { message }),
        failed: CREATE_FAILED,
        onSending: () => setSaving(true),
      });
      // Stays "Creating..." while the new client's page loads.
      if (created) return router.push(`/admin/clients/${created.id}`);
      setSaving(false);
    },
    () => {
      custom.validate();
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
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
