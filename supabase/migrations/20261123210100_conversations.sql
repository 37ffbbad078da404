-- A message thread on every project between its client and the
-- team, with attachments and per-person read markers; and replies on support tickets, both
-- ways, with the ticket's status following who wrote last.

-- Who wrote a message or reply, as its readers may know it: the name and whether they are
-- the team. A client cannot read staff profiles (RLS), yet must see who answered; this says
-- only that much, and only of staff, of the caller, or (for the team) of anyone.
create or replace function public.conversation_author(p_id uuid)
returns table (name text, from_team boolean)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(nullif(p.full_name, ''), nullif(p.company_name, ''), p.email),
         p.role in ('admin', 'super_admin')
  from public.profiles p
  where p.id = p_id
    and (p.role in ('admin', 'super_admin') or p.id = auth.uid() or public.is_admin())
$$;
revoke execute on function public.conversation_author(uuid) from public;
grant execute on function public.conversation_author(uuid) to authenticated, service_role;

-- Project messages ---------------------------------------------------------------------

create table public.project_messages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);
-- The thread, newest last, paged by (created_at, id) from the newest end; and unread counts.
create index project_messages_project_created_idx on public.project_messages (project_id, created_at desc, id desc);

-- A signed-in user cannot backdate a message (it would hide from unread counts).
create or replace function public.stamp_conversation_row() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger project_messages_stamp before insert on public.project_messages
  for each row execute function public.stamp_conversation_row();

alter table public.project_messages enable row level security;

-- The project's client and the team read the thread; nobody else (another client, a visitor).
create policy project_messages_select on public.project_messages for select to authenticated
  using ((select public.is_admin())
         or exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid())));
-- Each writes as themselves: staff on any project, an active client only on its own.
create policy project_messages_insert on public.project_messages for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and ((select public.is_admin())
         or ((select public.current_user_role()) = 'client'
             and exists (select 1 from public.projects p where p.id = project_id and p.client_id = (select auth.uid()))))
  );
-- Messages are a record: no one edits or deletes them through the app.
grant select, insert on public.project_messages to authenticated;
grant all on public.project_messages to service_role;

-- Every message is in the project's history (the activity log), written by the database so
-- none can be stored without it. security definer: users may not write the log directly.
create or replace function public.project_messages_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select p.id from public.profiles p where p.id = new.author_id), 'message_posted', 'project', new.project_id,
          jsonb_build_object('message_id', new.id), new.created_at);
  return null;
end
$$;
revoke execute on function public.project_messages_log_activity() from public;

create trigger project_messages_activity after insert on public.project_messages
  for each row execute function public.project_messages_log_activity();

