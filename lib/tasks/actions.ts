'use server';

import { and, eq, sql } from 'drizzle-orm';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser, type Tx } from '@/lib/db/client';
import { projectMilestones, projects, projectTasks } from '@/lib/db/schema';
import { once } from '@/lib/idempotency/queries';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { milestoneLinkProblems, milestoneProject } from './queries';
import {
  applyTemplateSchema,
  createMilestoneSchema,
  createTaskSchema,
  deletePlanItemSchema,
  MILESTONE_APPROVAL_INVALID,
  MILESTONE_INVOICE_INVALID,
  moveMilestoneSchema,
  moveTaskSchema,
  PLAN_ITEM_GONE,
  PLAN_SAVED,
  splitAssignee,
  updateMilestoneSchema,
  updateTaskSchema,
} from './schema';
import { serviceTemplate } from './templates';
import { notifyMilestonesReached, notifyTaskAssigned, reachedMilestones } from './notices';

// The team's planning: milestones and tasks made, edited, moved and removed. Each action
// checks its target on the server (the milestone of the project, the assignee of its company)
// and the database checks again (RLS: staff only; the tasks' guard: assignees).

const FIX_FIELDS = 'Please correct the highlighted fields.';
const PROJECT_GONE = 'This project no longer exists.';
const ASSIGNEE_GONE = 'Choose someone of the team or of the client’s company';
/** A task action's outcome inside its transaction: refused, a box refused, or done. */
type TaskOutcome = { error: string } | { field: string } | { id?: string; projectId: string };

const PLAN_NOT_EMPTY = 'This project has a plan already: a template starts an empty plan.';

