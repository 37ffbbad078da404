import { invoicePdfHref } from '@/components/portal/billing/invoice-pdf-href';
import type { PlanMilestone, PlanTask } from '@/lib/tasks/queries';
import { isLate } from '@/lib/tasks/status';
import { ClientPlanView, type ClientPlanMilestone, type ClientPlanTask } from './client-plan-view';

/** A task waiting on the client's company: assigned to one of its people and not done. */
const waitingOnClient = (task: PlanTask) => task.assigneeClientId !== null && task.status !== 'done';

function taskView(task: PlanTask, today: string): ClientPlanTask {
  return {
    title: task.title,
    status: task.status,
    ...(isLate(task, today) && { late: true }),
    ...(task.assigneeClientId !== null && { client: true }),
    // The name is shown only for the company's own people; the team's tasks say "The team".
    ...(task.assigneeClientId !== null && task.assigneeName !== null && { assigneeName: task.assigneeName }),
    ...(task.dueDate !== null && { dueDate: task.dueDate }),
    ...(waitingOnClient(task) && { waiting: { id: task.id, description: task.description } }),
  };
}

/**
 * The client's view of the plan (the reader's RLS has left out the internal tasks), handed to
 * the view as only the fields it shows. The invoice only for those who handle the company's
 * bills (`billing`: owners and billing members; RLS leaves it out for the others anyway).
 */
export function ClientPlan({ plan, today, billing }: { plan: PlanMilestone[]; today: string; billing: boolean }) {
  // Fields left out rather than sent as null or false (see ClientPlanTask).
  const milestones = plan.map((milestone): ClientPlanMilestone => {
    const state = milestone.reachedAt ? 'reached' : milestone.dueDate !== null && milestone.dueDate < today && 'late';
    return {
      title: milestone.title,
      ...(milestone.dueDate !== null && { dueDate: milestone.dueDate }),
      ...(state && { state }),
      doneCount: milestone.doneCount,
      taskCount: milestone.taskCount,
      ...(billing &&
        milestone.invoice && {
          invoice: { href: invoicePdfHref(milestone.invoice), number: milestone.invoice.number },
        }),
      ...(milestone.approval && { approval: milestone.approval.title }),
      tasks: milestone.tasks.map((task) => taskView(task, today)),
    };
  });
  return <ClientPlanView plan={milestones} />;
}
