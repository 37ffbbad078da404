-- The scheduled task reminders announce a task overdue only when it became overdue while the
-- reminder run was watching (decision 0067): a run looks at the tasks due from the day of the
-- previous run up to yesterday, and remembers the day it ran here. The first run ever has no
-- previous day, so the backlog of an imported or long-running plan is taken as already known
-- instead of being announced task by task. One row; the run holds its lock for the whole run,
-- so two servers running at once take turns and the second finds everything already told.
-- The server's own connection only: RLS on, no policy, no grant to the signed-in roles.
create table app.task_reminder_watch (
  id boolean primary key default true check (id),
  last_run_on date not null,
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table app.task_reminder_watch enable row level security;
revoke all on app.task_reminder_watch from public, anon, authenticated;
grant all on app.task_reminder_watch to service_role;
