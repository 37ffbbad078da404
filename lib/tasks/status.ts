// The statuses of a task in a project's plan, in the order the screens list them. The database
// enum app.task_status, the Drizzle enum and the zod enum all derive from TASK_STATUSES
// (tests/db/domain-lists.test.ts holds the database to this list).

export const TASK_STATUSES = ['todo', 'in_progress', 'blocked', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
};

/** A status pill's colours: the badges' named colour classes (app/components.css), shorter than their utilities. */
export const TASK_STATUS_BADGES: Record<TaskStatus, string> = {
  todo: 'badge-gray',
  in_progress: 'badge-blue',
  blocked: 'badge-red',
  done: 'badge-green',
};

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/** A task is late when it has a due date before today and is not done. Dates are ISO days. */
export function isLate(task: { status: TaskStatus; dueDate: string | null }, today: string): boolean {
  return task.status !== 'done' && task.dueDate !== null && task.dueDate < today;
}
