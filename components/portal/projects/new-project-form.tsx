'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useRecordForm } from '@/components/portal/custom-fields/use-record-form';
import { CreateFormActions, CustomFieldsSection, FormSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import type { ComboboxOption } from '@/components/ui/combobox';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { createProject, createProjectFromForm } from '@/lib/projects/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import { createProjectSchema } from '@/lib/projects/schema';
import { ClientPicker } from './client-picker';
import { ProjectFields } from './project-fields';

const CREATE_FAILED = 'Failed to create project';

/**
 * DESIGN §7.2: a new project for a client (preselected when the page was opened for one).
 * Works before hydration too when the client is preselected (the picker needs JavaScript to
 * search): the browser posts it to createProjectFromForm with the page's idempotency key.
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
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const submission = useIdempotencyKey();
  const posted = usePostedForm(createProjectFromForm);
  const [chosenClient, setChosenClient] = useState(client);
  const { form, custom, serverError, bind, onSubmit } = useRecordForm({
    schema: createProjectSchema,
    defaultValues: {
      title: '',
      clientId: client?.value ?? '',
      stage: 'discovery_audit',
      projectValue: '',
      monthlyFee: '',
      progressPercentage: '',
      startDate: '',
      endDate: '',
      description: '',
    },
    fields,
    send: (values, customFields) => createProject({ ...values, customFields, [IDEMPOTENCY_FIELD]: submission.key() }),
    failed: CREATE_FAILED,
    sending: () => setSaving(true),
    settled: (created) => {
      // Stays "Creating..." while the new project's page loads.
      if (created) return router.push(`/admin/projects/${created.id}`);
      setSaving(false);
    },
    posted,
  });

  return (
    <form action={posted.action} onSubmit={onSubmit} noValidate className="space-y-6">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={posted.kept[IDEMPOTENCY_FIELD] ?? formKey} />
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <FormSection title="Project Details">
        <ProjectFields
          bind={bind}
          disabled={saving}
          client={
            <Controller
              name="clientId"
              control={form.control}
              render={({ field, fieldState }) => (
                <ClientPicker
                  id="field-clientId"
                  name="clientId"
                  label="Client"
                  required
                  placeholder="Type a company, name or email"
                  value={chosenClient}
                  error={fieldState.error?.message ?? posted.fieldError('clientId')}
                  disabled={saving}
                  onChange={(option) => {
                    setChosenClient(option);
                    field.onChange(option?.value ?? '');
                  }}
                />
              )}
            />
          }
        />
      </FormSection>
      <CustomFieldsSection fields={fields} custom={custom} disabled={saving} />
      <CreateFormActions cancelHref="/admin/projects" label="Create Project" saving={saving} />
    </form>
  );
}
