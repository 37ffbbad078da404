-- A plan per project: milestones (in order, with a due date and optionally the invoice or the
-- approval they lead to) holding tasks (in order, with an assignee from the firm or from the
-- client's company, a due date, a status, and whether the client sees them).
--
-- Who may do what:
--   staff          create, edit, reorder and delete everything
--   client person  reads the milestones and the client-visible tasks of the projects they see
--                  (app.visible_project_ids, the company rule), and changes only the status
--                  and the completion note of a client-visible task assigned to someone of
--                  their own company; internal tasks never reach a client
-- The database keeps per milestone the count of client-visible tasks and of those done, so
-- the progress every screen shows (lib/tasks/progress.ts) is read from the milestones alone.

create type app.task_status as enum ('todo', 'in_progress', 'blocked', 'done');

create table app.project_milestones (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references app.projects (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 200),
  due_date date,
  position integer not null default 0 check (position >= 0),
  invoice_id uuid references app.invoices (id) on delete set null,
  approval_id uuid references app.approvals (id) on delete set null,
  -- Client-visible tasks, and how many of them are done (kept by the tasks' trigger).
  task_count integer not null default 0 check (task_count >= 0),
  done_count integer not null default 0 check (done_count between 0 and task_count),
  -- When every task (internal ones too) was done; null while any is open or there is none.
  reached_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, project_id)
);
create index project_milestones_project_idx on app.project_milestones (project_id, position, id);

create table app.project_tasks (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null,
  milestone_id uuid not null,
  title text not null check (length(btrim(title)) between 1 and 200),
  description text check (length(description) <= 4000),
  status app.task_status not null default 'todo',
  client_visible boolean not null default true,
  -- One assignee at most: someone of the firm, or someone of the client's company.
  assignee_staff_id uuid references app.profiles (id) on delete set null,
  assignee_client_id uuid references app.profiles (id) on delete set null,
  due_date date,
  position integer not null default 0 check (position >= 0),
  completed_at timestamptz,
  completed_by uuid references app.profiles (id) on delete set null,
  completion_note text check (length(completion_note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A task belongs to a milestone of its own project.
  foreign key (milestone_id, project_id) references app.project_milestones (id, project_id) on delete cascade,
  check (assignee_staff_id is null or assignee_client_id is null),
  -- The client's people are never given internal work: they could not see it.
  check (client_visible or assignee_client_id is null),
  check ((status = 'done') = (completed_at is not null))
);
create index project_tasks_milestone_idx on app.project_tasks (milestone_id, position, id);
create index project_tasks_project_idx on app.project_tasks (project_id);
-- The team's week across projects: open tasks by due date.
create index project_tasks_open_due_idx on app.project_tasks (due_date, id) where status <> 'done';
create index project_tasks_assignee_client_idx on app.project_tasks (assignee_client_id)
  where assignee_client_id is not null and status <> 'done';

create trigger project_milestones_updated_at before update on app.project_milestones
  for each row execute function app.set_updated_at();
create trigger project_tasks_updated_at before update on app.project_tasks
  for each row execute function app.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Rules the policies cannot say: assignees, what a client may change, completion stamps.

create function app.project_tasks_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  staff boolean := coalesce(current_setting('request.jwt.claims', true), '') = '' or app.is_admin();
begin
  if tg_op = 'UPDATE' and not staff then
    -- A client changes the status and the completion note, nothing else.
    if (new.project_id, new.milestone_id, new.title, new.description, new.client_visible, new.assignee_staff_id,
        new.assignee_client_id, new.due_date, new.position)
       is distinct from
       (old.project_id, old.milestone_id, old.title, old.description, old.client_visible, old.assignee_staff_id,
        old.assignee_client_id, old.due_date, old.position) then
      raise exception 'A client may change only the status of a task' using errcode = '42501';
    end if;
  end if;
  if new.assignee_staff_id is not null and (tg_op = 'INSERT' or new.assignee_staff_id is distinct from old.assignee_staff_id)
     and not exists (select 1 from app.profiles p where p.id = new.assignee_staff_id
                      and p.role in ('admin', 'super_admin') and p.deactivated_at is null) then
    raise exception 'The assignee is not on the team' using errcode = '23514';
  end if;
  if new.assignee_client_id is not null and (tg_op = 'INSERT' or new.assignee_client_id is distinct from old.assignee_client_id)
     and not exists (select 1 from app.projects pr
                       join app.organization_members m on m.organization_id = pr.organization_id
                      where pr.id = new.project_id and m.profile_id = new.assignee_client_id) then
    raise exception 'The assignee is not one of the client''s people' using errcode = '23514';
  end if;
  if new.status = 'done' and (tg_op = 'INSERT' or old.status <> 'done') then
    new.completed_at := now();
    new.completed_by := auth.uid();
  elsif new.status <> 'done' then
    new.completed_at := null;
    new.completed_by := null;
    if tg_op = 'UPDATE' and old.status = 'done' then
      new.completion_note := null;
    end if;
  else
    new.completed_at := old.completed_at;
    new.completed_by := old.completed_by;
  end if;
  return new;
end
$$;
revoke execute on function app.project_tasks_guard() from public, anon, authenticated;
create trigger project_tasks_guard before insert or update on app.project_tasks
  for each row execute function app.project_tasks_guard();

/** The milestone's counts and reached stamp, from its tasks as they are now. */
create function app.refresh_milestone(p_milestone uuid) returns void
language sql security definer
set search_path = ''
as $$
  update app.project_milestones m
     set task_count = c.visible, done_count = c.visible_done,
         reached_at = case when c.total > 0 and c.total = c.total_done then coalesce(m.reached_at, now()) end
    from (select count(*) filter (where t.client_visible) as visible,
                 count(*) filter (where t.client_visible and t.status = 'done') as visible_done,
                 count(*) as total, count(*) filter (where t.status = 'done') as total_done
            from app.project_tasks t where t.milestone_id = p_milestone) c
   where m.id = p_milestone
     and (m.task_count, m.done_count, m.reached_at is not null)
         is distinct from (c.visible::integer, c.visible_done::integer, c.total > 0 and c.total = c.total_done)
$$;
revoke execute on function app.refresh_milestone(uuid) from public, anon, authenticated;

create function app.project_tasks_counts() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform app.refresh_milestone(old.milestone_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.milestone_id <> old.milestone_id
                                        or new.status <> old.status or new.client_visible <> old.client_visible) then
    perform app.refresh_milestone(new.milestone_id);
  end if;
  return null;
end
$$;
revoke execute on function app.project_tasks_counts() from public, anon, authenticated;
create trigger project_tasks_counts after insert or delete or update of status, client_visible, milestone_id
  on app.project_tasks for each row execute function app.project_tasks_counts();

-- ---------------------------------------------------------------------------------------------
-- Every change in the activity log, in the transaction of the change. A client-visible task or
-- a milestone is logged under the project (the client's Recent Activity shows it); an internal
-- task under 'project_plan', which only the team reads. A reorder renumbers the siblings too:
-- only the row the mover named (app.plan_moved, set for the transaction) is logged as moved.

create function app.project_plan_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select p.id from app.profiles p where p.id = auth.uid());
  rec record;
  is_task boolean := tg_table_name = 'project_tasks';
  visible boolean := true;
  kind text := case when tg_table_name = 'project_tasks' then 'task' else 'milestone' end;
  what text;
  changed text[];
  details jsonb;
begin
  if tg_op = 'DELETE' then
    rec := old;
  else
    rec := new;
  end if;
  if is_task then
    visible := rec.client_visible;
  end if;
  if tg_op = 'INSERT' then
    what := kind || '_created';
  elsif tg_op = 'DELETE' then
    what := kind || '_deleted';
  else
    if is_task then
      changed := array_remove(array[
        case when new.title is distinct from old.title then 'title' end,
        case when new.description is distinct from old.description then 'description' end,
        case when new.client_visible is distinct from old.client_visible then 'client_visible' end,
        case when new.assignee_staff_id is distinct from old.assignee_staff_id
               or new.assignee_client_id is distinct from old.assignee_client_id then 'assignee' end,
        case when new.due_date is distinct from old.due_date then 'due_date' end,
        case when new.completion_note is distinct from old.completion_note and new.status = old.status then 'completion_note' end
      ], null);
      if new.status is distinct from old.status then
        what := 'task_status_changed';
      end if;
      visible := new.client_visible and old.client_visible;
    else
      changed := array_remove(array[
        case when new.title is distinct from old.title then 'title' end,
        case when new.due_date is distinct from old.due_date then 'due_date' end,
        case when new.invoice_id is distinct from old.invoice_id then 'invoice' end,
        case when new.approval_id is distinct from old.approval_id then 'approval' end
      ], null);
      if new.reached_at is not null and old.reached_at is null then
        what := 'milestone_reached';
      end if;
    end if;
    if what is null and cardinality(changed) > 0 then
      what := kind || '_updated';
    end if;
    if what is null and rec.id::text = coalesce(current_setting('app.plan_moved', true), '') then
      -- A task moved to another milestone changes its position or not; either is a move.
      what := kind || '_moved';
    end if;
    if what is null then
      return null;
    end if;
  end if;
  details := jsonb_build_object('project_id', rec.project_id, kind || '_id', rec.id, 'title', rec.title);
  if is_task then
    details := details || jsonb_build_object('milestone_id', rec.milestone_id, 'status', rec.status);
    if tg_op = 'UPDATE' and new.status is distinct from old.status then
      details := details || jsonb_build_object('from', old.status);
    end if;
  end if;
  if cardinality(changed) > 0 then
    details := details || jsonb_build_object('fields', to_jsonb(changed));
  end if;
  insert into app.activity_log (user_id, action, resource_type, resource_id, details)
  values (actor, what, case when visible then 'project' else 'project_plan' end, rec.project_id, details);
  return null;
end
$$;
revoke execute on function app.project_plan_log_activity() from public, anon, authenticated;
create trigger project_tasks_activity after insert or update or delete on app.project_tasks
  for each row execute function app.project_plan_log_activity();
create trigger project_milestones_activity after insert or update or delete on app.project_milestones
  for each row execute function app.project_plan_log_activity();

-- ---------------------------------------------------------------------------------------------
-- Row-level security.

alter table app.project_milestones enable row level security;
create policy project_milestones_select on app.project_milestones for select to authenticated
  using ((select app.is_admin()) or project_id = any ((select app.visible_project_ids())::uuid[]));
create policy project_milestones_staff_insert on app.project_milestones for insert to authenticated
  with check ((select app.is_admin()));
create policy project_milestones_staff_update on app.project_milestones for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy project_milestones_staff_delete on app.project_milestones for delete to authenticated
  using ((select app.is_admin()));
grant select, insert, update, delete on app.project_milestones to authenticated;
grant all on app.project_milestones to service_role;

alter table app.project_tasks enable row level security;
create policy project_tasks_select on app.project_tasks for select to authenticated
  using ((select app.is_admin())
         or (client_visible and project_id = any ((select app.visible_project_ids())::uuid[])));
create policy project_tasks_staff_insert on app.project_tasks for insert to authenticated
  with check ((select app.is_admin()));
create policy project_tasks_staff_update on app.project_tasks for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
-- A client person: client-visible tasks of projects they see, assigned to their company's people.
create policy project_tasks_client_update on app.project_tasks for update to authenticated
  using ((select app.current_user_role()) = 'client' and client_visible
         and project_id = any ((select app.visible_project_ids())::uuid[])
         and assignee_client_id = any ((select app.teammate_ids())::uuid[]))
  with check ((select app.current_user_role()) = 'client' and client_visible
              and project_id = any ((select app.visible_project_ids())::uuid[])
              and assignee_client_id = any ((select app.teammate_ids())::uuid[]));
create policy project_tasks_staff_delete on app.project_tasks for delete to authenticated
  using ((select app.is_admin()));
grant select, insert, update, delete on app.project_tasks to authenticated;
grant all on app.project_tasks to service_role;

-- The activity log's project entries about the plan's internal work are the team's only
-- (activity_log_admin_select already lets staff read everything).

-- The plan's notifications have categories of their own (lib/notifications/categories.ts).
create or replace function app.notification_category_valid(p_category text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_category in ('messages', 'ticket_replies', 'files', 'approvals', 'stage_changes', 'invoices', 'proposals',
                        'tasks', 'milestones')
$$;

-- The scheduled run tells of a task due tomorrow and of a task overdue once each: what it has
-- told is kept here (the server's own connection only).
create table app.task_notices (
  task_id uuid not null references app.project_tasks (id) on delete cascade,
  kind text not null check (kind in ('due_tomorrow', 'overdue')),
  due_date date not null,
  created_at timestamptz not null default now(),
  primary key (task_id, kind, due_date)
);
alter table app.task_notices enable row level security;
grant all on app.task_notices to service_role;
