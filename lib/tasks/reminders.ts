import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, todayIso, type IsoDate } from '@/lib/billing/dates';
import { systemDb, type Database, type Tx } from '@/lib/db/client';
import { portalOrigin } from '@/lib/notifications/links';
import { notifyMany } from '@/lib/notifications/notify';
import { DIGEST_LISTED_TASKS, digestItem, type Digest, type DigestTask } from './deadline-digest';

export { TASK_NOTICE_KINDS, type TaskNoticeKind } from './deadline-digest';

// The plan's reminders of the scheduled run (decision 0067): tasks due tomorrow and tasks
// that fell overdue, each task told once per due date (app.task_notices keeps what was told;
// a new due date is told again), gathered per person into ONE notification per kind and run.
//
// Who hears: a task given to a client person is told to that person alone (client-visible
// tasks only, which the table's check already makes the only ones a client can hold); a task
// given to someone of the team, to that person; a task given to nobody, to every member of
// the team, inside the same digest as their own tasks. Internal tasks reach the team only.
//
// Which overdue tasks: only those that fell overdue while the run was watching, i.e. due on
// or after the day of the previous run (app.task_reminder_watch) and before today. The first
// run ever, a plan imported with old dates or a due date moved into the past is not
// announced: those tasks were overdue before anyone was watching, and telling of each at
// once is a flood, not a reminder. A run after days without one still tells of the tasks
// due in those days (in one digest per person).
//
// Exactly once: the whole run is one transaction holding the watch row's lock, so two
// servers (or the start-up run and a cron request) take turns, and the claims in
// app.task_notices commit with the notifications or not at all.

export type TaskDeadlineRun = {
  /** Tasks told of in this run (claims recorded). */
  tasks: number;
  /** Notifications sent: one per person and kind. */
  digests: number;
};

type DigestRow =
  | {
      kind: Digest['kind'];
      audience: Digest['audience'];
      person: string;
      total: number;
      projects: number;
      tasks: DigestTask[];
    }
  /** The row that counts the run's claims. */
  | { kind: null; total: number };

/** The previous run's day (null on the first run ever), with the watch row locked for the run. */
async function lockWatch(tx: Tx, today: IsoDate): Promise<IsoDate | null> {
  const created = await tx.execute(sql`
    insert into app.task_reminder_watch (id, last_run_on) values (true, ${today}::date)
    on conflict (id) do nothing
    returning id`);
  if (created.length > 0) return null;
  const [watch] = await tx.execute<{ last_run_on: string }>(sql`
    select last_run_on::text from app.task_reminder_watch where id for update`);
  return watch.last_run_on;
}

/**
 * Claims the tasks to tell of and gathers them per person and kind, in one statement: the
 * candidates come from the open tasks' due-date index, the claims are inserted, and the
 * claimed tasks are grouped with their count and the first few named.
 */
async function claimDigests(tx: Tx, today: IsoDate, since: IsoDate | null): Promise<DigestRow[]> {
  const tomorrow = addDays(today, 1);
  return tx.execute<DigestRow>(sql`
    with due as (
      select t.id, t.title, t.due_date, t.project_id, t.client_visible, t.assignee_client_id, t.assignee_staff_id,
             case when t.due_date < ${today}::date then 'overdue' else 'due_tomorrow' end as kind
        from app.project_tasks t
       where t.status <> 'done'
         and (t.due_date = ${tomorrow}::date or (t.due_date >= ${since}::date and t.due_date < ${today}::date))
         and not exists (select 1 from app.task_notices n
                          where n.task_id = t.id and n.due_date = t.due_date
                            and n.kind = case when t.due_date < ${today}::date then 'overdue' else 'due_tomorrow' end)
    ),
    claimed as (
      insert into app.task_notices (task_id, kind, due_date)
      select id, kind, due_date from due
      on conflict do nothing
      returning task_id, kind
    ),
    told as (
      select due.* from due join claimed on claimed.task_id = due.id and claimed.kind = due.kind
    ),
    -- The team as app.notify_many's 'team' audience reads it (it checks each person again).
    team as (
      select p.id from app.profiles p where p.role in ('admin', 'super_admin') and p.deactivated_at is null
    ),
    recipients as (
      select 'client' as audience, told.assignee_client_id as person, true as own, told.*
        from told where told.assignee_client_id is not null and told.client_visible
      union all
      select 'staff', told.assignee_staff_id, true, told.*
        from told where told.assignee_staff_id is not null
      union all
      select 'staff', team.id, false, told.*
        from told cross join team
       where told.assignee_staff_id is null and told.assignee_client_id is null
    ),
    ranked as (
      select r.*, row_number() over (partition by r.audience, r.person, r.kind
                                     order by r.own desc, r.due_date, r.title, r.id) as n
        from recipients r
    )
    select r.kind, r.audience, r.person::text as person, count(*)::int as total,
           count(distinct r.project_id)::int as projects,
           jsonb_agg(jsonb_build_object(
                       'title', r.title, 'projectId', r.project_id, 'dueDate', r.due_date::text,
                       'projectTitle', (select p.title from app.projects p where p.id = r.project_id))
                     order by r.n) filter (where r.n <= ${DIGEST_LISTED_TASKS}) as tasks
      from ranked r
     group by r.kind, r.audience, r.person
    union all
    select null, null, null, (select count(*)::int from claimed), 0, null`);
}

/** One run in the caller's transaction: claims, tells one digest per person and kind, moves the watch. */
export async function notifyTaskDeadlinesIn(tx: Tx, today: IsoDate): Promise<TaskDeadlineRun> {
  const since = await lockWatch(tx, today);
  const rows = await claimDigests(tx, today, since);
  const origin = await portalOrigin();
  let tasks = 0;
  const items = rows.flatMap((row) => {
    if (row.kind === null) {
      tasks = row.total;
      return [];
    }
    const { kind, audience, person, total, projects } = row;
    return [digestItem({ kind, audience, personId: person, total, projects, tasks: row.tasks }, origin)];
  });
  await notifyMany(tx, 'tasks', null, items);
  await tx.execute(sql`
    update app.task_reminder_watch
       set last_run_on = greatest(last_run_on, ${today}::date), updated_at = now()
     where id`);
  return { tasks, digests: items.length };
}

/** The whole run, on the trusted connection (no one's claims: it is the system's work). */
export async function notifyTaskDeadlines(db: Database = systemDb(), today = todayIso()): Promise<TaskDeadlineRun> {
  return db.transaction((tx) => notifyTaskDeadlinesIn(tx, today));
}
