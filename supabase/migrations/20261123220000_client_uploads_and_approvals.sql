-- Clients share files on their own projects, and the team asks the
-- client to approve a file or a milestone. The server checks the same rules first; these
-- policies are the backstop.

-- Client uploads ------------------------------------------------------------------------

-- A client adds files only to its own projects, as itself; admins add to any project.
alter policy project_files_admin_insert on public.project_files
  with check (
    (select public.is_admin())
    or (uploaded_by = (select auth.uid())
        and (select public.current_user_role()) = 'client'
        and exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())))
  );
alter policy project_files_admin_insert on public.project_files rename to project_files_insert;

-- Admins remove any file; a client only a file it uploaded itself, on its own project.
alter policy project_files_admin_delete on public.project_files
  using (
    (select public.is_admin())
    or (uploaded_by = (select auth.uid())
        and exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())))
  );
alter policy project_files_admin_delete on public.project_files rename to project_files_delete;

-- An approval names its file together with the file's project (below).
create unique index project_files_id_project_idx on public.project_files (id, project_id);

-- A removed file shows in the project's history too.
create or replace function public.project_files_log_removal() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return null;
  end if;
  insert into public.activity_log (user_id, action, resource_type, resource_id, details)
  values ((select p.id from public.profiles p where p.id = auth.uid()), 'file_removed', 'project', old.project_id,
          jsonb_build_object('file_id', old.id, 'file_name', old.file_name, 'uploaded_by', old.uploaded_by));
  return null;
end
$$;
revoke execute on function public.project_files_log_removal() from public, anon, authenticated;

create trigger project_files_removal_activity after delete on public.project_files
  for each row execute function public.project_files_log_removal();

-- Approvals -----------------------------------------------------------------------------

-- The states live in lib/approvals/states.ts; this list must match it.
create table public.approvals (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  kind text not null check (kind in ('file', 'milestone')),
  file_id uuid,
  title text not null check (length(btrim(title)) between 1 and 200),
  note text check (length(note) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'changes_requested')),
  requested_by uuid references public.profiles (id) on delete set null,
  requested_at timestamptz not null default now(),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decision_comment text check (length(decision_comment) <= 2000),
  -- A file approval names a file of the same project; removing the file keeps the record.
  foreign key (file_id, project_id) references public.project_files (id, project_id) on delete set null (file_id),
  check (kind = 'file' or file_id is null),
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'changes_requested' or length(btrim(coalesce(decision_comment, ''))) > 0),
  check (status <> 'pending' or decision_comment is null)
);
create index approvals_project_requested_idx on public.approvals (project_id, requested_at desc, id desc);
create index approvals_file_idx on public.approvals (file_id) where file_id is not null;

alter table public.approvals enable row level security;

create policy approvals_select on public.approvals for select to authenticated
  using (public.can_read_project(project_id));
-- Only the team asks, as itself, for a pending decision.
create policy approvals_staff_insert on public.approvals for insert to authenticated
  with check ((select public.is_admin()) and requested_by = (select auth.uid()) and status = 'pending'
              and decided_at is null and decided_by is null);
-- Only the project's client decides, and only while the approval is pending.
create policy approvals_client_decide on public.approvals for update to authenticated
  using (status = 'pending'
         and (select public.current_user_role()) = 'client'
         and exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())))
  with check (status in ('approved', 'changes_requested')
              and exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())));

grant select, insert on public.approvals to authenticated;
grant update (status, decision_comment) on public.approvals to authenticated;
grant all on public.approvals to service_role;

-- A decision is made once: the database stamps who and when and refuses a second one, even
-- from a role that passes the policies. (The file's removal only clears file_id.)
create or replace function public.approvals_guard_decision() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = old.status and new.file_id is null and old.file_id is not null
     and new.decision_comment is not distinct from old.decision_comment then
    return new;
  end if;
  if old.status <> 'pending' then
    raise exception 'This approval has already been decided' using errcode = 'check_violation';
  end if;
  if new.status = 'pending' then
    raise exception 'A decision approves or requests changes' using errcode = 'check_violation';
  end if;
  new.id := old.id;
  new.project_id := old.project_id;
  new.kind := old.kind;
  new.file_id := old.file_id;
  new.title := old.title;
  new.note := old.note;
  new.requested_by := old.requested_by;
  new.requested_at := old.requested_at;
  new.decided_by := auth.uid();
  new.decided_at := now();
  return new;
end
$$;

create trigger approvals_guard_decision before update on public.approvals
  for each row execute function public.approvals_guard_decision();

-- Requests and decisions in the project's history, in the same transaction.
create or replace function public.approvals_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select p.id from public.profiles p where p.id = auth.uid());
begin
  if tg_op = 'INSERT' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (actor, 'approval_requested', 'project', new.project_id,
            jsonb_build_object('approval_id', new.id, 'kind', new.kind, 'title', new.title, 'file_id', new.file_id),
            new.requested_at);
  elsif old.status = 'pending' and new.status <> 'pending' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (actor, 'approval_decided', 'project', new.project_id,
            jsonb_build_object('approval_id', new.id, 'kind', new.kind, 'title', new.title,
                               'decision', new.status, 'comment', new.decision_comment),
            new.decided_at);
  end if;
  return null;
end
$$;
revoke execute on function public.approvals_log_activity() from public, anon, authenticated;

create trigger approvals_activity after insert or update of status on public.approvals
  for each row execute function public.approvals_log_activity();
