'use client';

import { savingInEditMode, useRecordForm } from '@/components/portal/custom-fields/use-record-form';
import { EditCustomFieldsSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { updateProject } from '@/lib/projects/actions';
import type { ProjectDetail } from '@/lib/projects/queries';
import { updateProjectSchema } from '@/lib/projects/schema';
import { ProjectFields } from './project-fields';

export const EDIT_FORM_ID = 'project-edit-form';
const SAVE_FAILED = 'Failed to save the changes';

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
  const { form, custom, serverError, bind, onSubmit } = useRecordForm({
    schema: updateProjectSchema,
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
    fields,
    customValues: project.customFields,
    send: (values, customFields) => updateProject({ ...values, customFields }),
    failed: SAVE_FAILED,
    ...savingInEditMode({ onSaving, onSaved }),
  });
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form method="post" id={EDIT_FORM_ID} onSubmit={onSubmit} noValidate className="space-y-8">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <ProjectFields bind={bind} disabled={isSubmitting} />
      <EditCustomFieldsSection
        id="project-custom-fields-edit"
        heading="h2"
        fields={fields}
        custom={custom}
        disabled={isSubmitting}
      />
    </form>
  );
}