-- Attachments: the same file rules and storage as shared files (lib/files), one row per file.
create table public.project_message_attachments (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.project_messages (id) on delete cascade,
  storage_key text not null unique
    check (storage_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  file_name text not null check (length(btrim(file_name)) between 1 and 255 and file_name !~ '[/\\[:cntrl:]]'),
  content_type text not null check (length(content_type) between 1 and 200),
  size_bytes bigint not null check (size_bytes between 1 and 10485760),
  created_at timestamptz not null default now()
);
create index project_message_attachments_message_idx on public.project_message_attachments (message_id);

alter table public.project_message_attachments enable row level security;

-- Visible exactly when its message is (the message's own policy applies in the subquery);
-- added only by the message's author.
create policy project_message_attachments_select on public.project_message_attachments for select to authenticated
  using (exists (select 1 from public.project_messages m where m.id = message_id));
create policy project_message_attachments_insert on public.project_message_attachments for insert to authenticated
  with check (exists (select 1 from public.project_messages m
                      where m.id = message_id and m.author_id = (select auth.uid())));
grant select, insert on public.project_message_attachments to authenticated;
grant all on public.project_message_attachments to service_role;

-- Read markers: how far each person has read each thread (unread = newer, by someone else).
create table public.project_message_reads (
  user_id uuid not null references public.profiles (id) on delete cascade,
  project_id uuid not null references public.projects (id) on delete cascade,
  last_read_at timestamptz not null,
  primary key (user_id, project_id)
);
create index project_message_reads_project_idx on public.project_message_reads (project_id);

alter table public.project_message_reads enable row level security;

create policy project_message_reads_own on public.project_message_reads for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.can_read_project(project_id));
grant select, insert on public.project_message_reads to authenticated;
grant update (last_read_at) on public.project_message_reads to authenticated;
grant all on public.project_message_reads to service_role;

-- Ticket replies --------------------------------------------------------------------------

create table public.support_ticket_replies (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index support_ticket_replies_ticket_created_idx on public.support_ticket_replies (ticket_id, created_at, id);

create trigger support_ticket_replies_stamp before insert on public.support_ticket_replies
  for each row execute function public.stamp_conversation_row();

alter table public.support_ticket_replies enable row level security;

-- Visible exactly when the ticket is (its policy: its client and the team).
create policy support_ticket_replies_select on public.support_ticket_replies for select to authenticated
  using (exists (select 1 from public.support_tickets t where t.id = ticket_id));
-- Staff on any ticket, a client on its own; never on a resolved ticket (reopen it first).
create policy support_ticket_replies_insert on public.support_ticket_replies for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (
      select 1 from public.support_tickets t
      where t.id = ticket_id and t.status <> 'resolved'
        and ((select public.is_admin())
             or (t.client_id = (select auth.uid()) and (select public.current_user_role()) = 'client')))
  );
grant select, insert on public.support_ticket_replies to authenticated;
grant all on public.support_ticket_replies to service_role;

-- The status follows the reply (one rule, in the database, whoever writes): the team's
-- reply waits on the client, the client's reply is Open again for the team. Logged too.
create or replace function public.support_ticket_replies_after_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  staff boolean := coalesce((select p.role in ('admin', 'super_admin') from public.profiles p where p.id = new.author_id),
                            false);
  ticket public.support_tickets;
begin
  update public.support_tickets t
     set status = case when staff then 'waiting_on_client' else 'open' end::public.support_ticket_status
   where t.id = new.ticket_id and t.status <> 'resolved'
  returning * into ticket;
  if ticket.id is null then
    select * into ticket from public.support_tickets t where t.id = new.ticket_id;
  end if;
  insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values (
    (select p.id from public.profiles p where p.id = new.author_id),
    case when staff then 'ticket_answered' else 'ticket_client_replied' end,
    case when ticket.project_id is null then 'support_ticket' else 'project' end,
    coalesce(ticket.project_id, ticket.id),
    jsonb_build_object('ticket_id', ticket.id, 'reply_id', new.id, 'subject', ticket.subject),
    new.created_at
  );
  return null;
end
$$;
revoke execute on function public.support_ticket_replies_after_insert() from public;

create trigger support_ticket_replies_follow after insert on public.support_ticket_replies
  for each row execute function public.support_ticket_replies_after_insert();

-- Status changes in the log: closing and reopening only. Open <-> Waiting on client moves
-- with a reply, which the reply's own entry records.
create or replace function public.support_tickets_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  event text;
begin
  if tg_op = 'INSERT' then
    event := 'ticket_created';
  elsif new.status is distinct from old.status and new.status = 'resolved' then
    event := 'ticket_resolved';
  elsif new.status is distinct from old.status and old.status = 'resolved' then
    event := 'ticket_reopened';
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

-- Either side closes a ticket (Resolved) or reopens it (Open): a client its own only, and
-- only to those two statuses ("Waiting on client" is the team's reply's doing).
create policy support_tickets_client_update on public.support_tickets for update to authenticated
  using (client_id = (select auth.uid()) and (select public.current_user_role()) = 'client')
  with check (client_id = (select auth.uid()) and status in ('open', 'resolved'));
