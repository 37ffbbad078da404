import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AuditTab } from '@/components/portal/projects/audit-tab';
import { ProjectViews } from '@/components/portal/projects/project-views';
import { requireRole } from '@/lib/auth/require-role';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { getProjectDetail } from '@/lib/projects/queries';

export const metadata: Metadata = { title: 'Project Audit & ROI' };

/**
 * The project's software audit (its items, the CSV upload) and ROI Summary on a page of its
 * own, one link from the project (docs/decisions/0075). The upload itself posts to
 * `/admin/projects/<id>/audit`. An unknown or malformed id is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const found = await pageRead(() => withUser(claims, (tx) => getProjectDetail(tx, id)));
  if (!found) notFound();
  const { project, audit } = found;

  return (
    <>
      <Link href={`/admin/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <h1 className="mt-3 mb-4 text-2xl font-bold text-slate-900">Audit &amp; ROI: {project.title}</h1>
      <ProjectViews projectId={project.id} current="/audit-roi" />
      <AuditTab projectId={project.id} audit={audit} monthlyFee={project.monthlyFee} />
    </>
  );
}
