import { requireRole } from '@/lib/auth/require-role';
import { todayIso } from '@/lib/billing/dates';
import { adminOverview, stageCountsOf } from '@/lib/dashboard/queries';
import { isAdminRole } from '@/lib/auth/roles';
import { CARDS_PER_STAGE, listOwnProjects, listRecentActivity, loadPipeline } from '@/lib/projects/queries';
import { AdminOverview } from './admin-overview';
import { ClientProgress } from './client-progress';
import { PipelineBoard } from './pipeline-board';
import { pageTransaction } from '@/lib/outage/page-outage';

/** `/` and `/dashboard`: the board for admins, progress for clients. */
export async function DashboardScreen() {
  const { claims, profile, company } = await requireRole('signed-in');

  if (isAdminRole(profile.role)) {
    const today = todayIso();
    // The overview counts projects per stage; the board reuses those counts, so the projects
    // are read once (the large seed's 50,000 rows).
    const [overview, pipeline] = await pageTransaction(claims, async (tx) => {
      const overview = await adminOverview(tx, today);
      return [overview, await loadPipeline(tx, CARDS_PER_STAGE, stageCountsOf(overview))] as const;
    });
    return (
      <>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <div className="mt-6">
          <AdminOverview overview={overview} />
        </div>
        <div className="mt-8">
          <PipelineBoard pipeline={pipeline} />
        </div>
      </>
    );
  }

  if (profile.role === 'client') {
    const [projects, activity] = await pageTransaction(claims, (tx) =>
      Promise.all([listOwnProjects(tx), company ? listRecentActivity(tx, company.id) : []]),
    );
    return (
      <>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back{profile.fullName ? `, ${profile.fullName}` : ''}.</p>
        <div className="mt-6">
          <ClientProgress projects={projects} activity={activity} />
        </div>
      </>
    );
  }

  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
      <p className="mt-2 text-red-800">Unknown user role: {profile.role}</p>
    </div>
  );
}
