'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import type { AssigneeOption, MilestoneLinks, PlanMilestone, PlanTask } from '@/lib/tasks/queries';
import {
  applyTemplate,
  createMilestone,
  createTask,
  deleteMilestone,
  deleteTask,
  updateMilestone,
  updateTask,
} from '@/lib/tasks/actions';
import {
  applyTemplateSchema,
  assigneeValue,
  createMilestoneSchema,
  createTaskSchema,
  deletePlanItemSchema,
  MAX_PLAN_TITLE,
  MAX_TASK_DESCRIPTION,
  PLAN_FAILED,
  updateMilestoneSchema,
  updateTaskSchema,
} from '@/lib/tasks/schema';
import { TASK_STATUS_LABELS, TASK_STATUSES } from '@/lib/tasks/status';
import { TEMPLATE_OPTIONS } from '@/lib/tasks/templates';

// The team's plan forms. Each posts to its action before hydration and without JavaScript
// (the page comes back with the answer) and, with it, checks with the action's own schema first.

const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));

function Answer({ form }: { form: ReturnType<typeof useActionForm> }) {
  return (
    <div aria-live="polite" className="space-y-2">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>Saved.</SuccessBox>}
    </div>
  );
}

/**
 * A new milestone at the end of the plan, or an existing one's title, due date and the
 * invoice or approval of the project it leads to.
 */
export function MilestoneForm({
  projectId,
  milestone,
  links,
  formKey,
}: {
  projectId: string;
  milestone?: PlanMilestone;
  links: MilestoneLinks;
  formKey?: string;
}) {
  const editing = milestone !== undefined;
  const form = useActionForm({
    action: editing ? updateMilestone : createMilestone,
    schema: editing ? updateMilestoneSchema : createMilestoneSchema,
    failed: PLAN_FAILED,
    defaults: {
      title: milestone?.title,
      dueDate: milestone?.dueDate,
      invoiceId: milestone?.invoice?.id ?? '',
      approvalId: milestone?.approval?.id ?? '',
    },
    onSuccess: (_result, element) => {
      if (!editing) element?.reset();
    },
  });
  const idBase = milestone ? `milestone-${milestone.id}` : `new-milestone-${projectId}`;
  return (
    <form {...form.props} className="grid gap-3 sm:grid-cols-2 sm:items-end">
      {editing ? (
        <input type="hidden" name="id" value={milestone.id} />
      ) : (
        <>
          <input type="hidden" name="projectId" value={projectId} />
          <IdempotencyKeyInput form={form} formKey={formKey ?? ''} />
        </>
      )}
      <InputField
        id={`${idBase}-title`}
        label={editing ? 'Milestone title' : 'New milestone'}
        required
        maxLength={MAX_PLAN_TITLE}
        {...form.field('title')}
      />
      <InputField id={`${idBase}-due`} label="Due date" type="date" {...form.field('dueDate')} />
      <SelectField id={`${idBase}-invoice`} label="Leads to invoice" {...form.field('invoiceId')}>
        <option value="">No invoice</option>
        <SelectOptions options={links.invoices} />
      </SelectField>
      <SelectField id={`${idBase}-approval`} label="Leads to approval" {...form.field('approvalId')}>
        <option value="">No approval</option>
        <SelectOptions options={links.approvals} />
      </SelectField>
      <div className="sm:col-span-2">
        <Button type="submit" variant={editing ? 'secondary' : 'primary'} disabled={form.pending}>
          {form.pending ? 'Saving...' : editing ? 'Save milestone' : 'Add milestone'}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <Answer form={form} />
      </div>
    </form>
  );
}

