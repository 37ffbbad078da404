'use client';

import { clsx } from 'clsx';
import { startTransition, useEffect, useOptimistic, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { formatDate } from '@/lib/format/date';
import { moveMilestone, moveTask } from '@/lib/tasks/actions';
import { applyPlanMove, taskPlace, type PlanMove } from '@/lib/tasks/plan-moves';
import type { AssigneeOption, MilestoneLinks, PlanMilestone, PlanTask } from '@/lib/tasks/queries';
import { isLate, TASK_STATUS_BADGES, TASK_STATUS_LABELS } from '@/lib/tasks/status';
import { DeletePlanItemForm, MilestoneForm, TaskForm } from './plan-forms';

const MOVE_FAILED = 'Please try again.';

/**
 * The team's plan: milestones in order, each with its tasks. A task moves by drag and drop
 * (onto another task: before it; onto a milestone's list: at its end) or, from the keyboard,
 * with its Up and Down buttons and its Move button (another milestone). Milestones move with
 * their Up and Down buttons. As on the pipeline board, a move shows at once and is undone,
 * with the reason, if the server refuses it. Up and Down are posted forms, so they also work
 * before hydration.
 */
export function PlanEditor({
  projectId,
  plan,
  assignees,
  links,
  taskKeys,
  today,
}: {
  projectId: string;
  plan: PlanMilestone[];
  assignees: AssigneeOption[];
  /** The project's invoices and approvals a milestone may lead to. */
  links: MilestoneLinks;
  /** One idempotency key per milestone's New task form. */
  taskKeys: Record<string, string>;
  today: string;
}) {
  const [board, showMove] = useOptimistic(plan, applyPlanMove);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<PlanTask | null>(null);
  const dragged = useRef<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);

  // A moved item is a new element: keep the keyboard user on the button they used.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = document.getElementById(focusAfterMove.current);
    if (button) {
      button.focus();
      focusAfterMove.current = null;
    }
  });

  function move(plannedMove: PlanMove, label: string) {
    setError(null);
    setAnnouncement('');
    startTransition(async () => {
      showMove(plannedMove);
      const result =
        plannedMove.kind === 'task'
          ? await moveTask({
              id: plannedMove.id,
              milestoneId: plannedMove.milestoneId,
              index: plannedMove.index,
            }).catch(() => null)
          : await moveMilestone({ id: plannedMove.id, index: plannedMove.index }).catch(() => null);
      redirectIfSessionExpired(result);
      if (result?.ok) setAnnouncement(`Moved ${label}.`);
      else setError(`Could not move “${label}”. ${result?.error ?? MOVE_FAILED}`);
    });
  }

  /** The Up and Down forms: posted as they are before hydration, moved in place after. */
  function submitMove(event: FormEvent<HTMLFormElement>, planned: PlanMove, label: string, focusId: string) {
    event.preventDefault();
    focusAfterMove.current = focusId;
    move(planned, label);
  }

  function dropOn(event: DragEvent, milestoneId: string, beforeTaskId: string | null) {
    event.preventDefault();
    event.stopPropagation();
    const id = dragged.current;
    dragged.current = null;
    setDragging(null);
    setDropTarget(null);
    if (!id || id === beforeTaskId) return;
    const task = board.flatMap((m) => m.tasks).find((t) => t.id === id);
    const milestone = board.find((m) => m.id === milestoneId);
    if (!task || !milestone) return;
    const others = milestone.tasks.filter((t) => t.id !== id);
    const at = beforeTaskId ? others.findIndex((t) => t.id === beforeTaskId) : others.length;
    move({ kind: 'task', id, milestoneId, index: at < 0 ? others.length : at }, task.title);
  }

  const allowDrop = (event: DragEvent, target: string) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(target);
  };

  return (
    <section aria-labelledby="plan-milestones-heading" className="space-y-6">
      <h2 id="plan-milestones-heading" className="text-lg font-semibold text-slate-900">
        Milestones and tasks
      </h2>
      <p className="text-sm text-slate-600">
        Drag a task onto another task or milestone, or use its Up, Down and Move buttons.
      </p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-6">
        {board.map((milestone, mIndex) => (
          <li
            key={milestone.id}
            className="rounded-lg border border-slate-200 bg-white p-4"
            data-testid="plan-milestone"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`milestone-heading-${milestone.id}`} className="text-base font-semibold text-slate-900">
                  {milestone.title}
                </h3>
                <p className="text-sm text-slate-600">
                  {milestone.dueDate ? `Due ${formatDate(milestone.dueDate)}` : 'No due date'}
                  {' · '}
                  {milestone.reachedAt
                    ? 'Reached'
                    : `${milestone.doneCount} of ${milestone.taskCount} client tasks done`}
                  {milestone.invoice && ` · invoice ${milestone.invoice.number}`}
                  {milestone.approval && ` · approval “${milestone.approval.title}”`}
                </p>
              </div>
              <div className="flex gap-2">
                <MoveForm
                  id={`milestone-up-${milestone.id}`}
                  label={`Move milestone ${milestone.title} up`}
                  text="Up"
                  disabled={mIndex === 0}
                  fields={{ id: milestone.id, index: String(mIndex - 1) }}
                  action={moveMilestone}
                  onSubmit={(e) =>
                    submitMove(
                      e,
                      { kind: 'milestone', id: milestone.id, index: mIndex - 1 },
                      milestone.title,
                      `milestone-up-${milestone.id}`,
                    )
                  }
                />
                <MoveForm
                  id={`milestone-down-${milestone.id}`}
                  label={`Move milestone ${milestone.title} down`}
                  text="Down"
                  disabled={mIndex === board.length - 1}
                  fields={{ id: milestone.id, index: String(mIndex + 1) }}
                  action={moveMilestone}
                  onSubmit={(e) =>
                    submitMove(
                      e,
                      { kind: 'milestone', id: milestone.id, index: mIndex + 1 },
                      milestone.title,
                      `milestone-down-${milestone.id}`,
                    )
                  }
                />
              </div>
            </div>
            <ul
              aria-label={`Tasks of ${milestone.title}`}
              className={clsx(
                'mt-3 min-h-12 space-y-2 rounded-md p-1',
                dropTarget === milestone.id && 'ring-2 ring-brand-600',
              )}
              onDragOver={(event) => allowDrop(event, milestone.id)}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(event) => dropOn(event, milestone.id, null)}
            >
              {milestone.tasks.map((task, tIndex) => (
                <li
                  key={task.id}
                  draggable
                  data-testid="plan-task"
                  onDragStart={(event) => {
                    // Firefox starts a drag only when it carries data.
                    event.dataTransfer.setData('text/plain', task.id);
                    event.dataTransfer.effectAllowed = 'move';
                    dragged.current = task.id;
                    setDragging(task.id);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDragging(null);
                    setDropTarget(null);
                  }}
                  onDragOver={(event) => allowDrop(event, task.id)}
                  onDrop={(event) => dropOn(event, milestone.id, task.id)}
                  className={clsx(
                    'cursor-grab rounded-md border border-slate-200 bg-slate-50 p-3',
                    dragging === task.id && 'opacity-50',
                    dropTarget === task.id && 'border-t-4 border-t-brand-600',
                  )}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{task.title}</span>
                      <span className={clsx('pill', TASK_STATUS_BADGES[task.status])}>
                        {TASK_STATUS_LABELS[task.status]}
                      </span>
                      {!task.clientVisible && <span className="pill bg-slate-200 text-slate-800">Internal</span>}
                      {isLate(task, today) && <span className="pill bg-red-100 text-red-800">Late</span>}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <MoveForm
                        id={`task-up-${task.id}`}
                        label={`Move task ${task.title} up`}
                        text="Up"
                        disabled={tIndex === 0}
                        fields={{ id: task.id, milestoneId: milestone.id, index: String(tIndex - 1) }}
                        action={moveTask}
                        onSubmit={(e) =>
                          submitMove(
                            e,
                            { kind: 'task', id: task.id, milestoneId: milestone.id, index: tIndex - 1 },
                            task.title,
                            `task-up-${task.id}`,
                          )
                        }
                      />
                      <MoveForm
                        id={`task-down-${task.id}`}
                        label={`Move task ${task.title} down`}
                        text="Down"
                        disabled={tIndex === milestone.tasks.length - 1}
                        fields={{ id: task.id, milestoneId: milestone.id, index: String(tIndex + 1) }}
                        action={moveTask}
                        onSubmit={(e) =>
                          submitMove(
                            e,
                            { kind: 'task', id: task.id, milestoneId: milestone.id, index: tIndex + 1 },
                            task.title,
                            `task-down-${task.id}`,
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        id={`task-move-${task.id}`}
                        aria-label={`Move task ${task.title} to another milestone`}
                        disabled={board.length < 2}
                        onClick={() => setChoosing(task)}
                      >
                        Move
                      </Button>
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {task.assigneeName ?? 'Nobody yet'}
                    {task.assigneeClientId && ' (client)'}
                    {task.dueDate && ` · due ${formatDate(task.dueDate)}`}
                    {task.completionNote && ` · “${task.completionNote}”`}
                  </p>
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-medium text-brand-700">Edit task</summary>
                    <div className="mt-3 space-y-3">
                      <TaskForm milestoneId={milestone.id} task={task} assignees={assignees} />
                      <DeletePlanItemForm id={task.id} kind="task" title={task.title} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">Add a task</summary>
              <div className="mt-3">
                <TaskForm milestoneId={milestone.id} assignees={assignees} formKey={taskKeys[milestone.id]} />
              </div>
            </details>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">Edit milestone</summary>
              <div className="mt-3 space-y-3">
                <MilestoneForm projectId={projectId} milestone={milestone} links={links} />
                <DeletePlanItemForm id={milestone.id} kind="milestone" title={milestone.title} />
              </div>
            </details>
          </li>
        ))}
      </ol>
      <Dialog open={choosing !== null} onOpenChange={(open) => !open && setChoosing(null)}>
        {choosing && (
          <DialogContent
            title={`Move ${choosing.title}`}
            description="Choose the milestone it belongs to; it goes to the end of its tasks."
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <ul className="grid gap-2">
              {board.map((m) => {
                const current = taskPlace(board, choosing.id)?.milestoneId === m.id;
                return (
                  <li key={m.id}>
                    <Button
                      variant="secondary"
                      className="w-full justify-start"
                      disabled={current}
                      onClick={() => {
                        focusAfterMove.current = `task-move-${choosing.id}`;
                        setChoosing(null);
                        move(
                          { kind: 'task', id: choosing.id, milestoneId: m.id, index: m.tasks.length },
                          choosing.title,
                        );
                      }}
                    >
                      {m.title}
                      {current && ' (current milestone)'}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

/** An Up or Down button: a posted form before hydration, an in-place move after. */
function MoveForm({
  id,
  label,
  text,
  disabled,
  fields,
  action,
  onSubmit,
}: {
  id: string;
  label: string;
  text: string;
  disabled: boolean;
  fields: Record<string, string>;
  action: (input: FormData) => Promise<unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form action={action as (input: FormData) => Promise<void>} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="ghost" className="px-2 py-1" id={id} aria-label={label} disabled={disabled}>
        {text}
      </Button>
    </form>
  );
}