function revalidatePlan(projectId: string) {
  revalidatePortal(`/admin/projects/${projectId}/plan`);
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/projects/${projectId}`);
  revalidatePortal('/projects');
  revalidatePortal('/admin/this-week');
  revalidatePortal('/');
}

/** The next free position at the end of a list. */
async function nextPosition(tx: Tx, list: 'milestones' | 'tasks', parentId: string): Promise<number> {
  const [row] =
    list === 'milestones'
      ? await tx
          .select({ next: sql<number>`coalesce(max(${projectMilestones.position}) + 1, 0)::int` })
          .from(projectMilestones)
          .where(eq(projectMilestones.projectId, parentId))
      : await tx
          .select({ next: sql<number>`coalesce(max(${projectTasks.position}) + 1, 0)::int` })
          .from(projectTasks)
          .where(eq(projectTasks.milestoneId, parentId));
  return row?.next ?? 0;
}

/** Whether the assignee is one the database will take: the team, or the project's company's people. */
async function assigneeProblem(tx: Tx, projectId: string, assignee: string): Promise<string | null> {
  const { staffId, clientId } = splitAssignee(assignee);
  if (!staffId && !clientId) return null;
  const [row] = await tx.execute<{ ok: boolean }>(
    staffId
      ? sql`select exists (select 1 from app.profiles p where p.id = ${staffId}
              and p.role in ('admin', 'super_admin') and p.deactivated_at is null) as ok`
      : sql`select exists (select 1 from app.projects pr
              join app.organization_members m on m.organization_id = pr.organization_id
             where pr.id = ${projectId} and m.profile_id = ${clientId}) as ok`,
  );
  return row?.ok ? null : ASSIGNEE_GONE;
}

/** An ordered list of the plan: a project's milestones, or a milestone's tasks. */
type PlanList = { list: 'milestones'; projectId: string } | { list: 'tasks'; milestoneId: string };

/** The list's ids in their order, each row locked so two moves of the same list take turns. */
async function lockSiblings(tx: Tx, parent: PlanList): Promise<string[]> {
  const rows =
    parent.list === 'milestones'
      ? await tx
          .select({ id: projectMilestones.id })
          .from(projectMilestones)
          .where(eq(projectMilestones.projectId, parent.projectId))
          .orderBy(projectMilestones.position, projectMilestones.createdAt, projectMilestones.id)
          .for('update')
      : await tx
          .select({ id: projectTasks.id })
          .from(projectTasks)
          .where(eq(projectTasks.milestoneId, parent.milestoneId))
          .orderBy(projectTasks.position, projectTasks.createdAt, projectTasks.id)
          .for('update');
  return rows.map((row) => row.id);
}

/**
 * Puts `id` at `index` of its list (the parent's siblings, locked first) and writes every
 * position that changed.
 */
async function renumber(tx: Tx, parent: PlanList, id: string, index: number) {
  const rest = (await lockSiblings(tx, parent)).filter((x) => x !== id);
  rest.splice(Math.min(index, rest.length), 0, id);
  // Only the moved row is logged as moved; its siblings' new numbers are not changes of their own.
  await tx.execute(sql`select set_config('app.plan_moved', ${id}, true)`);
  const values = sql.join(
    rest.map((x, i) => sql`(${x}::uuid, ${i}::int)`),
    sql`, `,
  );
  const target = parent.list === 'milestones' ? sql`app.project_milestones` : sql`app.project_tasks`;
  await tx.execute(sql`
    update ${target} t set position = v.position
      from (values ${values}) as v (id, position)
     where t.id = v.id and (t.position <> v.position or t.id = ${id}::uuid)`);
}

/** The boxes to fix when a milestone names another project's invoice or approval. */
async function linkFieldErrors(
  tx: Tx,
  projectId: string,
  links: { invoiceId: string | null; approvalId: string | null },
): Promise<Record<string, string> | null> {
  const problems = await milestoneLinkProblems(tx, projectId, links);
  const errors: Record<string, string> = {
    ...(problems.invoiceId ? { invoiceId: MILESTONE_INVOICE_INVALID } : {}),
    ...(problems.approvalId ? { approvalId: MILESTONE_APPROVAL_INVALID } : {}),
  };
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A milestone action's outcome inside its transaction: gone, boxes refused, or done. */
type MilestoneOutcome = { gone: true } | { fields: Record<string, string> } | { id: string; projectId: string };

export const createMilestone = action(
  { schema: createMilestoneSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string; message: string }>> => {
    const outcome = await withUser(user.claims, async (tx): Promise<MilestoneOutcome> => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, input.projectId))
        .for('update');
      if (!project) return { gone: true };
      const fields = await linkFieldErrors(tx, project.id, input);
      if (fields) return { fields };
      const made = await once(tx, idempotencyKey, 'plan-milestone', async (tx) => {
        const [row] = await tx
          .insert(projectMilestones)
          .values({
            projectId: project.id,
            title: input.title,
            dueDate: input.dueDate,
            invoiceId: input.invoiceId,
            approvalId: input.approvalId,
            position: await nextPosition(tx, 'milestones', project.id),
          })
          .returning({ id: projectMilestones.id });
        return { id: row.id };
      });
      return made.value?.id ? { id: made.value.id, projectId: project.id } : { gone: true };
    });
    if ('gone' in outcome) return { ok: false, error: PROJECT_GONE };
    if ('fields' in outcome) return { ok: false, error: FIX_FIELDS, fieldErrors: outcome.fields };
    revalidatePlan(outcome.projectId);
    return { ok: true, id: outcome.id, message: PLAN_SAVED };
  },
);

export const updateMilestone = action(
  { schema: updateMilestoneSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const outcome = await withUser(user.claims, async (tx): Promise<MilestoneOutcome> => {
      const place = await milestoneProject(tx, input.id);
      if (!place) return { gone: true };
      const fields = await linkFieldErrors(tx, place.projectId, input);
      if (fields) return { fields };
      await tx
        .update(projectMilestones)
        .set({ title: input.title, dueDate: input.dueDate, invoiceId: input.invoiceId, approvalId: input.approvalId })
        .where(eq(projectMilestones.id, input.id));
      return { id: input.id, projectId: place.projectId };
    });
    if ('gone' in outcome) return { ok: false, error: PLAN_ITEM_GONE };
    if ('fields' in outcome) return { ok: false, error: FIX_FIELDS, fieldErrors: outcome.fields };
    revalidatePlan(outcome.projectId);
    return { ok: true, message: PLAN_SAVED };
  },
);

export const deleteMilestone = action(
  { schema: deletePlanItemSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const [row] = await withUser(user.claims, (tx) =>
      tx
        .delete(projectMilestones)
        .where(eq(projectMilestones.id, input.id))
        .returning({ projectId: projectMilestones.projectId }),
    );
    if (!row) return { ok: false, error: PLAN_ITEM_GONE };
    revalidatePlan(row.projectId);
    return { ok: true };
  },
);

export const moveMilestone = action(
  { schema: moveMilestoneSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const projectId = await withUser(user.claims, async (tx) => {
      const place = await milestoneProject(tx, input.id);
      if (!place) return null;
      await renumber(tx, { list: 'milestones', projectId: place.projectId }, input.id, input.index);
      return place.projectId;
    });
    if (!projectId) return { ok: false, error: PLAN_ITEM_GONE };
    revalidatePlan(projectId);
    return { ok: true };
  },
);

export const createTask = action(
  { schema: createTaskSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ id: string; message: string }>> => {
    const outcome = await withUser(user.claims, async (tx): Promise<TaskOutcome> => {
      const place = await milestoneProject(tx, input.milestoneId);
      if (!place) return { error: PLAN_ITEM_GONE };
      const problem = await assigneeProblem(tx, place.projectId, input.assignee);
      if (problem) return { field: problem };
      const assignee = splitAssignee(input.assignee);
      const made = await once(tx, idempotencyKey, 'plan-task', async (tx) => {
        const [row] = await tx
          .insert(projectTasks)
          .values({
            projectId: place.projectId,
            milestoneId: input.milestoneId,
            title: input.title,
            description: input.description || null,
            status: input.status,
            // The client's people never get internal work: an assigned client keeps it visible.
            clientVisible: !input.internal || assignee.clientId !== null,
            assigneeStaffId: assignee.staffId,
            assigneeClientId: assignee.clientId,
            dueDate: input.dueDate,
            position: await nextPosition(tx, 'tasks', input.milestoneId),
          })
          .returning({ id: projectTasks.id });
        await notifyTaskAssigned(tx, user.claims.sub, {
          projectId: place.projectId,
          projectTitle: place.projectTitle,
          title: input.title,
          dueDate: input.dueDate,
          ...assignee,
        });
        await notifyMilestonesReached(tx, user.claims.sub, await reachedMilestones(tx, [input.milestoneId], []));
        return { id: row.id };
      });
      return { id: made.value?.id, projectId: place.projectId };
    });
    if ('error' in outcome) return { ok: false, error: outcome.error };
    if ('field' in outcome) return { ok: false, error: FIX_FIELDS, fieldErrors: { assignee: outcome.field } };
    if (!outcome.id) return { ok: false, error: PLAN_ITEM_GONE };
    revalidatePlan(outcome.projectId);
    return { ok: true, id: outcome.id, message: PLAN_SAVED };
  },
);

export const updateTask = action(
  { schema: updateTaskSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const outcome = await withUser(user.claims, async (tx): Promise<TaskOutcome> => {
      const [before] = await tx
        .select({
          projectId: projectTasks.projectId,
          milestoneId: projectTasks.milestoneId,
          staffId: projectTasks.assigneeStaffId,
          clientId: projectTasks.assigneeClientId,
          title: projects.title,
          reached: sql<boolean>`(select m.reached_at is not null from app.project_milestones m where m.id = ${projectTasks.milestoneId})`,
        })
        .from(projectTasks)
        .innerJoin(projects, eq(projects.id, projectTasks.projectId))
        .where(eq(projectTasks.id, input.id))
        .for('update');
      if (!before) return { error: PLAN_ITEM_GONE };
      const problem = await assigneeProblem(tx, before.projectId, input.assignee);
      if (problem) return { field: problem };
      const assignee = splitAssignee(input.assignee);
      await tx
        .update(projectTasks)
        .set({
          title: input.title,
          description: input.description || null,
          status: input.status,
          clientVisible: !input.internal || assignee.clientId !== null,
          assigneeStaffId: assignee.staffId,
          assigneeClientId: assignee.clientId,
          dueDate: input.dueDate,
        })
        .where(eq(projectTasks.id, input.id));
      if (assignee.staffId !== before.staffId || assignee.clientId !== before.clientId) {
        await notifyTaskAssigned(tx, user.claims.sub, {
          projectId: before.projectId,
          projectTitle: before.title,
          title: input.title,
          dueDate: input.dueDate,
          ...assignee,
        });
      }
      const reached = before.reached ? [before.milestoneId] : [];
      await notifyMilestonesReached(tx, user.claims.sub, await reachedMilestones(tx, [before.milestoneId], reached));
      return { projectId: before.projectId };
    });
    if ('error' in outcome) return { ok: false, error: outcome.error };
    if ('field' in outcome) return { ok: false, error: FIX_FIELDS, fieldErrors: { assignee: outcome.field } };
    revalidatePlan(outcome.projectId);
    return { ok: true, message: PLAN_SAVED };
  },
);

export const deleteTask = action(
  { schema: deletePlanItemSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const [row] = await withUser(user.claims, (tx) =>
      tx.delete(projectTasks).where(eq(projectTasks.id, input.id)).returning({ projectId: projectTasks.projectId }),
    );
    if (!row) return { ok: false, error: PLAN_ITEM_GONE };
    revalidatePlan(row.projectId);
    return { ok: true };
  },
);

/** A task to a place in a milestone of the same project (the drag and the Move dialog). */
export const moveTask = action(
  { schema: moveTaskSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const projectId = await withUser(user.claims, async (tx) => {
      const target = await milestoneProject(tx, input.milestoneId);
      if (!target) return null;
      const [task] = await tx
        .select({ milestoneId: projectTasks.milestoneId })
        .from(projectTasks)
        .where(and(eq(projectTasks.id, input.id), eq(projectTasks.projectId, target.projectId)))
        .for('update');
      if (!task) return null;
      if (task.milestoneId !== input.milestoneId) {
        await tx.execute(sql`select set_config('app.plan_moved', ${input.id}, true)`);
        await tx.update(projectTasks).set({ milestoneId: input.milestoneId }).where(eq(projectTasks.id, input.id));
      }
      await renumber(tx, { list: 'tasks', milestoneId: input.milestoneId }, input.id, input.index);
      return target.projectId;
    });
    if (!projectId) return { ok: false, error: PLAN_ITEM_GONE };
    revalidatePlan(projectId);
    return { ok: true };
  },
);

/** An empty plan started from a service's process steps. */
export const applyTemplate = action(
  { schema: applyTemplateSchema, role: 'admin', idempotent: true },
  async (input, { user, idempotencyKey }): Promise<ActionResult<{ message: string }>> => {
    const error = await withUser(user.claims, async (tx) => {
      const [project] = await tx
        .select({ startDate: projects.startDate, endDate: projects.endDate })
        .from(projects)
        .where(eq(projects.id, input.projectId))
        .for('update');
      if (!project) return PROJECT_GONE;
      const [existing] = await tx
        .select({ id: projectMilestones.id })
        .from(projectMilestones)
        .where(eq(projectMilestones.projectId, input.projectId))
        .limit(1);
      // The same template sent twice is one plan: the second send replays the first answer.
      const made = await once(tx, idempotencyKey, 'plan-template', async (tx) => {
        if (existing) return null;
        const template = serviceTemplate(input.service, project) ?? [];
        const made = await tx
          .insert(projectMilestones)
          .values(
            template.map((m, position) => ({
              projectId: input.projectId,
              title: m.title,
              dueDate: m.dueDate,
              position,
            })),
          )
          .returning({ id: projectMilestones.id, position: projectMilestones.position });
        const byPosition = new Map(made.map((m) => [m.position, m.id]));
        await tx.insert(projectTasks).values(
          template.flatMap((m, i) =>
            m.tasks.map((task, position) => ({
              projectId: input.projectId,
              milestoneId: byPosition.get(i) as string,
              title: task.title,
              dueDate: m.dueDate,
              position,
            })),
          ),
        );
        return { made: template.length };
      });
      return made.value ? null : PLAN_NOT_EMPTY;
    });
    if (error) return { ok: false, error };
    revalidatePlan(input.projectId);
    return { ok: true, message: 'The plan starts from the template.' };
  },
);
