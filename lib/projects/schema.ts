import '@/lib/zod-csp';
import { z } from 'zod';
import { customFieldInputSchema } from '@/lib/custom-fields/schema';
import { firstParam, isUuid, parsePage, uuidSchema, type SearchParams } from '@/lib/lists/params';
import { KANBAN_STAGES, type KanbanStage } from './stages';

// Create and edit a project. One schema for the form and the server action;
// every transform accepts its own output, so the action can parse what the form parsed.

export const TITLE_REQUIRED = 'Project title is required';
export const CLIENT_REQUIRED = 'Please select a client';
export const DATES_OUT_OF_ORDER = 'End date cannot be before the start date';
export const PROGRESS_INVALID = 'Progress must be a whole number from 0 to 100';

// numeric(12, 2) in the database.
const MONEY_MAX = 9_999_999_999.99;

/** A dollar amount typed into a form: blank is $0; never negative; at most cents. */
export function money(label: string) {
  return z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    if (text === '') return 0;
    const value = Number(text);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!Number.isFinite(value)) return fail(`${label} must be a number`);
    if (value < 0) return fail(`${label} cannot be negative`);
    if (Math.round(value * 100) !== Number((value * 100).toFixed(6))) {
      return fail(`${label} can have at most 2 decimal places`);
    }
    if (value > MONEY_MAX) return fail(`${label} must be at most $9,999,999,999.99`);
    return value;
  });
}

const progress = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (text === '') return 0;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    ctx.addIssue({ code: 'custom', message: PROGRESS_INVALID });
    return z.NEVER;
  }
  return value;
});

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!isRealDate(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date` });
        return z.NEVER;
      }
      return value;
    });

const projectFields = {
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, TITLE_REQUIRED)
    .max(200, 'Title must be at most 200 characters'),
  stage: z.enum(KANBAN_STAGES, { error: 'Please choose a stage' }),
  projectValue: money('Project value'),
  monthlyFee: money('Monthly fee'),
  progressPercentage: progress,
  startDate: optionalDate('Start date'),
  endDate: optionalDate('End date'),
  description: z
    .string()
    .trim()
    .max(10000, 'Description must be at most 10,000 characters')
    .nullish()
    .transform((value) => value || null),
  customFields: customFieldInputSchema,
};

const dates = z.object({ startDate: projectFields.startDate, endDate: projectFields.endDate });

// Checked whenever both dates are valid, even if other fields are not, so every message shows at once.
const datesInOrder: [(project: z.output<typeof dates>) => boolean, Parameters<typeof dates.refine>[1]] = [
  (project) => !project.startDate || !project.endDate || project.startDate <= project.endDate,
  { path: ['endDate'], message: DATES_OUT_OF_ORDER, when: (payload) => dates.safeParse(payload.value).success },
];

export const createProjectSchema = z
  .object({
    ...projectFields,
    clientId: z.string({ error: CLIENT_REQUIRED }).refine(isUuid, CLIENT_REQUIRED),
  })
  .refine(...datesInOrder);

export const updateProjectSchema = z
  .object({
    ...projectFields,
    id: uuidSchema,
  })
  .refine(...datesInOrder);

export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProjectValues = z.output<typeof createProjectSchema>;
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProjectValues = z.output<typeof updateProjectSchema>;

export const moveProjectSchema = z.object({ id: uuidSchema, stage: z.enum(KANBAN_STAGES) });

export type ProjectListParams = { stage: KanbanStage | 'all'; client: string | null; page: number };

/** ?stage=&client=&page= of Project Management; anything unknown means "all". */
export function parseProjectListParams(params: SearchParams): ProjectListParams {
  const stage = firstParam(params, 'stage') ?? '';
  const client = firstParam(params, 'client') ?? '';
  return {
    stage: (KANBAN_STAGES as readonly string[]).includes(stage) ? (stage as KanbanStage) : 'all',
    client: isUuid(client) ? client.toLowerCase() : null,
    page: parsePage(firstParam(params, 'page')),
  };
}
