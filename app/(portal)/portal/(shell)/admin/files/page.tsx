import type { Metadata } from 'next';
import Link from 'next/link';
import { ProjectFilesAdmin } from '@/components/portal/files/project-files-admin';
import { ProjectFilter } from '@/components/portal/files/project-picker';
import { PageHeader } from '@/components/portal/page-header';
import { requireRole } from '@/lib/auth/require-role';
import { listProjectFiles, projectOption } from '@/lib/files/queries';
import { isUuid } from '@/lib/lists/params';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Files' };

export default async function AdminFilesPage({ searchParams }: { searchParams: Promise<{ project?: string }> }) {
  const { claims } = await requireRole('admin');
  const { project } = await searchParams;
  // Both by id at once: an unknown project simply has no files.
  const [selected, files] =
    typeof project === 'string' && isUuid(project)
      ? await pageTransaction(claims, (tx) => Promise.all([projectOption(tx, project), listProjectFiles(tx, project)]))
      : [null, []];

  return (
    <>
      <PageHeader title="Files" description="Share documents and deliverables with clients on their projects." />
      {/* A GET form: the chosen project is in the URL, so the page can be shared and reloaded. */}
      <form method="get" action="/admin/files" className="mb-6 flex flex-wrap items-end gap-3">
        <ProjectFilter key={selected?.value ?? ''} selected={selected} />
      </form>
      {selected ? (
        <>
          <p className="mb-4 text-sm text-slate-600">
            <Link href={`/admin/projects/${selected.value}`} className="font-medium text-brand-700 hover:underline">
              Open the project {selected.label}
            </Link>
          </p>
          <ProjectFilesAdmin
            key={selected.value}
            projectId={selected.value}
            files={files}
            viewerId={claims.sub}
            title={`Files of ${selected.label} (${selected.detail})`}
          />
        </>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
          {project ? 'That project does not exist. ' : ''}Choose a project to see its files and share new ones.
        </p>
      )}
    </>
  );
}
