import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, todayIso, type IsoDate } from '@/lib/billing/dates';
import { systemDb, type Database, type Tx } from '@/lib/db/client';
import { notifyMany, type NotifyItem } from '@/lib/notifications/notify';

// The plan's reminders of the scheduled run: a task due tomorrow and a task overdue, each told
// once per due date (app.task_notices keeps what was told; a new due date is told again). A
// task given to someone is told to that person alone (a client person or someone of the team);
// nobody's task is told to the team. Internal tasks never reach a client: only client-visible
// tasks can have a client assignee (a check of the table), and the other audiences are staff.

/** The kinds of reminder, as app.task_notices.kind allows them. */
export const TASK_NOTICE_KINDS = ['due_tomorrow', 'overdue'] as const;
export type TaskNoticeKind = (typeof TASK_NOTICE_KINDS)[number];

/** How many reminders one transaction sends; the run repeats until none is left. */
export const TASK_NOTICES_PER_BATCH = 500;

type Due = {
  id: string;
  kind: TaskNoticeKind;
  title: string;
  due_date: string;
  project_id: string;
  project_title: string;
  assignee_client_id: string | null;
  assignee_staff_id: string | null;
};

/** One batch: records the notices and tells them in the same transaction. Returns how many. */
export async function notifyTaskDeadlinesBatch(tx: Tx, today: IsoDate): Promise<number> {
  const tomorrow = addDays(today, 1);
  const rows = await tx.execute<Due>(sql`
    with due as (
      select t.id, case when t.due_date < ${today}::date then 'overdue' else 'due_tomorrow' end as kind,
             t.title, t.due_date::text, t.project_id, p.title as project_title, t.assignee_client_id,
             t.assignee_staff_id
        from app.project_tasks t
        join app.projects p on p.id = t.project_id
       where t.status <> 'done' and t.due_date is not null
         and (t.due_date < ${today}::date or t.due_date = ${tomorrow}::date)
         and not exists (select 1 from app.task_notices n
                          where n.task_id = t.id and n.due_date = t.due_date
                            and n.kind = case when t.due_date < ${today}::date then 'overdue' else 'due_tomorrow' end)
       order by t.due_date, t.id
       limit ${TASK_NOTICES_PER_BATCH}
    ),
    told as (
      insert into app.task_notices (task_id, kind, due_date)
      select id, kind, due_date::date from due
      on conflict do nothing
      returning task_id
    )
    select due.* from due join told on told.task_id = due.id`);
  const items: NotifyItem[] = rows.map((task) => {
    const title =
      task.kind === 'overdue'
        ? `Overdue on ${task.project_title}: ${task.title}`
        : `Due tomorrow on ${task.project_title}: ${task.title}`;
    const body =
      task.kind === 'overdue'
        ? `“${task.title}” was due ${task.due_date} and is not done yet.`
        : `“${task.title}” is due tomorrow (${task.due_date}).`;
    if (task.assignee_client_id)
      return {
        audience: { kind: 'client', clientId: task.assignee_client_id },
        title,
        body,
        link: `/projects/${task.project_id}#plan`,
        // A client told of several tasks at once gets one mail.
        thread: `task-deadlines:${task.assignee_client_id}`,
      };
    const link = `/admin/projects/${task.project_id}/plan`;
    return task.assignee_staff_id
      ? {
          audience: { kind: 'staff', staffId: task.assignee_staff_id },
          title,
          body,
          link,
          thread: `task-deadlines:${task.assignee_staff_id}`,
        }
      : { audience: { kind: 'team' }, title, body, link, thread: 'task-deadlines:team' };
  });
  await notifyMany(tx, 'tasks', null, items);
  return rows.length;
}

/** The whole run, on the trusted connection (no one's claims: it is the system's work). */
export async function notifyTaskDeadlines(db: Database = systemDb(), today = todayIso()): Promise<number> {
  let told = 0;
  for (;;) {
    const step = await db.transaction((tx) => notifyTaskDeadlinesBatch(tx, today));
    told += step;
    if (step < TASK_NOTICES_PER_BATCH) return told;
  }
}
