import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/lists/params';
import type { TaskStatus } from './status';
import { weekEnd, type WeekParams } from './week';

/**
 * The most matching tasks counted: past it the list says "at least 1,000" (the pages go on).
 * Counting every open task of a million on each visit would cost more than the page itself.
 */
export const WEEK_COUNT_CAP = 1_000;

export type WeekTask = {
  id: string;
  title: string;
  status: TaskStatus;
  dueDate: string | null;
  clientVisible: boolean;
  projectId: string;
  projectTitle: string;
  milestoneTitle: string;
  assigneeName: string | null;
  assigneeIsClient: boolean;
};

/** The open tasks the filter shows: what falls due by the week's end or is stuck. */
function whereOf(params: WeekParams, today: string): SQL {
  // Waiting on a client, yet the team's or nobody's: nothing can match; said outright, so the
  // database does not walk every open task to find that out.
  if (params.view === 'waiting' && (params.assignee === 'team' || params.assignee === 'nobody')) return sql`false`;
  const end = weekEnd(today);
  const parts: SQL[] = [sql`t.status <> 'done'`];
  const dueByEnd = sql`(t.due_date is not null and t.due_date <= ${end}::date)`;
  if (params.view === 'due') parts.push(sql`t.due_date between ${today}::date and ${end}::date`);
  else if (params.view === 'overdue') parts.push(sql`t.due_date < ${today}::date`);
  else if (params.view === 'blocked') parts.push(sql`t.status = 'blocked'`);
  else if (params.view === 'waiting') parts.push(sql`t.assignee_client_id is not null`);
  else parts.push(sql`(${dueByEnd} or t.status = 'blocked' or t.assignee_client_id is not null)`);
  if (params.assignee === 'team') parts.push(sql`t.assignee_staff_id is not null`);
  else if (params.assignee === 'client') parts.push(sql`t.assignee_client_id is not null`);
  else if (params.assignee === 'nobody') parts.push(sql`t.assignee_staff_id is null and t.assignee_client_id is null`);
  return sql.join(parts, sql` and `);
}

type Row = {
  id: string;
  title: string;
  status: TaskStatus;
  due_date: string | null;
  client_visible: boolean;
  project_id: string;
  project_title: string;
  milestone_title: string;
  assignee_name: string | null;
  assignee_is_client: boolean;
  total: number;
};

/**
 * One page of the week's open tasks across projects, soonest due first (no date last), and
 * how many match, in one statement (the count an InitPlan). Paged in SQL: the page's rows come
 * from an index on the open tasks' due dates.
 */
export async function listWeekTasks(
  tx: Tx,
  params: WeekParams,
  today: string,
): Promise<{ rows: WeekTask[]; total: number }> {
  const where = whereOf(params, today);
  // Tasks waiting on a client are a minority, and where they lie in the table says nothing;
  // counting "the first thousand" in no order, the planner expects them early and reads the
  // table from the start (55 ms at the large seed, the matches late). In the list's own order
  // it walks the open tasks' due-date index instead and stops at the thousandth (8 ms). The
  // other filters match densely, where no order is cheaper (1–5 ms against 5–8).
  const countOrder = params.view === 'waiting' || params.assignee === 'client' ? sql`order by t.due_date, t.id` : sql``;
  const rows = await tx.execute<Row>(sql`
    select t.id, t.title, t.status, t.due_date::text as due_date, t.client_visible, t.project_id,
           p.title as project_title, m.title as milestone_title,
           coalesce(nullif(btrim(a.full_name), ''), a.email) as assignee_name,
           t.assignee_client_id is not null as assignee_is_client,
           (select count(*)::int from (select 1 from app.project_tasks t where ${where} ${countOrder} limit ${WEEK_COUNT_CAP}) c) as total
      from app.project_tasks t
      join app.projects p on p.id = t.project_id
      join app.project_milestones m on m.id = t.milestone_id
      left join app.profiles a on a.id = coalesce(t.assignee_staff_id, t.assignee_client_id)
     where ${where}
     order by t.due_date nulls last, t.id
     limit ${PAGE_SIZE} offset ${(params.page - 1) * PAGE_SIZE}`);
  const total =
    rows[0]?.total ??
    (params.page > 1
      ? ((
          await tx.execute<{ total: number }>(
            sql`select count(*)::int as total from app.project_tasks t where ${where}`,
          )
        )[0]?.total ?? 0)
      : 0);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      dueDate: r.due_date,
      clientVisible: r.client_visible,
      projectId: r.project_id,
      projectTitle: r.project_title,
      milestoneTitle: r.milestone_title,
      assigneeName: r.assignee_name,
      assigneeIsClient: r.assignee_is_client,
    })),
  };
}
