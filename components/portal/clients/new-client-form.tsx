'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomFieldsEditor } from '@/components/portal/custom-fields/custom-fields-editor';
import { ErrorBox } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/form-field';
import { createClient } from '@/lib/clients/actions';
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Spec §2.13: the new client's details, billing and technical contacts, and custom fields. */
export function NewClientForm({ fields }: { fields: FieldDefinition[] }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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
      setServerError(null);
      if (!custom.validate()) return;
      setSaving(true);
      const created = await saveWithCustomFields({
        custom,
        send: (customFields) => createClient({ ...values, customFields }),
        showError: setServerError,
        setFieldError: (name, message) => setError(name as FieldName, { message }),
        failed: CREATE_FAILED,
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
      <Section title="Basic Information">
        <ClientBasicFields bind={(name: BasicFieldName) => bind(name)} disabled={saving} />
      </Section>
      <Section title="Billing Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Billing Email" type="email" disabled={saving} {...bind('billingEmail')} />
          <InputField label="Billing Contact Name" disabled={saving} {...bind('billingContactName')} />
          <InputField label="Billing Contact Email" type="email" disabled={saving} {...bind('billingContactEmail')} />
        </div>
      </Section>
      <Section title="Technical Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Technical Contact Name" disabled={saving} {...bind('technicalContactName')} />
          <InputField
            label="Technical Contact Email"
            type="email"
            disabled={saving}
            {...bind('technicalContactEmail')}
          />
        </div>
      </Section>
      {fields.length > 0 && (
        <Section title="Custom Fields">
          <CustomFieldsEditor
            fields={fields}
            values={custom.values}
            onChange={custom.onChange}
            errors={custom.errors}
            disabled={saving}
          />
        </Section>
      )}
      <div className="flex justify-end gap-3">
        <ButtonLink href="/admin/clients" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? 'Creating...' : 'Create Client'}
        </Button>
      </div>
    </form>
  );
}
