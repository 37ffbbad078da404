'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { EditableDetailHeader, useEditMode } from '@/components/portal/editable-detail';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import type { ProjectDetail } from '@/lib/projects/queries';
import { EDIT_FORM_ID, EditProjectForm } from './edit-project-form';

/**
 * The project's header with its client, and the three tabs; Edit Project swaps
 * the tabs for the edit form. The shared files follow the tabs. Cancel throws unsaved edits away (the form exists only while
 * editing), as on the client page.
 */
export function ProjectDetailScreen({
  project,
  fields,
  overview,
  audit,
  billing,
  files,
}: {
  project: ProjectDetail;
  fields: FieldDefinition[];
  overview: ReactNode;
  audit: ReactNode;
  billing: ReactNode;
  /** The project's shared files, below the three tabs rather than in a tab of their own. */
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
          <p className="mt-1 text-slate-600">
            Client:{' '}
            <Link href={`/admin/clients/${project.clientId}`} className="font-medium text-brand-700 hover:underline">
              {project.clientName}
            </Link>
            {' · '}
            <Link
              href={`/admin/projects/${project.id}/proposal`}
              className="font-medium text-brand-700 hover:underline"
            >
              Proposal
            </Link>
            {' · '}
            <Link
              href={`/admin/projects/${project.id}/case-study`}
              className="font-medium text-brand-700 hover:underline"
            >
              Case study &amp; testimonials
            </Link>
            {' · '}
            <Link href={`/admin/projects/${project.id}/plan`} className="font-medium text-brand-700 hover:underline">
              Plan
            </Link>
          </p>
        }
        editLabel="Edit Project"
        formId={EDIT_FORM_ID}
      />
      {mode.editing ? (
        <Card>
          <EditProjectForm project={project} fields={fields} onSaving={mode.onSaving} onSaved={mode.onSaved} />
        </Card>
      ) : (
        <Tabs defaultValue="overview">
          <TabsList aria-label="Project sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="audit">Audit &amp; ROI</TabsTrigger>
            <TabsTrigger value="billing">Billing</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Card>{overview}</Card>
          </TabsContent>
          <TabsContent value="audit">{audit}</TabsContent>
          <TabsContent value="billing">{billing}</TabsContent>
        </Tabs>
      )}
      {!mode.editing && <div className="mt-8">{files}</div>}
    </>
  );
}
