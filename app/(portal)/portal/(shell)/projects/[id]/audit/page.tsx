import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ClientAuditSummary } from '@/components/portal/projects/client-audit-summary';
import { loadFirstAudit } from '@/lib/audits/queries';
import { isAdminRole } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/require-role';
import { getClientProject } from '@/lib/client-portal/queries';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Software Audit & ROI' };

/**
 * The project's software audit as its client reads it: the ROI figures and both charts. A
 * document of its own, one link from the project page (as the proposal is), so the project page
 * does not send it with everything else. Another client's project, or no project, is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole('signed-in');
  const { id } = await params;
  if (isAdminRole(user.profile.role)) redirect(`/admin/projects/${encodeURIComponent(id)}`);
  if (user.profile.role !== 'client') redirect('/');
  if (!isUuid(id)) notFound();
  const found = await pageRead(() =>
    withUser(user.claims, async (tx) => {
      // The same rule as the project page: a person of the client company who sees the project.
      const project = await getClientProject(tx, id);
      return project ? { project, audit: await loadFirstAudit(tx, id) } : null;
    }),
  );
  if (!found) notFound();
  const { project, audit } = found;
  return (
    <>
      <Link href={`/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-bold text-slate-900">Software Audit &amp; ROI: {project.title}</h1>
      <ClientAuditSummary audit={audit} monthlyFee={project.monthlyFee} />
    </>
  );
}
