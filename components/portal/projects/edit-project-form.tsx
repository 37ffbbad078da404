'use client';

import { useEffect } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { EditCustomFieldsSection } from '@/components/portal/record-form-parts';
import { ErrorBox } from '@/components/ui/alert';
import { withCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';
import { updateProject } from '@/lib/projects/actions';
import type { ProjectDetail } from '@/lib/projects/queries';
import { updateProjectSchema } from '@/lib/projects/schema';
import { ProjectFields } from './project-fields';

/** What the project's header and edit form read of it. */
export type EditableProject = Omit<ProjectDetail, 'milestones' | 'organizationId'>;

export const EDIT_FORM_ID = 'project-edit-form';

/**
 * The admin's edit of a project: its fields and its custom fields. Payments are recorded on
 * the project's invoices (its Billing page), not typed here. "Saving..." while it runs; a saved
 * project leaves edit mode, a refused save stays in it with the reason.
 */
export function EditProjectForm({
  project,
  fields,
  onSaving,
  onSaved,
}: {
  project: EditableProject;
  fields: FieldDefinition[];
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}) {
  const form = useActionForm({
    action: updateProject,
    schema: withCustomFields(updateProjectSchema, fields),
    defaults: {
      title: project.title,
      stage: project.stage,
      projectValue: String(project.projectValue),
      monthlyFee: String(project.monthlyFee),
      progressPercentage: String(project.progressPercentage),
      startDate: project.startDate,
      endDate: project.endDate,
      description: project.description,
    },
    failed: 'Failed to save the changes',
    onSuccess: onSaved,
  });
  useEffect(() => onSaving(form.pending), [form.pending, onSaving]);

  return (
    <form {...form.props} id={EDIT_FORM_ID} className="space-y-8">
      <input type="hidden" name="id" value={project.id} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <ProjectFields bind={form.field} disabled={form.pending} />
      <EditCustomFieldsSection
        id="project-custom-fields-edit"
        heading="h2"
        fields={fields}
        form={form}
        values={project.customFields}
        disabled={form.pending}
      />
    </form>
  );
}
