'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveWithCustomFields, useCustomFields } from '@/components/portal/custom-fields/use-custom-fields';
import { CustomFieldsEditor } from '@/components/portal/custom-fields/custom-fields-editor';
import { ErrorBox } from '@/components/ui/alert';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { updateProject } from '@/lib/projects/actions';
import type { ProjectDetail } from '@/lib/projects/queries';
import { updateProjectSchema, type UpdateProjectInput, type UpdateProjectValues } from '@/lib/projects/schema';
import { ProjectFields, type ProjectFieldName } from './project-fields';

export const EDIT_FORM_ID = 'project-edit-form';
const SAVE_FAILED = 'Failed to save the changes';

type FieldName = ProjectFieldName;

/**
 * The admin's edit of a project: its fields and its custom fields. Payments are recorded on
 * the project's invoices (Billing tab), not typed here.
 */
export function EditProjectForm({
  project,
  fields,
  onSaving,
  onSaved,
}: {
  project: ProjectDetail;
  fields: FieldDefinition[];
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const custom = useCustomFields(fields, project.customFields);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProjectInput, unknown, UpdateProjectValues>({
    resolver: zodResolver(updateProjectSchema),
    defaultValues: {
      id: project.id,
      title: project.title,
      stage: project.stage,
      projectValue: String(project.projectValue),
      monthlyFee: String(project.monthlyFee),
      progressPercentage: String(project.progressPercentage),
      startDate: project.startDate ?? '',
      endDate: project.endDate ?? '',
      description: project.description ?? '',
    },
  });
  const bind = (name: FieldName) => ({ ...register(name), error: errors[name]?.message });

  const onSubmit = handleSubmit(
    async (values) => {
      const saved = await saveWithCustomFields({
        custom,
        send: (customFields) => updateProject({ ...values, customFields }),
        showError: setServerError,
        setFieldError: (name, message) => setError(name as FieldName, { message }),
        failed: SAVE_FAILED,
        onSending: () => onSaving(true),
      });
      onSaving(false);
      if (saved) onSaved();
    },
    () => {
      custom.validate();
    },
  );

  return (
    <form id={EDIT_FORM_ID} onSubmit={onSubmit} noValidate className="space-y-8">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <ProjectFields bind={bind} disabled={isSubmitting} />
      {fields.length > 0 && (
        <section aria-labelledby="project-custom-fields-edit">
          <h2 id="project-custom-fields-edit" className="mb-3 font-semibold text-slate-900">
            Custom Fields
          </h2>
          <CustomFieldsEditor
            fields={fields}
            values={custom.values}
            onChange={custom.onChange}
            errors={custom.errors}
            disabled={isSubmitting}
          />
        </section>
      )}
    </form>
  );
}
