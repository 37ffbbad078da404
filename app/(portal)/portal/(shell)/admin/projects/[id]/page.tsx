import type { Metadata } from 'next';
import { ProjectFilesAdmin } from '@/components/portal/files/project-files-admin';
import { AuditTab } from '@/components/portal/projects/audit-tab';
import { BillingTab } from '@/components/portal/projects/billing-tab';
import { OverviewTab } from '@/components/portal/projects/overview-tab';
import { ProjectDetailScreen } from '@/components/portal/projects/project-detail-screen';
import { withUser } from '@/lib/db/client';
import { requireRole } from '@/lib/auth/require-role';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { isUuid } from '@/lib/lists/params';
import { getProjectDetail } from '@/lib/projects/queries';
import { RecordNotFound } from '@/components/portal/record-not-found';

export const metadata: Metadata = { title: 'Project Details' };

function ProjectNotFound() {
  return (
    <RecordNotFound
      title="Project not found"
      message="This address does not name a project."
      back={{ href: '/admin/projects', label: 'Back to Projects' }}
    />
  );
}

/** Spec §2.15. A malformed or unknown id shows 'Project not found'. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) return <ProjectNotFound />;
  const [page, fields] = await withUser(claims, (tx) =>
    Promise.all([getProjectDetail(tx, id), listDefinitions(tx, 'project')]),
  );
  if (!page) return <ProjectNotFound />;
  const { project, audit, files } = page;

  return (
    <ProjectDetailScreen
      project={project}
      fields={fields}
      overview={<OverviewTab project={project} fields={fields} />}
      audit={<AuditTab projectId={project.id} audit={audit} monthlyFee={project.monthlyFee} />}
      billing={<BillingTab project={project} />}
      files={<ProjectFilesAdmin projectId={project.id} files={files} />}
    />
  );
}
