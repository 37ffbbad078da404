import type { Metadata } from 'next';
import { EmptyState } from '@/components/portal/empty-state';
import { PageHeader } from '@/components/portal/page-header';
import { ProjectCard } from '@/components/portal/projects/project-card';
import { projectsCopy } from '@/content/client-portal';
import { requireRole } from '@/lib/auth/require-role';
import { listClientProjects } from '@/lib/client-portal/queries';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Projects' };

export default async function Page() {
  const { claims } = await requireRole('client');
  const projects = await pageTransaction(claims, (tx) => listClientProjects(tx, claims.sub));
  return (
    <>
      <PageHeader title={projectsCopy.title} description={projectsCopy.description} />
      {projects.length === 0 ? (
        <EmptyState title={projectsCopy.emptyTitle}>{projectsCopy.emptyText}</EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