/** A new task at the end of a milestone, or an existing task's details. */
export function TaskForm({
  milestoneId,
  task,
  assignees,
  formKey,
}: {
  milestoneId: string;
  task?: PlanTask;
  assignees: AssigneeOption[];
  formKey?: string;
}) {
  const editing = task !== undefined;
  const form = useActionForm({
    action: editing ? updateTask : createTask,
    schema: editing ? updateTaskSchema : createTaskSchema,
    failed: PLAN_FAILED,
    defaults: {
      title: task?.title,
      description: task?.description,
      status: task?.status ?? 'todo',
      assignee: task ? assigneeValue(task) : '',
      dueDate: task?.dueDate,
    },
    onSuccess: (_result, element) => {
      if (!editing) element?.reset();
    },
  });
  const idBase = task ? `task-${task.id}` : `new-task-${milestoneId}`;
  const internal = form.sent
    ? form.sent.internal === 'on' || form.sent.internal === 'true'
    : task
      ? !task.clientVisible
      : false;
  const team = assignees.filter((a) => a.group === 'team');
  const client = assignees.filter((a) => a.group === 'client');
  return (
    <form {...form.props} className="grid gap-3 sm:grid-cols-2">
      {editing ? (
        <input type="hidden" name="id" value={task.id} />
      ) : (
        <>
          <input type="hidden" name="milestoneId" value={milestoneId} />
          <IdempotencyKeyInput form={form} formKey={formKey ?? ''} />
        </>
      )}
      <InputField
        id={`${idBase}-title`}
        label={editing ? 'Task title' : 'New task'}
        required
        maxLength={MAX_PLAN_TITLE}
        className="sm:col-span-2"
        {...form.field('title')}
      />
      <TextAreaField
        id={`${idBase}-description`}
        label="Description"
        rows={2}
        maxLength={MAX_TASK_DESCRIPTION}
        className="sm:col-span-2"
        {...form.field('description')}
      />
      <SelectField id={`${idBase}-status`} label="Status" {...form.field('status')}>
        <SelectOptions options={STATUS_OPTIONS} />
      </SelectField>
      <SelectField id={`${idBase}-assignee`} label="Assignee" {...form.field('assignee')}>
        <option value="">Nobody yet</option>
        <optgroup label="The team">
          <SelectOptions options={team} />
        </optgroup>
        {client.length > 0 && (
          <optgroup label="The client">
            <SelectOptions options={client} />
          </optgroup>
        )}
      </SelectField>
      <InputField id={`${idBase}-due`} label="Due date" type="date" {...form.field('dueDate')} />
      <CheckboxField
        id={`${idBase}-internal`}
        label="Internal (the client does not see it)"
        help="A task given to the client's people is always visible to them."
        className="self-end"
        {...form.field('internal')}
        defaultValue={undefined}
        defaultChecked={internal}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant={editing ? 'secondary' : 'primary'} disabled={form.pending}>
          {form.pending ? 'Saving...' : editing ? 'Save task' : 'Add task'}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <Answer form={form} />
      </div>
    </form>
  );
}

/** Removes a task, or a milestone with its tasks. */
export function DeletePlanItemForm({ id, kind, title }: { id: string; kind: 'task' | 'milestone'; title: string }) {
  const form = useActionForm({
    action: kind === 'task' ? deleteTask : deleteMilestone,
    schema: deletePlanItemSchema,
    failed: PLAN_FAILED,
  });
  return (
    <form {...form.props}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="text-red-700" disabled={form.pending}>
        {kind === 'task' ? `Delete task “${title}”` : `Delete milestone “${title}” and its tasks`}
      </Button>
      {form.formError && <ErrorBox className="mt-2">{form.formError}</ErrorBox>}
    </form>
  );
}

/** An empty plan started from a service's process steps. */
export function TemplateForm({ projectId, formKey }: { projectId: string; formKey: string }) {
  const form = useActionForm({ action: applyTemplate, schema: applyTemplateSchema, failed: PLAN_FAILED });
  return (
    <form {...form.props} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="projectId" value={projectId} />
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <SelectField id={`template-${projectId}`} label="Start from a service’s steps" {...form.field('service')}>
        <SelectOptions options={TEMPLATE_OPTIONS} />
      </SelectField>
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? 'Working...' : 'Use template'}
      </Button>
      <div className="basis-full">
        <Answer form={form} />
      </div>
    </form>
  );
}
