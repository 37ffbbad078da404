import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import type { MilestoneCount } from './progress';
import type { TaskStatus } from './status';

// A project's plan as the reader may see it: RLS leaves a client only the client-visible tasks
// of the projects they see, and the team's names out (they read "the team").

export type PlanTask = {
  id: string;
  milestoneId: string;
  title: string;
  description: string | null;
  status: TaskStatus;
  clientVisible: boolean;
  assigneeStaffId: string | null;
  assigneeClientId: string | null;
  /** The assignee's name as the reader may see it; null for nobody or a name they cannot read. */
  assigneeName: string | null;
  dueDate: string | null;
  completedAt: string | null;
  completionNote: string | null;
};

export type PlanMilestone = {
  id: string;
  title: string;
  dueDate: string | null;
  taskCount: number;
  doneCount: number;
  reachedAt: string | null;
  /** The invoice it leads to, when the reader may read it (RLS: staff, owners, billing). */
  invoice: { id: string; number: string } | null;
  /** The approval it leads to, when the reader may read it. */
  approval: { id: string; title: string } | null;
  tasks: PlanTask[];
};

/** JSON as the driver hands it over: parsed already, or (some connections) as text. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * The milestones of the statement's `projects` row, with their counts, for projectProgress: a
 * column of a select from app.projects. (Named in SQL: a Drizzle column inside a select's own
 * subquery is written unqualified, and would name the milestone's id.)
 */
export function planMilestoneCounts() {
  return sql`coalesce((
    select json_agg(json_build_object('taskCount', m.task_count, 'doneCount', m.done_count))
      from app.project_milestones m where m.project_id = "projects"."id"), '[]'::json)`.mapWith((value: unknown) =>
    fromJson<MilestoneCount[]>(value),
  );
}

type PlanRow = {
  milestones: (Omit<PlanMilestone, 'tasks'> & { tasks: PlanTask[] | null })[] | null;
};

/** The plan, milestones and their tasks in order, in one statement. */
export async function loadPlan(tx: Tx, projectId: string): Promise<PlanMilestone[]> {
  const [row] = await tx.execute<PlanRow>(sql`
    select json_agg(json_build_object(
             'id', m.id, 'title', m.title, 'dueDate', m.due_date, 'taskCount', m.task_count,
             'doneCount', m.done_count, 'reachedAt', m.reached_at,
             -- Joined under the reader's RLS: a link they may not follow is no link at all.
             'invoice', (select json_build_object('id', i.id, 'number', i.number)
                           from app.invoices i where i.id = m.invoice_id),
             'approval', (select json_build_object('id', a.id, 'title', a.title)
                            from app.approvals a where a.id = m.approval_id),
             'tasks', (select json_agg(json_build_object(
                         'id', t.id, 'milestoneId', t.milestone_id, 'title', t.title,
                         'description', t.description, 'status', t.status, 'clientVisible', t.client_visible,
                         'assigneeStaffId', t.assignee_staff_id, 'assigneeClientId', t.assignee_client_id,
                         'assigneeName', coalesce(nullif(btrim(a.full_name), ''), a.email),
                         'dueDate', t.due_date, 'completedAt', t.completed_at, 'completionNote', t.completion_note)
                       order by t.position, t.created_at, t.id)
                         from app.project_tasks t
                         left join app.profiles a on a.id = coalesce(t.assignee_staff_id, t.assignee_client_id)
                        where t.milestone_id = m.id))
           order by m.position, m.created_at, m.id) as milestones
      from app.project_milestones m
     where m.project_id = ${projectId}`);
  return (fromJson<PlanRow['milestones']>(row?.milestones) ?? []).map((m) => ({ ...m, tasks: m.tasks ?? [] }));
}

export type LinkOption = { value: string; label: string };
export type MilestoneLinks = { invoices: LinkOption[]; approvals: LinkOption[] };

/** What a milestone of this project may lead to: its invoices and its approvals, newest first. */
export async function listMilestoneLinks(tx: Tx, projectId: string): Promise<MilestoneLinks> {
  const [invoices, approvals] = await Promise.all([
    tx.execute<LinkOption>(sql`
      select i.id as value, i.number || ' · ' || i.description as label
        from app.invoices i where i.project_id = ${projectId}
       order by i.issue_date desc, i.number desc`),
    tx.execute<LinkOption>(sql`
      select a.id as value, a.title || ' (' || a.status || ')' as label
        from app.approvals a where a.project_id = ${projectId}
       order by a.requested_at desc, a.id desc`),
  ]);
  return { invoices: [...invoices], approvals: [...approvals] };
}

/**
 * Which of a milestone's links name no invoice or approval of its project, by field: the
 * database refuses them too (references on id and project), this says which box to fix.
 */
export async function milestoneLinkProblems(
  tx: Tx,
  projectId: string,
  links: { invoiceId: string | null; approvalId: string | null },
): Promise<{ invoiceId?: true; approvalId?: true }> {
  if (!links.invoiceId && !links.approvalId) return {};
  const [row] = await tx.execute<{ invoice: boolean; approval: boolean }>(sql`
    select (${links.invoiceId}::uuid is null or exists (
              select 1 from app.invoices i where i.id = ${links.invoiceId}::uuid and i.project_id = ${projectId})) as invoice,
           (${links.approvalId}::uuid is null or exists (
              select 1 from app.approvals a where a.id = ${links.approvalId}::uuid and a.project_id = ${projectId})) as approval`);
  return { ...(row?.invoice ? {} : { invoiceId: true }), ...(row?.approval ? {} : { approvalId: true }) };
}

export type AssigneeOption = { value: string; label: string; group: 'team' | 'client' };

/** Who a task of this project may be given to: the team, then the project's company's people. */
export async function listAssignees(tx: Tx, projectId: string): Promise<AssigneeOption[]> {
  const rows = await tx.execute<AssigneeOption>(sql`
    select 'staff:' || p.id as value, coalesce(nullif(btrim(p.full_name), ''), p.email) as label, 'team' as "group"
      from app.profiles p
     where p.role in ('admin', 'super_admin') and p.deactivated_at is null
    union all
    select 'client:' || p.id, coalesce(nullif(btrim(p.full_name), ''), p.email), 'client'
      from app.projects pr
      join app.organization_members m on m.organization_id = pr.organization_id
      join app.profiles p on p.id = m.profile_id and p.deactivated_at is null
     where pr.id = ${projectId}
     order by 3 desc, 2`);
  return [...rows];
}

/** The project a milestone belongs to, with the row locked for a change of its plan. */
export async function milestoneProject(tx: Tx, milestoneId: string) {
  const [row] = await tx.execute<{ project_id: string; title: string; organization_id: string }>(sql`
    select m.project_id, p.title, p.organization_id
      from app.project_milestones m join app.projects p on p.id = m.project_id
     where m.id = ${milestoneId} for update of m`);
  return row ? { projectId: row.project_id, projectTitle: row.title, organizationId: row.organization_id } : null;
}
