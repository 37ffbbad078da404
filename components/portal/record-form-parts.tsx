import type { ReactNode } from 'react';
import { CustomFieldsEditor } from '@/components/portal/custom-fields/custom-fields-editor';
import type { ActionForm } from '@/components/forms/use-action-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CustomFieldValues, FieldDefinition } from '@/lib/custom-fields/schema';

// The pieces the client and project forms (create and edit) share.

/** A titled card of a create form; its heading names the section for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
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

type CustomFieldsProps = {
  fields: FieldDefinition[];
  form: ActionForm;
  /** The stored values (an edit form). */
  values?: CustomFieldValues;
  disabled: boolean;
};

function CustomFieldInputs({ fields, form, values, disabled }: CustomFieldsProps) {
  return <CustomFieldsEditor fields={fields} values={values} sent={form.sent} error={form.error} disabled={disabled} />;
}

/** The record's custom fields, shown only when some are defined. */
export function CustomFieldsSection(props: CustomFieldsProps) {
  if (props.fields.length === 0) return null;
  return (
    <FormSection title="Custom Fields">
      <CustomFieldInputs {...props} />
    </FormSection>
  );
}

/**
 * The record's custom fields inside an edit form that already sits in a card (the client's
 * contact card, the project's details); `heading` keeps the page's outline.
 */
export function EditCustomFieldsSection({
  id,
  heading: Heading,
  ...props
}: CustomFieldsProps & { id: string; heading: 'h2' | 'h3' }) {
  if (props.fields.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="mb-3 font-semibold text-slate-900">
        Custom Fields
      </Heading>
      <CustomFieldInputs {...props} />
    </section>
  );
}

/** Cancel back to the list, and the create button that reads "Creating..." while it works. */
export function CreateFormActions({
  cancelHref,
  label,
  saving,
}: {
  cancelHref: string;
  label: string;
  saving: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <ButtonLink href={cancelHref} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" disabled={saving}>
        {saving ? 'Creating...' : label}
      </Button>
    </div>
  );
}
