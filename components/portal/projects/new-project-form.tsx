'use client';

import { useState } from 'react';
import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { CreateFormActions, CustomFieldsSection, FormSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import type { ComboboxOption } from '@/components/ui/combobox';
import { withCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';
import { createProject } from '@/lib/projects/actions';
import { createProjectSchema } from '@/lib/projects/schema';
import { ClientPicker } from './client-picker';
import { ProjectFields } from './project-fields';

/**
 * A new project for a client (preselected when the page was opened for one).
 * Works before hydration too when the client is preselected (the picker needs JavaScript to
 * search; its hidden box posts the client), with the page's idempotency key; a new project
 * opens its page (the action redirects).
 */
export function NewProjectForm({
  fields,
  client,
  formKey,
}: {
  fields: FieldDefinition[];
  client: ComboboxOption | null;
  formKey: string;
}) {
  const form = useActionForm({
    action: createProject,
    schema: withCustomFields(createProjectSchema, fields),
    defaults: { stage: 'discovery_audit' },
    failed: 'Failed to create project',
  });
  const [chosenClient, setChosenClient] = useState(client);
  // Stays "Creating..." while the new project's page loads.
  const saving = form.pending;
  return (
    <form {...form.props} className="space-y-6">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <FormSection title="Project Details">
        <ProjectFields
          bind={form.field}
          disabled={saving}
          client={
            <ClientPicker
              id="field-clientId"
              name="clientId"
              label="Client"
              required
              placeholder="Type a company, name or email"
              value={chosenClient}
              error={form.error('clientId')}
              disabled={saving}
              onChange={setChosenClient}
            />
          }
        />
      </FormSection>
      <CustomFieldsSection fields={fields} form={form} disabled={saving} />
      <CreateFormActions cancelHref="/admin/projects" label="Create Project" saving={saving} />
    </form>
  );
}
