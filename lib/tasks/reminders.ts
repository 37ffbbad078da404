import 'server-only';
import { sql } from 'drizzle-orm';
import { addDays, todayIso, type IsoDate } from '@/lib/billing/dates';
import { systemDb, type Database, type Tx } from '@/lib/db/client';
import { portalOrigin } from '@/lib/notifications/links';
import { notifyMany } from '@/lib/notifications/notify';
import {
  DIGEST_LISTED_TASKS,
  digestItem,
  TASK_NOTICE_KINDS,
  teamMemberDigest,
  type Digest,
  type DigestPart,
} from './deadline-digest';

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

/** How long one statement of the run may take (the run's own, for this transaction only). */
const RUN_STATEMENT_TIMEOUT_MS = 300_000;

/** One group of claimed tasks of one kind: a client person's, a team member's, or nobody's. */
type GroupRow = DigestPart & { audience: 'client' | 'staff' | 'nobody'; person: string | null };

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
 * Claims the tasks to tell of and gathers them per person (or nobody) and kind, in one
 * statement: the candidates come from the open tasks' due-date index, the claims are inserted,
 * and the claimed tasks are grouped with their count and the first few named. Returns the
 * groups and how many tasks were claimed.
 */
async function claimGroups(
  tx: Tx,
  today: IsoDate,
  since: IsoDate | null,
): Promise<{ groups: GroupRow[]; claimed: number }> {
  const tomorrow = addDays(today, 1);
  const rows = await tx.execute<GroupRow & { claimed: number | null }>(sql`
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
    -- Nobody's tasks are one group, told to each team member with their own (teamMemberDigest),
    -- so a large team does not multiply the rows sorted here.
    groups as (
      select told.*,
             case when told.assignee_client_id is not null then 'client'
                  when told.assignee_staff_id is not null then 'staff'
                  else 'nobody' end as audience,
             coalesce(told.assignee_client_id, told.assignee_staff_id) as person
        from told
       where told.client_visible or told.assignee_client_id is null
    ),
    ranked as (
      select g.*, row_number() over (partition by g.audience, g.person, g.kind order by g.due_date, g.id) as n
        from groups g
    )
    select r.kind, r.audience, r.person::text as person, count(*)::int as total,
           case when count(distinct r.project_id) = 1 then min(r.project_id::text) end as project,
           jsonb_agg(jsonb_build_object(
                       'title', r.title, 'projectId', r.project_id, 'dueDate', r.due_date::text,
                       'projectTitle', (select p.title from app.projects p where p.id = r.project_id))
                     order by r.n) filter (where r.n <= ${DIGEST_LISTED_TASKS}) as tasks,
           null::int as claimed
      from ranked r
     group by r.kind, r.audience, r.person
    union all
    select null, null, null, 0, null, null, (select count(*)::int from claimed)`);
  const claimed = rows.find((row) => row.claimed !== null)?.claimed ?? 0;
  return { groups: rows.filter((row) => row.claimed === null), claimed };
}

/**
 * The digests of the run: one per client person and kind; one per team member and kind with
 * their own tasks and nobody's. `team`: the team as app.notify_many's 'team' audience reads it
 * (it checks each person again, so someone who left the team hears nothing).
 */
function digestsOf(groups: GroupRow[], team: string[]): Digest[] {
  const digests: Digest[] = [];
  for (const kind of TASK_NOTICE_KINDS) {
    const ofKind = groups.filter((group) => group.kind === kind);
    for (const group of ofKind)
      if (group.audience === 'client' && group.person)
        digests.push({ ...group, audience: 'client', personId: group.person });
    const own = new Map(ofKind.filter((g) => g.audience === 'staff' && g.person).map((g) => [g.person!, g]));
    const nobodys = ofKind.find((group) => group.audience === 'nobody');
    for (const person of new Set([...own.keys(), ...team])) {
      const digest = teamMemberDigest(person, own.get(person), team.includes(person) ? nobodys : undefined);
      if (digest) digests.push(digest);
    }
  }
  return digests;
}

async function teamMembers(tx: Tx): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    select p.id::text from app.profiles p where p.role in ('admin', 'super_admin') and p.deactivated_at is null`);
  return rows.map((row) => row.id);
}

/** One run in the caller's transaction: claims, tells one digest per person and kind, moves the watch. */
export async function notifyTaskDeadlinesIn(tx: Tx, today: IsoDate): Promise<TaskDeadlineRun> {
  // The server's connections stop a statement after 15 s (lib/db/client.ts), made for
  // requests. A run after weeks without one claims a backlog in one statement (8.5 s for
  // 165,000 tasks on the large seed); were it stopped, every hourly retry would stop again.
  await tx.execute(sql`select set_config('statement_timeout', ${String(RUN_STATEMENT_TIMEOUT_MS)}, true)`);
  const since = await lockWatch(tx, today);
  const { groups, claimed } = await claimGroups(tx, today, since);
  const digests = groups.length > 0 ? digestsOf(groups, await teamMembers(tx)) : [];
  const origin = await portalOrigin();
  const items = digests.map((digest) => digestItem(digest, origin));
  await notifyMany(tx, 'tasks', null, items);
  await tx.execute(sql`
    update app.task_reminder_watch
       set last_run_on = greatest(last_run_on, ${today}::date), updated_at = now()
     where id`);
  return { tasks: claimed, digests: items.length };
}

/** The whole run, on the trusted connection (no one's claims: it is the system's work). */
export async function notifyTaskDeadlines(db: Database = systemDb(), today = todayIso()): Promise<TaskDeadlineRun> {
  return db.transaction((tx) => notifyTaskDeadlinesIn(tx, today));
}
