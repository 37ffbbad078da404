import Link from 'next/link';
import { ProjectTimeline } from '@/components/portal/projects/project-timeline';
import { activityLabel } from '@/lib/activity/events';
import type { ActivityEntry, ClientProjectSummary } from '@/lib/projects/queries';
import { isActiveStage, STAGE_META } from '@/lib/projects/stages';
import { formatDate } from '@/lib/format/date';
import { projectProgress } from '@/lib/tasks/progress';

/** What the event was about, when its details name it: a ticket's subject or a file's name. */
function activitySubject(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const { subject, file_name: fileName } = details as { subject?: unknown; file_name?: unknown };
  const named = subject ?? fileName;
  return typeof named === 'string' && named ? named : null;
}

function activityText(entry: ActivityEntry): string {
  const action = activityLabel(entry.action);
  const subject = activitySubject(entry.details);
  return subject ? `${action}: ${subject}` : action;
}

/**
 * The client's progress view, for every active project (the current one first, as the list comes
 * ordered), or the latest finished one when none is active; each links to its project page.
 */
export function ClientProgress({
  projects,
  activity,
}: {
  projects: ClientProjectSummary[];
  activity: ActivityEntry[];
}) {
  if (projects.length === 0) {
    return (
      <section className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">No projects yet</h2>
        <p className="mt-2 text-slate-600">
          When your first project starts, its progress and recent activity appear here. Questions in the meantime? Open
          a ticket under Support.
        </p>
      </section>
    );
  }
  const active = projects.filter((project) => isActiveStage(project.stage));
  const shown = active.length > 0 ? active : projects.slice(0, 1);
  return (
    <div className="space-y-6">
      {shown.map((project) => {
        const progress = projectProgress(project);
        return (
          <section
            key={project.id}
            aria-labelledby={`progress-${project.id}`}
            data-testid="project-progress"
            className="rounded-lg border border-slate-200 bg-white p-6"
          >
            <h2 id={`progress-${project.id}`} className="text-lg font-semibold">
              Project Progress: {project.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Status: {STAGE_META[project.stage].label} · {progress.percent}% complete ·{' '}
              <Link href={`/projects/${project.id}`} className="font-medium text-brand-700 underline">
                View project<span className="sr-only"> {project.title}</span>
              </Link>
            </p>
            <ProjectTimeline stage={project.stage} step={progress.step} label={`Steps of ${project.title}`} />
          </section>
        );
      })}
      <section aria-labelledby="activity-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="activity-heading" className="text-lg font-semibold">
          Recent Activity
        </h2>
        {activity.length === 0 ? (
          <p className="mt-2 text-slate-600">No activity yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {activity.map((entry) => (
              <li key={entry.id} className="flex justify-between gap-4 py-2 text-sm">
                <span>
                  {activityText(entry)}
                  {entry.projectTitle && (
                    <>
                      {' · '}
                      <span className="text-slate-600">{entry.projectTitle}</span>
                    </>
                  )}
                </span>
                <time dateTime={entry.createdAt.toISOString()} className="shrink-0 text-slate-600">
                  {formatDate(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
