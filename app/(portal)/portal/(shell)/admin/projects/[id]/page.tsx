import type { Metadata } from 'next';
import { ProjectFilesAdmin } from '@/components/portal/files/project-files-admin';
import { AuditTab } from '@/components/portal/projects/audit-tab';
import { BillingTab } from '@/components/portal/projects/billing-tab';
import { OverviewTab } from '@/components/portal/projects/overview-tab';
import { ProjectDetailScreen } from '@/components/portal/projects/project-detail-screen';
import { firstAudit } from '@/lib/audits/queries';
import { requireRole } from '@/lib/auth/require-role';
import { paymentTermsDays } from '@/lib/billing/config';
import { todayIso } from '@/lib/billing/dates';
import { issueDueInvoices, listInvoices } from '@/lib/billing/queries';
import { withUser } from '@/lib/db/client';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { listProjectFiles } from '@/lib/files/queries';
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
  const [project, audit, fields, files] = await Promise.all([
    getProjectDetail(claims, id),
    firstAudit(claims, id),
    listDefinitions(claims, 'project'),
    listProjectFiles(claims, id),
  ]);
  if (!project) return <ProjectNotFound />;
  // Opening the project issues what has fallen due since (e.g. this month's fee), idempotently.
  const today = todayIso();
  const invoices = await withUser(claims, async (tx) => {
    await issueDueInvoices(tx, { projectId: id }, { today, termsDays: paymentTermsDays() });
    return listInvoices(tx, { projectId: id });
  });

  return (
    <ProjectDetailScreen
      project={project}
      fields={fields}
      overview={<OverviewTab project={project} fields={fields} />}
      audit={<AuditTab projectId={project.id} audit={audit} monthlyFee={project.monthlyFee} />}
      billing={<BillingTab project={project} invoices={invoices} today={today} />}
      files={<ProjectFilesAdmin projectId={project.id} files={files} />}
    />
  );
}
