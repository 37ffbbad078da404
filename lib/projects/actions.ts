'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser, type Tx } from '@/lib/db/client';
import { once } from '@/lib/idempotency/queries';
import { profiles, projects } from '@/lib/db/schema';
import { listDefinitions } from '@/lib/custom-fields/queries';
import { pickerSearchSchema } from '@/lib/lists/params';
import {
  mergeCustomFields,
  toFieldErrors,
  validateCustomFields,
  type CustomFieldValues,
} from '@/lib/custom-fields/schema';
import { paymentTermsDays } from '@/lib/billing/config';
import { todayIso } from '@/lib/billing/dates';
import { issueDueInvoices } from '@/lib/billing/queries';
import { notifyStageChange } from '@/lib/notifications/events';
import { searchClientOptions, type ClientOption } from './queries';
import { createProjectSchema, moveProjectSchema, updateProjectSchema } from './schema';

const CORRECT_FIELDS = 'Please correct the highlighted fields.';
const PROJECT_GONE = 'This project no longer exists.';
const CLIENT_GONE = 'This client does not exist';

/** Custom values checked against the project field definitions as they are now. */
async function checkCustomFields(tx: Tx, input: CustomFieldValues) {
  const fields = await listDefinitions(tx, 'project');
  return { fields, check: validateCustomFields(fields, input) };
}

type Refusal = { refused: ActionResult<never> };
const refuse = (error: ActionResult<never>): Refusal => ({ refused: error });
const invalidFields = (errors: Parameters<typeof toFieldErrors>[0]) =>
  refuse({ ok: false, error: CORRECT_FIELDS, fieldErrors: toFieldErrors(errors) });

/**
 * A stage, value or date change can make an invoice due (the upfront half at
 * Contract Signed, the final half and the monthly fee once delivered): issued in the same
 * transaction as the change.
 */
function issueInvoicesDue(tx: Tx, projectId: string) {
  return issueDueInvoices(tx, { projectId }, { today: todayIso(), termsDays: paymentTermsDays() });
}

/** Every screen that shows projects: the board, the list, the project, its client. */
function revalidateProjects(projectId?: string, clientId?: string) {
  revalidatePortal('/');
  revalidatePortal('/dashboard');
  revalidatePortal('/admin/projects');
  revalidatePortal('/admin/clients');
  revalidatePortal('/billing');
  if (projectId) revalidatePortal(`/admin/projects/${projectId}`);
  // Its billing page shows the split of the value and the fee.
  if (projectId) revalidatePortal(`/admin/projects/${projectId}/billing`);
  if (projectId) revalidatePortal(`/projects/${projectId}`);
  if (clientId) revalidatePortal(`/admin/clients/${clientId}`);
}

export const createProject = action(
  {
    schema: createProjectSchema,
    role: 'admin',
    idempotent: true,
    redirectOnPost: (created: { id: string }) => `/admin/projects/${created.id}`,
  },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string }>> => {
    const { customFields, clientId, stage, ...details } = input;
    const outcome = await withUser(user.claims, async (tx) => {
      const { check } = await checkCustomFields(tx, customFields);
      if (!check.ok) return invalidFields(check.errors);
      const created = await once(tx, idempotencyKey, 'project', async (tx) => {
        const [client] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.id, clientId), eq(profiles.role, 'client')))
          .limit(1);
        if (!client) return null;
        const [row] = await tx
          .insert(projects)
          .values({ ...details, clientId, kanbanStage: stage, customFields: check.values })
          .returning({ id: projects.id });
        await issueInvoicesDue(tx, row.id);
        return { id: row.id };
      });
      const id = created.value?.id;
      if (!id) return refuse({ ok: false, error: CORRECT_FIELDS, fieldErrors: { clientId: CLIENT_GONE } });
      return { id };
    });
    if ('refused' in outcome) return outcome.refused;
    revalidateProjects(outcome.id, clientId);
    return { ok: true, id: outcome.id };
  },
);

export const updateProject = action(
  { schema: updateProjectSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const { id, customFields, stage, ...details } = input;
    const outcome = await withUser(user.claims, async (tx) => {
      const { fields, check } = await checkCustomFields(tx, customFields);
      if (!check.ok) return invalidFields(check.errors);
      const [current] = await tx
        .select({ customFields: projects.customFields, stage: projects.kanbanStage })
        .from(projects)
        .where(eq(projects.id, id))
        .for('update');
      if (!current) return refuse({ ok: false, error: PROJECT_GONE });
      const [row] = await tx
        .update(projects)
        .set({
          ...details,
          kanbanStage: stage,
          customFields: mergeCustomFields(current.customFields, fields, check.values),
        })
        .where(eq(projects.id, id))
        .returning({ clientId: projects.clientId, title: projects.title });
      await notifyStageChange(tx, user.claims.sub, { id, ...row, from: current.stage, to: stage });
      await issueInvoicesDue(tx, id);
      return { clientId: row.clientId };
    });
    if ('refused' in outcome) return outcome.refused;
    revalidateProjects(id, outcome.clientId);
    return { ok: true };
  },
);

/** The pipeline board's move; the database logs the stage change. */
export const moveProject = action(
  { schema: moveProjectSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const [row] = await withUser(user.claims, async (tx) => {
      const [before] = await tx
        .select({ stage: projects.kanbanStage })
        .from(projects)
        .where(eq(projects.id, input.id))
        .for('update');
      if (!before) return [];
      const moved = await tx
        .update(projects)
        .set({ kanbanStage: input.stage })
        .where(eq(projects.id, input.id))
        .returning({ clientId: projects.clientId, title: projects.title });
      if (moved.length > 0) {
        await notifyStageChange(tx, user.claims.sub, {
          id: input.id,
          ...moved[0],
          from: before.stage,
          to: input.stage,
        });
        await issueInvoicesDue(tx, input.id);
      }
      return moved;
    });
    if (!row) return { ok: false, error: PROJECT_GONE };
    revalidateProjects(input.id, row.clientId);
    return { ok: true };
  },
);

/** The client picker's suggestions (a read, but called from the browser as the user types). */
export const findClients = action(
  { schema: pickerSearchSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ options: ClientOption[] }>> => ({
    ok: true,
    options: await withUser(user.claims, (tx) => searchClientOptions(tx, input.query)),
  }),
);
