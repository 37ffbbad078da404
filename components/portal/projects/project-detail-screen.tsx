'use client';

import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { EditableDetailHeader, useEditMode } from '@/components/portal/editable-detail';
import { Card } from '@/components/ui/card';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import { EDIT_FORM_ID, EditProjectForm, type EditableProject } from './edit-project-form';
import { ProjectViews } from './project-views';

/**
 * The project's other pages, each a link in the header beside its client. Its audit and
 * billing are the tabs of ProjectViews.
 */
const PAGES = [
  ['plan', 'Plan'],
  ['proposal', 'Proposal'],
  ['case-study', 'Case study & testimonials'],
] as const;

/**
 * The project's header with its client and its pages, and the overview; Edit Project swaps
 * the overview for the edit form. The messages, files and approvals follow the overview.
 * Cancel throws unsaved edits away (the form exists only while editing), as on the client page.
 */
export function ProjectDetailScreen({
  project,
  fields,
  overview,
  files,
}: {
  project: EditableProject;
  fields: FieldDefinition[];
  overview: ReactNode;
  /** The project's messages, shared files and approvals, below the overview. */
  files: ReactNode;
}) {
  const mode = useEditMode();

  return (
    <>
      <EditableDetailHeader
        mode={mode}
        back={{ href: '/admin/projects', label: 'Back to Projects' }}
        title={project.title}
        subtitle={
          <p className="project-links">
            Client: <Link href={`/admin/clients/${project.clientId}`}>{project.clientName}</Link>
            {PAGES.map(([path, label]) => (
              <Fragment key={path}>
                {' · '}
                <Link href={`/admin/projects/${project.id}/${path}`}>{label}</Link>
              </Fragment>
            ))}
          </p>
        }
        editLabel="Edit Project"
        formId={EDIT_FORM_ID}
      />
      <ProjectViews projectId={project.id} current="" />
      {mode.editing ? (
        <Card>
          <EditProjectForm project={project} fields={fields} onSaving={mode.onSaving} onSaved={mode.onSaved} />
        </Card>
      ) : (
        <Card>
          <section aria-labelledby="project-overview">
            <h2 id="project-overview" className="section-title">
              Overview
            </h2>
            {overview}
          </section>
        </Card>
      )}
      {!mode.editing && <div className="mt-8">{files}</div>}
    </>
  );
}
