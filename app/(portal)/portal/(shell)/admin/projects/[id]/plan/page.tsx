import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PlanEditor } from '@/components/portal/plan/plan-editor';
import { MilestoneForm, TemplateForm } from '@/components/portal/plan/plan-forms';
import { ProgressBar } from '@/components/ui/progress-bar';
import { requireRole } from '@/lib/auth/require-role';
import { todayIso } from '@/lib/billing/dates';
import { withUser } from '@/lib/db/client';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { getProjectDetail } from '@/lib/projects/queries';
import { projectProgress } from '@/lib/tasks/progress';
import { listAssignees, listMilestoneLinks, loadPlan } from '@/lib/tasks/queries';

export const metadata: Metadata = { title: 'Project Plan' };

/**
 * The team plans the project: milestones and tasks made, edited, ordered and removed, or an
 * empty plan started from a service's steps. An unknown id is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const found = await pageRead(() =>
    withUser(claims, async (tx) => {
      const [page, plan, assignees, links] = await Promise.all([
        getProjectDetail(tx, id),
        loadPlan(tx, id),
        listAssignees(tx, id),
        listMilestoneLinks(tx, id),
      ]);
      return page ? { project: page.project, plan, assignees, links } : null;
    }),
  );
  if (!found) notFound();
  const { project, plan, assignees, links } = found;
  const progress = projectProgress({
    stage: project.stage,
    progressPercentage: project.progressPercentage,
    milestones: plan,
  });
  const taskKeys = Object.fromEntries(plan.map((m) => [m.id, newIdempotencyKey()]));

  return (
    <>
      <Link href={`/admin/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <h1 id="plan-heading" className="mt-3 text-2xl font-bold text-slate-900">
        Plan: {project.title}
      </h1>
      <div className="mt-4 max-w-xl">
        <ProgressBar value={progress.percent} label={`${project.title} progress`} caption="complete" />
        <p className="mt-1 text-sm text-slate-600">
          {progress.source === 'plan'
            ? 'Measured from the plan: each milestone counts the same, each of its client-visible tasks too.'
            : 'The percentage typed on the project: the plan has no client-visible task yet.'}
        </p>
      </div>
      {plan.length === 0 && (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <TemplateForm projectId={project.id} formKey={newIdempotencyKey()} />
        </div>
      )}
      <div className="mt-6">
        <PlanEditor
          projectId={project.id}
          plan={plan}
          assignees={assignees}
          links={links}
          taskKeys={taskKeys}
          today={todayIso()}
        />
      </div>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <MilestoneForm projectId={project.id} links={links} formKey={newIdempotencyKey()} />
      </div>
    </>
  );
}
