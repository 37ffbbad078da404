import { requireRole } from '@/lib/auth/require-role';
import { isAdminRole } from '@/lib/auth/guard';
import { withUser } from '@/lib/db/client';
import { listOwnProjects, listRecentActivity, loadPipeline } from '@/lib/projects/queries';
import { ClientProgress } from './client-progress';
import { PipelineBoard } from './pipeline-board';

/** `/` and `/dashboard` (spec §2.8): the board for admins, progress for clients. */
export async function DashboardScreen() {
  const { claims, profile } = await requireRole('signed-in');

  if (isAdminRole(profile.role)) {
    return (
      <>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <div className="mt-6">
          <PipelineBoard pipeline={await withUser(claims, (tx) => loadPipeline(tx))} />
        </div>
      </>
    );
  }

  if (profile.role === 'client') {
    const { projects, activity } = await withUser(claims, async (tx) => {
      const projects = await listOwnProjects(tx, claims.sub);
      const activity = await listRecentActivity(
        tx,
        claims.sub,
        projects.map((p) => p.id),
      );
      return { projects, activity };
    });
    return (
      <>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back{profile.fullName ? `, ${profile.fullName}` : ''}.</p>
        <div className="mt-6">
          <ClientProgress project={projects[0] ?? null} activity={activity} />
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
