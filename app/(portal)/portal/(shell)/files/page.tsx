import type { Metadata } from 'next';
import { EmptyState } from '@/components/portal/empty-state';
import { ClientFileList } from '@/components/portal/files/client-file-list';
import { PageHeader } from '@/components/portal/page-header';
import { filesCopy } from '@/content/client-portal';
import { requireRole } from '@/lib/auth/require-role';
import { listClientFiles, listClientProjects } from '@/lib/client-portal/queries';
import { StorageUsageMeter } from '@/components/portal/files/storage-usage';
import { storageUsageOfMember } from '@/lib/files/quota';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Files' };

export default async function Page() {
  const { claims } = await requireRole('client');
  const [projects, files, usage] = await pageTransaction(claims, (tx) =>
    Promise.all([listClientProjects(tx, claims.sub), listClientFiles(tx), storageUsageOfMember(tx, claims.sub)]),
  );
  const groups = projects
    .map((project) => ({ project, files: files.filter((file) => file.projectId === project.id) }))
    .filter((group) => group.files.length > 0);
  return (
    <>
      <PageHeader title={filesCopy.title} description={filesCopy.description} />
      {usage && <StorageUsageMeter usage={usage} />}
      {groups.length === 0 ? (
        <EmptyState title={filesCopy.emptyTitle}>{filesCopy.emptyText}</EmptyState>
      ) : (
        <div className="space-y-8">
          {groups.map(({ project, files: projectFiles }) => (
            <section key={project.id} aria-labelledby={`files-${project.id}`}>
              <h2 id={`files-${project.id}`} className="section-title">
                {project.title}
              </h2>
              <ClientFileList files={projectFiles} viewerId={claims.sub} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
