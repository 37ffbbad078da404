import { clsx } from 'clsx';
import { invoicePdfHref } from '@/components/portal/billing/invoice-table';
import { formatDate } from '@/lib/format/date';
import type { PlanMilestone, PlanTask } from '@/lib/tasks/queries';
import { isLate, TASK_STATUS_BADGES, TASK_STATUS_LABELS } from '@/lib/tasks/status';
import { CompleteTaskForm } from './complete-task-form';

/** The tasks waiting on the client's company: assigned to one of its people and not done. */
export function waitingOnClient(plan: readonly PlanMilestone[]): PlanTask[] {
  return plan.flatMap((m) => m.tasks).filter((t) => t.assigneeClientId !== null && t.status !== 'done');
}

function TaskLine({ task, today }: { task: PlanTask; today: string }) {
  return (
    // `task-line` (app/components.css) styles the title, the pills and the line below by place.
    <div className="task-line">
      <span>{task.title}</span>{' '}
      <span className={clsx('pill', TASK_STATUS_BADGES[task.status])}>{TASK_STATUS_LABELS[task.status]}</span>
      {isLate(task, today) && <span className="pill ml-1 bg-red-100 font-semibold text-red-800">Late</span>}
      <span>
        {task.assigneeClientId ? (task.assigneeName ?? 'Your company') : 'The team'}
        {task.dueDate && ` · due ${formatDate(task.dueDate)}`}
      </span>
    </div>
  );
}

/**
 * What a milestone leads to. The invoice only for those who handle the company's bills
 * (`billing`: owners and billing members; RLS leaves it out for the others anyway); the
 * approval is on the same page, where the client decides it.
 */
function MilestoneLinks({ milestone, billing }: { milestone: PlanMilestone; billing: boolean }) {
  const invoice = billing ? milestone.invoice : null;
  if (!invoice && !milestone.approval) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
      {invoice && (
        <a href={invoicePdfHref(invoice)} className="font-medium text-brand-700 underline">
          Invoice {invoice.number} (PDF)
        </a>
      )}
      {milestone.approval && (
        <a href="#approvals" className="font-medium text-brand-700 underline">
          Approval: {milestone.approval.title}
        </a>
      )}
    </p>
  );
}

/**
 * The client's view of the plan: first what is waiting on them (each with its Mark done
 * form), then every milestone with its tasks. The reader's RLS has left out the internal tasks.
 */
export function ClientPlan({ plan, today, billing }: { plan: PlanMilestone[]; today: string; billing: boolean }) {
  const waiting = waitingOnClient(plan);
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
                <TaskLine task={task} today={today} />
                {task.description && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{task.description}</p>
                )}
                <CompleteTaskForm taskId={task.id} title={task.title} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ol className="space-y-4">
        {plan.map((milestone) => {
          const late = milestone.reachedAt === null && milestone.dueDate !== null && milestone.dueDate < today;
          return (
            <li
              key={milestone.id}
              data-testid="client-milestone"
              className="rounded-lg border border-slate-200 bg-white p-5"
            >
              <h3 className="text-base font-semibold text-slate-900">
                {milestone.title}{' '}
                {milestone.reachedAt ? (
                  <span className="pill bg-green-100 text-green-800">Reached</span>
                ) : (
                  late && <span className="pill bg-red-100 text-red-800">Late</span>
                )}
              </h3>
              <p className="text-sm text-slate-600">
                {milestone.dueDate ? `Due ${formatDate(milestone.dueDate)}` : 'No due date yet'} · {milestone.doneCount}{' '}
                of {milestone.taskCount} tasks done
              </p>
              <MilestoneLinks milestone={milestone} billing={billing} />
              {milestone.tasks.length > 0 && (
                <ul className="plan-tasks">
                  {milestone.tasks.map((task) => (
                    <li key={task.id} data-testid="client-task">
                      <TaskLine task={task} today={today} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
