import '@/lib/zod-csp';
import { z } from 'zod';
import { services } from '@/content/services';
import { isUuid, uuidSchema } from '@/lib/lists/params';
import { attachmentFilesSchema, isChosenFile } from '@/lib/messages/schema';
import { optionalDate } from '@/lib/projects/schema';
import { TASK_STATUSES } from './status';

// The plan's forms, one schema each for the browser's check and the server action.

export const MAX_PLAN_TITLE = 200;
export const MAX_TASK_DESCRIPTION = 4000;
export const MAX_COMPLETION_NOTE = 2000;
/** The most milestones or tasks a move can name as the new place: more than any plan holds. */
export const MAX_PLAN_INDEX = 10_000;

export const PLAN_TITLE_REQUIRED = 'Please enter a title';
export const ASSIGNEE_INVALID = 'Choose someone from the list';

const title = z
  .string({ error: PLAN_TITLE_REQUIRED })
  .trim()
  .min(1, PLAN_TITLE_REQUIRED)
  .max(MAX_PLAN_TITLE, `At most ${MAX_PLAN_TITLE} characters`);

const optionalText = (max: number) =>
  z
    .string('Please enter text')
    .max(max, `At most ${max.toLocaleString('en-US')} characters`)
    .transform((value) => value.trim())
    .optional()
    .default('');

/**
 * Who does a task: nobody (''), someone of the firm (`staff:<profile>`) or someone of the
 * client's company (`client:<profile>`). One select box, so the form cannot name both.
 */
export const assigneeSchema = z
  .string()
  .optional()
  .default('')
  .refine((value) => value === '' || /^(staff|client):/.test(value), ASSIGNEE_INVALID)
  .refine((value) => value === '' || isUuid(value.slice(value.indexOf(':') + 1)), ASSIGNEE_INVALID);

export type Assignee = { staffId: string | null; clientId: string | null };

/** The assignee box's value as the two columns. */
export function splitAssignee(value: string): Assignee {
  if (value.startsWith('staff:')) return { staffId: value.slice(6).toLowerCase(), clientId: null };
  if (value.startsWith('client:')) return { staffId: null, clientId: value.slice(7).toLowerCase() };
  return { staffId: null, clientId: null };
}

/** The box's value for a task's assignee. */
export function assigneeValue(task: { assigneeStaffId: string | null; assigneeClientId: string | null }): string {
  if (task.assigneeStaffId) return `staff:${task.assigneeStaffId}`;
  if (task.assigneeClientId) return `client:${task.assigneeClientId}`;
  return '';
}

export const MILESTONE_INVOICE_INVALID = 'Choose an invoice of this project';
export const MILESTONE_APPROVAL_INVALID = 'Choose an approval of this project';

/** A select box naming one of the project's records, or nothing (''). */
const optionalLink = (message: string) =>
  z
    .string(message)
    .trim()
    .nullish()
    .refine((value) => !value || isUuid(value), message)
    .transform((value) => (value ? value.toLowerCase() : null));

const milestoneFields = {
  title,
  dueDate: optionalDate('Due date'),
  /** The invoice this milestone leads to, of the same project. */
  invoiceId: optionalLink(MILESTONE_INVOICE_INVALID),
  /** The approval this milestone leads to, of the same project. */
  approvalId: optionalLink(MILESTONE_APPROVAL_INVALID),
};

export const createMilestoneSchema = z.object({ projectId: uuidSchema, ...milestoneFields });
export const updateMilestoneSchema = z.object({ id: uuidSchema, ...milestoneFields });

const taskFields = {
  title,
  description: optionalText(MAX_TASK_DESCRIPTION),
  status: z.enum(TASK_STATUSES, { error: 'Please choose a status' }).optional().default('todo'),
  assignee: assigneeSchema,
  dueDate: optionalDate('Due date'),
  /** Ticked: the team's own work, which the client never sees. */
  internal: z.boolean().optional().default(false),
};

export const createTaskSchema = z.object({ milestoneId: uuidSchema, ...taskFields });
export const updateTaskSchema = z.object({ id: uuidSchema, ...taskFields });

/** Removing a milestone (with its tasks) or a task. */
export const deletePlanItemSchema = z.object({ id: uuidSchema });

const index = z.coerce.number().int().min(0).max(MAX_PLAN_INDEX);

/** A task moved to a place (0 = first) in a milestone of the same project: the drag and the keyboard's Move. */
export const moveTaskSchema = z.object({ id: uuidSchema, milestoneId: uuidSchema, index });
/** A milestone moved to a place in its project's plan. */
export const moveMilestoneSchema = z.object({ id: uuidSchema, index });

/** The services whose process steps make a starting plan. */
export const TEMPLATE_SERVICES = services.map((service) => service.anchor) as [string, ...string[]];

export const applyTemplateSchema = z.object({
  projectId: uuidSchema,
  service: z.enum(TEMPLATE_SERVICES, { error: 'Please choose a service' }),
});

/**
 * A client person marks a task waiting on them done, saying what they did and, if it helps,
 * sending files (several at once, as on a message: the same rules and limits), which go on
 * the project's conversation like any attachment.
 */
export const completeTaskSchema = z.preprocess(
  (value) =>
    typeof FormData !== 'undefined' && value instanceof FormData
      ? {
          id: value.get('id'),
          comment: value.get('comment') ?? '',
          files: value.getAll('files').filter(isChosenFile),
        }
      : value,
  z.object({
    id: uuidSchema,
    comment: optionalText(MAX_COMPLETION_NOTE),
    files: attachmentFilesSchema,
  }),
);

export const PLAN_SAVED = 'Saved.';
export const PLAN_FAILED = 'The plan could not be saved. Please try again.';
export const PLAN_ITEM_GONE = 'This item is no longer in the plan.';
export const TASK_COMPLETED = 'Marked done: the team has been told.';
export const TASK_NOT_YOURS = 'This task is not waiting on you or your company, or it is done already.';
