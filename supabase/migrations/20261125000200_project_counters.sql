-- For the large seed: counters kept by triggers, so the admin screens stop reading every
-- project (50,000 at the large seed) for their totals: the client summary cards, the
-- projects page's stage counts and unfiltered total, and the dashboard's per-stage sums.
-- Admins read them; nobody writes them but the trigger on app.projects.

-- "Active project": its stage is neither completed nor awaiting final payment.
-- The TypeScript side says the same in lib/projects/stages.ts (isActiveStage) and
-- lib/clients/queries.ts (activeProject); tests/db/project-counters.test.ts holds them equal.
create or replace function app.is_active_stage(p_stage app.kanban_stage) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_stage not in ('completed', 'awaiting_final_payment')
$$;
revoke execute on function app.is_active_stage(app.kanban_stage) from public, anon;
grant execute on function app.is_active_stage(app.kanban_stage) to authenticated, service_role;

-- Per client: its projects, the active ones among them, and their monthly fees.
create table app.client_project_counts (
  client_id uuid primary key references app.profiles (id) on delete cascade,
  projects integer not null default 0 check (projects >= 0),
  active_projects integer not null default 0 check (active_projects between 0 and projects),
  monthly_fees numeric(16, 2) not null default 0 check (monthly_fees >= 0)
);
-- Per stage: its projects and their value (every stage has a row, zero or not).
create table app.stage_project_counts (
  stage app.kanban_stage primary key,
  projects integer not null default 0 check (projects >= 0),
  project_value numeric(16, 2) not null default 0 check (project_value >= 0)
);

alter table app.client_project_counts enable row level security;
alter table app.stage_project_counts enable row level security;
create policy client_project_counts_admin_select on app.client_project_counts for select to authenticated
  using ((select app.is_admin()));
create policy stage_project_counts_admin_select on app.stage_project_counts for select to authenticated
  using ((select app.is_admin()));
revoke all on app.client_project_counts, app.stage_project_counts from public, anon, authenticated, service_role;
grant select on app.client_project_counts, app.stage_project_counts to authenticated, service_role;

-- Applies a statement's changes to app.projects. Statement-level with transition tables, so
-- a statement that writes many projects (the large seed's one insert of 50,000) updates each
-- counter row once. Rows whose counted columns did not change are left out of an update.
create or replace function app.project_counts_apply() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  -- The statement's changes, one element per project counted in (+1) or out (-1).
  d_client uuid[];
  d_stage app.kanban_stage[];
  d_n integer[];
  d_fee numeric[];
  d_value numeric[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.client_id), array_agg(n.kanban_stage), array_agg(1), array_agg(n.monthly_fee), array_agg(n.project_value)
      into d_client, d_stage, d_n, d_fee, d_value
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.client_id), array_agg(o.kanban_stage), array_agg(-1), array_agg(-o.monthly_fee), array_agg(-o.project_value)
      into d_client, d_stage, d_n, d_fee, d_value
      from old_rows o;
  else
    select array_agg(x.client_id), array_agg(x.stage), array_agg(x.n), array_agg(x.fee), array_agg(x.value)
      into d_client, d_stage, d_n, d_fee, d_value
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values
       (o.client_id, o.kanban_stage, -1, -o.monthly_fee, -o.project_value),
       (n.client_id, n.kanban_stage, 1, n.monthly_fee, n.project_value)) x (client_id, stage, n, fee, value)
     where (o.client_id, o.kanban_stage, o.monthly_fee, o.project_value)
           is distinct from (n.client_id, n.kanban_stage, n.monthly_fee, n.project_value);
  end if;
  if d_client is null then
    return null;
  end if;

  -- A row to add to first (a new client's, a stage's), then the sums. The rows are locked in
  -- key order first, so two statements changing the same counters wait for each other
  -- instead of deadlocking.
  insert into app.client_project_counts (client_id)
  select distinct d.client_id from unnest(d_client) d (client_id) order by 1
  on conflict (client_id) do nothing;
  perform 1 from app.client_project_counts c where c.client_id = any (d_client) order by c.client_id for update;
  update app.client_project_counts c
     set projects = c.projects + d.projects,
         active_projects = c.active_projects + d.active_projects,
         monthly_fees = c.monthly_fees + d.monthly_fees
    from (select d.client_id, sum(d.n)::integer as projects,
                 coalesce(sum(d.n) filter (where app.is_active_stage(d.stage)), 0)::integer as active_projects,
                 sum(d.fee) as monthly_fees
            from unnest(d_client, d_stage, d_n, d_fee) d (client_id, stage, n, fee)
           group by d.client_id) d
   where c.client_id = d.client_id
     and (d.projects, d.active_projects, d.monthly_fees) is distinct from (0, 0, 0::numeric);

  insert into app.stage_project_counts (stage)
  select distinct d.stage from unnest(d_stage) d (stage) order by 1
  on conflict (stage) do nothing;
  perform 1 from app.stage_project_counts s where s.stage = any (d_stage) order by s.stage for update;
  update app.stage_project_counts s
     set projects = s.projects + d.projects,
         project_value = s.project_value + d.project_value
    from (select d.stage, sum(d.n)::integer as projects, sum(d.value) as project_value
            from unnest(d_stage, d_n, d_value) d (stage, n, value)
           group by d.stage) d
   where s.stage = d.stage
     and (d.projects, d.project_value) is distinct from (0, 0::numeric);
  return null;
end
$$;
revoke execute on function app.project_counts_apply() from public, anon, authenticated, service_role;

create trigger projects_counts_insert after insert on app.projects
  referencing new table as new_rows
  for each statement execute function app.project_counts_apply();
create trigger projects_counts_update after update on app.projects
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.project_counts_apply();
create trigger projects_counts_delete after delete on app.projects
  referencing old table as old_rows
  for each statement execute function app.project_counts_apply();

-- Backfill: the counters of the projects already there.
insert into app.stage_project_counts (stage, projects, project_value)
select s.stage, count(p.id)::integer, coalesce(sum(p.project_value), 0)
  from unnest(enum_range(null::app.kanban_stage)) s (stage)
  left join app.projects p on p.kanban_stage = s.stage
 group by s.stage;
insert into app.client_project_counts (client_id, projects, active_projects, monthly_fees)
select p.client_id, count(*)::integer, (count(*) filter (where app.is_active_stage(p.kanban_stage)))::integer,
       sum(p.monthly_fee)
  from app.projects p
 group by p.client_id;
