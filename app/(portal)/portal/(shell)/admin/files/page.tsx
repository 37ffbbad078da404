import type { Metadata } from 'next';
import { ProjectFilesAdmin } from '@/components/portal/files/project-files-admin';
import { PageHeader } from '@/components/portal/page-header';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-controls';
import { requireRole } from '@/lib/auth/require-role';
import { listProjectChoices, listProjectFiles } from '@/lib/files/queries';

export const metadata: Metadata = { title: 'Files' };

export default async function AdminFilesPage({ searchParams }: { searchParams: Promise<{ project?: string }> }) {
  const { claims } = await requireRole('admin');
  const { project } = await searchParams;
  const projects = await listProjectChoices(claims);
  const selected = projects.find((p) => p.id === project);
  const files = selected ? await listProjectFiles(claims, selected.id) : [];

  return (
    <>
      <PageHeader title="Files" description="Share documents and deliverables with clients on their projects." />
      {/* A plain GET form: choosing a project works without JavaScript and keeps the URL shareable. */}
      <form method="get" action="/admin/files" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectField label="Project" name="project" defaultValue={selected?.id ?? ''} className="min-w-72">
          <option value="">Choose a project</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.clientName} · {p.title}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show Files
        </Button>
      </form>
      {selected ? (
        <ProjectFilesAdmin
          key={selected.id}
          projectId={selected.id}
          files={files}
          title={`Files of ${selected.title} (${selected.clientName})`}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
          {project ? 'That project does not exist. ' : ''}Choose a project to see its files and share new ones.
        </p>
      )}
    </>
  );
}
