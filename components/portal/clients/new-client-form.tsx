'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { CreateFormActions, CustomFieldsSection, FormSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import { InputField } from '@/components/ui/form-field';
import { createClient } from '@/lib/clients/actions';
import { createClientSchema } from '@/lib/clients/schema';
import { withCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';
import { ClientPersonFields, NewCompanyFields } from './client-basic-fields';

/**
 * The new client's details, billing and technical contacts, and custom fields.
 * Works before hydration too, with the page's idempotency key (`formKey`); a new client opens
 * its page (the action redirects).
 */
export function NewClientForm({ fields, formKey }: { fields: FieldDefinition[]; formKey: string }) {
  const form = useActionForm({
    action: createClient,
    schema: withCustomFields(createClientSchema, fields),
    failed: 'Failed to create client',
  });
  // Stays "Creating..." while the new client's page loads.
  const saving = form.pending;
  return (
    <form {...form.props} className="space-y-6">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <FormSection title="Basic Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <ClientPersonFields bind={form.field} disabled={saving} />
          <NewCompanyFields bind={form.field} disabled={saving} />
        </div>
      </FormSection>
      <FormSection title="Billing Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Billing Email" type="email" disabled={saving} {...form.field('billingEmail')} />
          <InputField label="Billing Contact Name" disabled={saving} {...form.field('billingContactName')} />
          <InputField
            label="Billing Contact Email"
            type="email"
            disabled={saving}
            {...form.field('billingContactEmail')}
          />
        </div>
      </FormSection>
      <FormSection title="Technical Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Technical Contact Name" disabled={saving} {...form.field('technicalContactName')} />
          <InputField
            label="Technical Contact Email"
            type="email"
            disabled={saving}
            {...form.field('technicalContactEmail')}
          />
        </div>
      </FormSection>
      <CustomFieldsSection fields={fields} form={form} disabled={saving} />
      <CreateFormActions cancelHref="/admin/clients" label="Create Client" saving={saving} />
    </form>
  );
}
