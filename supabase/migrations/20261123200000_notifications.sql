-- Notifications. Each recipient gets a row (the in-app list) and, per their
-- preference, a mail through the one mail queue. A notification is written by
-- public.notify_recipients (security definer) in the transaction of the action that causes
-- it, which checks that the caller may tell that audience: a client only the team (about its
-- own records), staff a client or the team, the trusted connection (scheduled runs) anyone.

-- The categories (lib/notifications/categories.ts holds the same list for the screens).
create or replace function public.notification_category_valid(p_category text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_category in ('messages', 'ticket_replies', 'files', 'approvals', 'stage_changes', 'invoices')
$$;
-- The check constraints below call it as the writing role; nobody else needs it.
revoke execute on function public.notification_category_valid(text) from public;
grant execute on function public.notification_category_valid(text) to authenticated, service_role;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (public.notification_category_valid(category)),
  actor_id uuid references public.profiles (id) on delete set null,
  title text not null check (length(title) between 1 and 300),
  body text not null check (length(body) <= 2000),
  -- A portal path, never another site.
  link text not null check (link ~ '^/[^/\\]' and length(link) <= 500),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
-- The list (newest first, stable paging) and the sidebar's unread count.
create index notifications_user_created_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
-- Each person reads and marks only their own; nobody inserts directly (notify_recipients does).
create policy notifications_own_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_own_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant all on public.notifications to service_role;

-- Per person and category: in the portal, by email, both or neither. No row = both (the
-- default, in public.notification_channels only).
create table public.notification_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (public.notification_category_valid(category)),
  in_app boolean not null,
  email boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, category)
);
alter table public.notification_preferences enable row level security;
create policy notification_preferences_own on public.notification_preferences for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select, insert, update on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;

-- The one place that says what a person gets for a category (the default included).
create or replace function public.notification_channels(p_user uuid, p_category text)
returns table (in_app boolean, email boolean)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(p.in_app, true), coalesce(p.email, true)
    from (select 1) one
    left join public.notification_preferences p on p.user_id = p_user and p.category = p_category
$$;
revoke execute on function public.notification_channels(uuid, text) from public, anon;
grant execute on function public.notification_channels(uuid, text) to authenticated, service_role;

-- Records the notification for each recipient who wants it in the portal and returns the
-- recipients who want it by email (the server renders and queues those mails, with each
-- one's signed unsubscribe link). The actor is never told of its own action.
create or replace function public.notify_recipients(
  p_category text,
  p_actor uuid,
  p_audience text,
  p_client uuid,
  p_title text,
  p_body text,
  p_link text
) returns table (user_id uuid, email text, full_name text)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  caller_role text;
  trusted boolean := coalesce(current_setting('request.jwt.claims', true), '') = '';
  linked uuid;
begin
  if not public.notification_category_valid(p_category) then
    raise exception 'Unknown notification category' using errcode = '22023';
  end if;
  if p_audience not in ('client', 'team') or (p_audience = 'client') <> (p_client is not null) then
    raise exception 'Unknown notification audience' using errcode = '22023';
  end if;
  if not trusted then
    if caller is null then
      raise exception 'Only a signed-in user may notify' using errcode = '42501';
    end if;
    if p_actor is distinct from caller then
      raise exception 'The actor of a notification is the caller' using errcode = '42501';
    end if;
    select p.role::text into caller_role from public.profiles p where p.id = caller and p.deactivated_at is null;
    if caller_role = 'client' then
      -- A client tells the team, and only about its own projects and tickets.
      if p_audience <> 'team' then
        raise exception 'A client may only notify the team' using errcode = '42501';
      end if;
      linked := substring(p_link from '^/(?:projects|support)/([0-9a-fA-F-]{36})')::uuid;
      if linked is not null
         and not exists (select 1 from public.projects pr where pr.id = linked and pr.client_id = caller)
         and not exists (select 1 from public.support_tickets t where t.id = linked and t.client_id = caller) then
        raise exception 'A client may only notify about its own records' using errcode = '42501';
      end if;
    elsif caller_role is null or caller_role not in ('admin', 'super_admin') then
      raise exception 'Not allowed to notify' using errcode = '42501';
    end if;
  end if;
  if p_audience = 'client' and not exists (
    select 1 from public.profiles p where p.id = p_client and p.role = 'client'
  ) then
    raise exception 'No such client' using errcode = '22023';
  end if;

  return query
  with audience as (
    select p.id, p.email, p.full_name
      from public.profiles p
     where p.deactivated_at is null
       and p.id is distinct from p_actor
       and (case when p_audience = 'client' then p.id = p_client and p.role = 'client'
                 else p.role in ('admin', 'super_admin') end)
  ),
  wanted as (
    select a.id, a.email, a.full_name, c.in_app, c.email as by_email
      from audience a
     cross join lateral public.notification_channels(a.id, p_category) c
  ),
  stored as (
    insert into public.notifications (user_id, category, actor_id, title, body, link)
    select w.id, p_category, p_actor, left(p_title, 300), left(p_body, 2000), p_link
      from wanted w where w.in_app
    returning 1
  )
  select w.id, w.email, w.full_name from wanted w where w.by_email and w.email <> '';
end
$$;
revoke execute on function public.notify_recipients(text, uuid, text, uuid, text, text, text) from public, anon;
grant execute on function public.notify_recipients(text, uuid, text, uuid, text, text, text)
  to authenticated, service_role;

-- A notification mail has an HTML part and its own headers (List-Unsubscribe); the queue
-- keeps both for the sender.
alter table public.mail_queue
  add column html text check (length(html) <= 200000),
  add column headers jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object');

-- Invoices that fell overdue and were told so, once each (the scheduled run).
create table public.invoice_overdue_notices (
  invoice_id uuid primary key references public.invoices (id) on delete cascade,
  notified_at timestamptz not null default now()
);
alter table public.invoice_overdue_notices enable row level security;
revoke all on public.invoice_overdue_notices from anon, authenticated;
grant all on public.invoice_overdue_notices to service_role;
