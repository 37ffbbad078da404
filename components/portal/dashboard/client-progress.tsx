import { clsx } from 'clsx';
import type { ActivityEntry, ClientProjectSummary } from '@/lib/projects/queries';
import { CLIENT_PROGRESS_STEPS, clientProgressStep, STAGE_META } from '@/lib/projects/stages';

const ACTION_TEXT: Record<string, string> = {
  project_created: 'Project created',
  project_stage_changed: 'Project moved to a new stage',
  file_uploaded: 'New file shared',
  audit_uploaded: 'Software audit uploaded',
  ticket_created: 'Support ticket opened',
  ticket_resolved: 'Support ticket resolved',
  ticket_reopened: 'Support ticket reopened',
};

/** What the event was about, when its details name it: a ticket's subject or a file's name. */
function activitySubject(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const { subject, file_name: fileName } = details as { subject?: unknown; file_name?: unknown };
  const named = subject ?? fileName;
  return typeof named === 'string' && named ? named : null;
}

function activityText(entry: ActivityEntry): string {
  const action = ACTION_TEXT[entry.action] ?? entry.action.replaceAll('_', ' ');
  const subject = activitySubject(entry.details);
  return subject ? `${action}: ${subject}` : action;
}

/** Spec §2.8 client view, driven by the client's current project. */
export function ClientProgress({
  project,
  activity,
}: {
  project: ClientProjectSummary | null;
  activity: ActivityEntry[];
}) {
  if (!project) {
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
  const { index, fillPercent } = clientProgressStep(project.stage);
  return (
    <div className="space-y-6">
      <section aria-labelledby="progress-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="progress-heading" className="text-lg font-semibold">
          Project Progress: {project.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Status: {STAGE_META[project.stage].label} · {project.progressPercentage}% complete
        </p>
        <div className="relative mt-6">
          <div className="absolute top-3 right-3 left-3 h-1 rounded bg-slate-200" aria-hidden="true" />
          <div
            className="absolute top-3 left-3 h-1 rounded bg-brand-600"
            style={{ width: `calc((100% - 1.5rem) * ${fillPercent / 100})` }}
            data-testid="timeline-fill"
            data-fill={fillPercent}
            aria-hidden="true"
          />
          <ol className="relative flex justify-between">
            {CLIENT_PROGRESS_STEPS.map((step, i) => (
              <li
                key={step}
                className="flex flex-col items-center text-center"
                aria-current={i === index ? 'step' : undefined}
              >
                <span
                  className={clsx(
                    'flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-bold',
                    i < index && 'border-brand-600 bg-brand-600 text-white',
                    i === index && 'border-brand-600 bg-white text-brand-700',
                    i > index && 'border-slate-300 bg-white text-slate-500',
                  )}
                >
                  {i + 1}
                </span>
                <span
                  className={clsx(
                    'mt-2 text-xs sm:text-sm',
                    i === index ? 'font-semibold text-slate-900' : 'text-slate-600',
                  )}
                >
                  {step}
                  {i === index && <span className="block text-xs text-brand-700">(current)</span>}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
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
                  {entry.createdAt.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
