'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SuccessBox } from '@/components/ui/notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { FieldDefinition } from '@/lib/custom-fields/schema';
import type { ProjectDetail } from '@/lib/projects/queries';
import { EDIT_FORM_ID, EditProjectForm } from './edit-project-form';

/**
 * Spec §2.15: the project's header with its client, and the three tabs; Edit Project swaps
 * the tabs for the edit form. The shared files follow the tabs. Cancel throws unsaved edits away (the form exists only while
 * editing), as on the client page (DESIGN §7.10).
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
  /** The project's shared files, below the tabs (spec §2.15 has three tabs; files are issue 7's). */
  files: ReactNode;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <ButtonLink href="/admin/projects" variant="ghost" className="-ml-4">
            ← Back to Projects
          </ButtonLink>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{project.title}</h1>
          <p className="mt-1 text-slate-600">
            Client:{' '}
            <Link href={`/admin/clients/${project.clientId}`} className="font-medium text-brand-700 hover:underline">
              {project.clientName}
            </Link>
          </p>
        </div>
        <div className="flex gap-3">
          {editing ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form={EDIT_FORM_ID} disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit Project
            </Button>
          )}
        </div>
      </header>
      {saved && <SuccessBox className="mb-6">Changes saved.</SuccessBox>}
      {editing ? (
        <Card>
          <EditProjectForm
            project={project}
            fields={fields}
            onSaving={setSaving}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
              router.refresh();
            }}
          />
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
      {!editing && <div className="mt-8">{files}</div>}
    </>
  );
}
