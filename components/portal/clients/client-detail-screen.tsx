'use client';

import { useEffect, type ReactNode } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { CustomFieldsView } from '@/components/portal/custom-fields/custom-fields-view';
import { EditableDetailHeader, useEditMode } from '@/components/portal/editable-detail';
import { EditCustomFieldsSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { updateClient } from '@/lib/clients/actions';
import { updateClientSchema } from '@/lib/clients/schema';
import { withCustomFields, type CustomFieldValues, type FieldDefinition } from '@/lib/custom-fields/schema';
import { httpLink } from '@/lib/links/safe-url';
import { ClientPersonFields } from './client-basic-fields';

export type EditableClient = {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  billingEmail: string | null;
  billingContactName: string | null;
  billingContactEmail: string | null;
  technicalContactName: string | null;
  technicalContactEmail: string | null;
  customFields: CustomFieldValues;
};

const FORM_ID = 'client-edit-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

function Website({ value }: { value: string | null }) {
  const link = httpLink(value);
  if (!link) return <>{value}</>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {link.label}
    </a>
  );
}

function ContactView({ client, fields }: { client: EditableClient; fields: FieldDefinition[] }) {
  const contacts = [
    ['Billing Email', client.billingEmail],
    ['Billing Contact Name', client.billingContactName],
    ['Billing Contact Email', client.billingContactEmail],
    ['Technical Contact Name', client.technicalContactName],
    ['Technical Contact Email', client.technicalContactEmail],
  ].filter(([, value]) => value);
  return (
    <div className="space-y-6">
      <dl className="detail-list grid gap-4 sm:grid-cols-2">
        <Detail label="Full Name">{client.fullName}</Detail>
        <Detail label="Company Name">{client.companyName}</Detail>
        <Detail label="Email">{client.email}</Detail>
        <Detail label="Phone">{client.phone}</Detail>
        <Detail label="Website">{client.website && <Website value={client.website} />}</Detail>
        <Detail label="Address">{client.address}</Detail>
        {contacts.map(([label, value]) => (
          <Detail key={label} label={label!}>
            {value}
          </Detail>
        ))}
      </dl>
      {fields.length > 0 && (
        <section aria-labelledby="client-custom-fields">
          <h3 id="client-custom-fields" className="mb-3 font-semibold text-slate-900">
            Custom Fields
          </h3>
          <CustomFieldsView fields={fields} values={client.customFields} />
        </section>
      )}
    </div>
  );
}

type EditProps = {
  client: EditableClient;
  fields: FieldDefinition[];
  onSaved: () => void;
  onSaving: (v: boolean) => void;
};

/** The contact card's edit: a saved client leaves edit mode, a refused save stays in it with the reason. */
function ContactEditForm({ client, fields, onSaved, onSaving }: EditProps) {
  const form = useActionForm({
    action: updateClient,
    schema: withCustomFields(updateClientSchema, fields),
    defaults: { ...client, customFields: undefined },
    failed: 'Failed to save the changes',
    onSuccess: onSaved,
  });
  useEffect(() => onSaving(form.pending), [form.pending, onSaving]);

  return (
    <form {...form.props} id={FORM_ID} className="space-y-6" aria-label="Contact details">
      <input type="hidden" name="id" value={client.id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <ClientPersonFields bind={form.field} disabled={form.pending} />
      </div>
      <p className="text-sm text-slate-600">
        The company’s name, website and address are edited under Company Details.
      </p>
      <EditCustomFieldsSection
        id="client-custom-fields-edit"
        heading="h3"
        fields={fields}
        form={form}
        values={client.customFields}
        disabled={form.pending}
      />
    </form>
  );
}

/**
 * The client's header and contact card, in view or edit mode. Cancel leaves
 * edit mode and throws the unsaved edits away: the form only exists while
 * editing, so the next edit starts again from the saved values.
 */
export function ClientDetailScreen({
  title,
  client,
  fields,
  projects,
  aside,
}: {
  title: string;
  client: EditableClient;
  fields: FieldDefinition[];
  projects: ReactNode;
  aside: ReactNode;
}) {
  const mode = useEditMode();

  return (
    <>
      <EditableDetailHeader
        mode={mode}
        back={{ href: '/admin/clients', label: 'Back to Clients' }}
        title={title}
        editLabel="Edit Client"
        formId={FORM_ID}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card>
            <h2 className="section-title">Contact Information</h2>
            {mode.editing ? (
              <ContactEditForm client={client} fields={fields} onSaving={mode.onSaving} onSaved={mode.onSaved} />
            ) : (
              <ContactView client={client} fields={fields} />
            )}
          </Card>
          {projects}
        </div>
        <div className="space-y-6">{aside}</div>
      </div>
    </>
  );
}
