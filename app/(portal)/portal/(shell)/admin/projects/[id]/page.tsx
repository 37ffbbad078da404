import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectApprovals } from '@/components/portal/approvals/project-approvals';
import { ProjectFilesAdmin } from '@/components/portal/files/project-files-admin';
import { OverviewTab } from '@/components/portal/projects/overview-tab';
import { ProjectDetailScreen } from '@/components/portal/projects/project-detail-screen';
import { requireRole } from '@/lib/auth/require-role';
import { pageRead } from '@/lib/outage/page-outage';
import { todayIso } from '@/lib/billing/dates';
import { invoicesOnOpen } from '@/lib/billing/open-project';
import { listInvoices } from '@/lib/billing/queries';
import { withUser } from '@/lib/db/client';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { uploadSummary } from '@/lib/files/upload-route';
import { firstParam, isUuid, type SearchParams } from '@/lib/lists/params';
import { ProjectThread } from '@/components/portal/messages/project-thread';
import { getProjectDetail } from '@/lib/projects/queries';

export const metadata: Metadata = { title: 'Project Details' };

/** The admin's project page. An unknown or malformed id shows 'Project not found' (./not-found.tsx), 404. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  const query = await searchParams;
  const before = firstParam(query, 'before') ?? null;
  if (!isUuid(id)) notFound();
  const today = todayIso();
  const found = await pageRead(() =>
    withUser(claims, async (tx) => {
      const [page, fields, invoices] = await Promise.all([
        getProjectDetail(tx, id, { userId: claims.sub, page: { before } }),
        listDefinitions(tx, 'project'),
        listInvoices(tx, { projectId: id }),
      ]);
      if (!page) return null;
      // Opening the project issues what has fallen due since; its billing page shows them.
      await invoicesOnOpen(tx, page.project, invoices, today);
      return { page, fields };
    }),
  );
  if (!found) notFound();
  const { fields } = found;
  const { project, files, approvals, thread } = found.page;

  return (
    <ProjectDetailScreen
      // What the header and the edit form read: not the plan's milestone counts nor the company.
      project={{
        id: project.id,
        title: project.title,
        description: project.description,
        stage: project.stage,
        projectValue: project.projectValue,
        monthlyFee: project.monthlyFee,
        progressPercentage: project.progressPercentage,
        startDate: project.startDate,
        endDate: project.endDate,
        customFields: project.customFields,
        clientId: project.clientId,
        clientName: project.clientName,
      }}
      fields={fields}
      overview={<OverviewTab project={project} fields={fields} />}
      files={
        <div className="space-y-8">
          {thread && (
            <ProjectThread
              projectId={project.id}
              thread={thread}
              basePath={`/admin/projects/${project.id}`}
              viewer="team"
            />
          )}
          <ProjectFilesAdmin
            projectId={project.id}
            clientId={project.clientId}
            viewerId={claims.sub}
            files={files}
            notice={uploadSummary(
              firstParam(query, 'uploaded'),
              firstParam(query, 'failed'),
              firstParam(query, 'refused'),
            )}
          />
          <ProjectApprovals
            projectId={project.id}
            approvals={approvals}
            viewer={{ id: claims.sub, staff: true }}
            files={files}
          />
        </div>
      }
    />
  );
}
