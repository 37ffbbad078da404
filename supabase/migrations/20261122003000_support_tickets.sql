-- Support tickets: a client opens tickets about their account or
-- one of their own projects; admins read all of them and resolve or reopen them.

create type public.support_ticket_priority as enum ('low', 'medium', 'high', 'urgent');
create type public.support_ticket_status as enum ('open', 'resolved');

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.profiles (id) on delete cascade,
  project_id uuid references public.projects (id) on delete set null,
  subject text not null check (length(btrim(subject)) between 1 and 200),
  description text not null check (length(btrim(description)) between 1 and 5000),
  priority public.support_ticket_priority not null default 'medium',
  status public.support_ticket_status not null default 'open',
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint support_tickets_resolved_has_time check (status <> 'resolved' or resolved_at is not null)
);
-- The client's own list (newest first) and the admin queue (open first, most urgent first).
create index support_tickets_client_created_idx on public.support_tickets (client_id, created_at desc);
create index support_tickets_queue_idx on public.support_tickets (status, priority desc, created_at desc);
create index support_tickets_project_idx on public.support_tickets (project_id) where project_id is not null;

-- The resolution time and who resolved follow the status, whoever changes it.
create or replace function public.support_tickets_track_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    if new.status = 'resolved' then
      new.resolved_at := coalesce(case when tg_op = 'INSERT' then new.resolved_at end, now());
      new.resolved_by := coalesce(auth.uid(), new.resolved_by);
    else
      new.resolved_at := null;
      new.resolved_by := null;
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  elsif current_user in ('authenticated', 'anon') then
    -- A signed-in user cannot backdate a ticket; trusted code (the demo seed) may.
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger support_tickets_status before insert or update on public.support_tickets
  for each row execute function public.support_tickets_track_status();

-- Ticket events for the client's Recent Activity: under the project when the ticket names
-- one (so they sit with the project's other events), otherwise under the ticket itself.
-- security definer: signed-in users may not write the activity log directly.
create or replace function public.support_tickets_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  event text;
begin
  if tg_op = 'INSERT' then
    event := 'ticket_created';
  elsif new.status is distinct from old.status then
    event := case new.status when 'resolved' then 'ticket_resolved' else 'ticket_reopened' end;
  else
    return null;
  end if;
  insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values (
    (select p.id from public.profiles p where p.id = auth.uid()),
    event,
    case when new.project_id is null then 'support_ticket' else 'project' end,
    coalesce(new.project_id, new.id),
    jsonb_build_object('ticket_id', new.id, 'subject', new.subject, 'priority', new.priority),
    case when tg_op = 'INSERT' then new.created_at else now() end
  );
  return null;
end
$$;
revoke execute on function public.support_tickets_log_activity() from public;

create trigger support_tickets_activity after insert or update of status on public.support_tickets
  for each row execute function public.support_tickets_log_activity();

alter table public.support_tickets enable row level security;

create policy support_tickets_select on public.support_tickets for select to authenticated
  using (client_id = auth.uid() or public.is_admin());
-- A client opens tickets only for themselves, only as open, and only about their own projects.
create policy support_tickets_client_insert on public.support_tickets for insert to authenticated
  with check (
    client_id = auth.uid()
    and status = 'open'
    and public.current_user_role() = 'client'
    and (project_id is null
         or exists (select 1 from public.projects p where p.id = project_id and p.client_id = auth.uid()))
  );
create policy support_tickets_admin_update on public.support_tickets for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

-- Admins change the status and nothing else (the trigger keeps the rest in step); no one
-- deletes tickets through the app.
grant select, insert on public.support_tickets to authenticated;
grant update (status) on public.support_tickets to authenticated;
grant all on public.support_tickets to service_role;

-- The client reads the activity of their own tickets that name no project.
create policy activity_log_client_ticket_select on public.activity_log for select to authenticated
  using (resource_type = 'support_ticket' and resource_id is not null
         and exists (select 1 from public.support_tickets t where t.id = resource_id and t.client_id = auth.uid()));
