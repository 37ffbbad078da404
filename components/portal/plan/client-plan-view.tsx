'use client';

import { clsx } from 'clsx';
import { formatDate } from '@/lib/format/date';
import { TASK_STATUS_BADGES, TASK_STATUS_LABELS, type TaskStatus } from '@/lib/tasks/status';
import { CompleteTaskForm } from './complete-task-form';

/**
 * A task as the client's plan shows it: only what it reads, and a flag or name only when it is
 * set (most tasks are neither late nor the client's, and a `false` or `null` is payload too).
 */
export type ClientPlanTask = {
  title: string;
  status: TaskStatus;
  late?: true;
  /** Assigned to one of the company's people (else the team does it). */
  client?: true;
  assigneeName?: string;
  dueDate?: string;
  /** Only for a task waiting on the client: what its Mark done form needs and shows. */
  waiting?: { id: string; description: string | null };
};

/** A milestone as the client's plan shows it. */
export type ClientPlanMilestone = {
  title: string;
  dueDate?: string;
  state?: 'reached' | 'late';
  doneCount: number;
  taskCount: number;
  invoice?: { href: string; number: string };
  approval?: string;
  tasks: ClientPlanTask[];
};

/** A task's title, its pills and who has it and when it is due: the children of a `task-line`. */
function TaskParts({ task }: { task: ClientPlanTask }) {
  const who = task.client ? (task.assigneeName ?? 'Your company') : 'The team';
  return (
    <>
      <span>{task.title}</span>{' '}
      <span className={clsx('pill', TASK_STATUS_BADGES[task.status])}>{TASK_STATUS_LABELS[task.status]}</span>
      {task.late && <span className="pill badge-red ml-1 font-semibold">Late</span>}
      {/* One text, not three: React marks each seam between texts in the HTML. */}
      <span>{task.dueDate ? `${who} · due ${formatDate(task.dueDate)}` : who}</span>
    </>
  );
}

/**
 * What a milestone leads to: its invoice (sent only to those who handle the company's bills)
 * and its approval, decided further down the same page.
 */
function MilestoneLinks({ milestone }: { milestone: ClientPlanMilestone }) {
  const { invoice, approval } = milestone;
  if (!invoice && !approval) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
      {invoice && (
        <a href={invoice.href} className="font-medium text-brand-700 underline">
          Invoice {invoice.number} (PDF)
        </a>
      )}
      {approval && (
        <a href="#approvals" className="font-medium text-brand-700 underline">
          Approval: {approval}
        </a>
      )}
    </p>
  );
}

/**
 * The client's plan, drawn in the browser from its data: first what is waiting on them (each
 * with its Mark done form), then every milestone with its tasks. As a server component every
 * milestone and task travelled twice, as HTML and again as React payload.
 */
export function ClientPlanView({ plan }: { plan: ClientPlanMilestone[] }) {
  const waiting = plan
    .flatMap((milestone) => milestone.tasks)
    .flatMap((task) => (task.waiting ? [{ ...task, ...task.waiting }] : []));
  return (
    <div className="space-y-6">
      <section aria-labelledby="waiting-heading" className="rounded-lg border border-amber-200 bg-amber-50 p-5">
        <h3 id="waiting-heading" className="text-base font-semibold text-slate-900">
          Waiting on you ({waiting.length})
        </h3>
        {waiting.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing is waiting on you right now.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {waiting.map((task) => (
              <li key={task.id} data-testid="waiting-task" className="rounded-md bg-white p-3">
                {/* `task-line` (app/components.css) styles the title, the pills and the line below by place. */}
                <div className="task-line">
                  <TaskParts task={task} />
                </div>
                {task.description && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{task.description}</p>
                )}
                <CompleteTaskForm taskId={task.id} title={task.title} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* `plan-milestones` (app/components.css) styles each card, its title and its line by place. */}
      <ol className="plan-milestones">
        {/* Keyed by place: the plan is drawn once per page, never reordered in the browser. */}
        {plan.map((milestone, index) => (
          <li key={index} data-testid="client-milestone">
            <h3>
              {milestone.title} {milestone.state === 'reached' && <span className="pill badge-green">Reached</span>}
              {milestone.state === 'late' && <span className="pill badge-red">Late</span>}
            </h3>
            <p>
              {`${milestone.dueDate ? `Due ${formatDate(milestone.dueDate)}` : 'No due date yet'} · ${milestone.doneCount} of ${milestone.taskCount} tasks done`}
            </p>
            <MilestoneLinks milestone={milestone} />
            {milestone.tasks.length > 0 && (
              // Each task is its own `task-line`, styled by place like the waiting ones.
              <ul className="plan-tasks">
                {milestone.tasks.map((task, index) => (
                  <li key={index} data-testid="client-task" className="task-line">
                    <TaskParts task={task} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
