-- For the large seed: notifications in batches. The scheduled invoice run tells a client
-- about each invoice it issues; at 11,000 invoices one call (and one savepoint) per invoice
-- was 11,000 round trips, and on PostgreSQL the savepoints ran the lock table out of shared
-- memory. app.notify_many records a whole list in one statement and returns whom to mail.
-- app.notify_recipients (one notification) now calls it, so who may tell whom is decided in
-- one place.

create or replace function app.notify_many(p_category text, p_actor uuid, p_items jsonb)
returns table (item integer, user_id uuid, email text, full_name text)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  caller_role text;
  trusted boolean := coalesce(current_setting('request.jwt.claims', true), '') = '';
  r record;
  linked uuid;
begin
  if not app.notification_category_valid(p_category) then
    raise exception 'Unknown notification category' using errcode = '22023';
  end if;
  if p_items is null or jsonb_typeof(p_items) <> 'array' then
    raise exception 'Notifications come as a list' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) e
     where jsonb_typeof(e) <> 'object'
        or coalesce(e ->> 'audience', '') not in ('client', 'team')
        or ((e ->> 'audience') = 'client') <> (e ->> 'client' is not null)
  ) then
    raise exception 'Unknown notification audience' using errcode = '22023';
  end if;
  if not trusted then
    if caller is null then
      raise exception 'Only a signed-in user may notify' using errcode = '42501';
    end if;
    if p_actor is distinct from caller then
      raise exception 'The actor of a notification is the caller' using errcode = '42501';
    end if;
    select p.role::text into caller_role from app.profiles p where p.id = caller and p.deactivated_at is null;
    if caller_role = 'client' then
      -- A client tells the team, and only about its own projects and tickets.
      for r in select e ->> 'audience' as audience, e ->> 'link' as link from jsonb_array_elements(p_items) e loop
        if r.audience <> 'team' then
          raise exception 'A client may only notify the team' using errcode = '42501';
        end if;
        linked := substring(r.link from '^/(?:projects|support)/([0-9a-fA-F-]{36})')::uuid;
        if linked is not null
           and not exists (select 1 from app.projects pr where pr.id = linked and pr.client_id = caller)
           and not exists (select 1 from app.support_tickets t where t.id = linked and t.client_id = caller) then
          raise exception 'A client may only notify about its own records' using errcode = '42501';
        end if;
      end loop;
    elsif caller_role is null or caller_role not in ('admin', 'super_admin') then
      raise exception 'Not allowed to notify' using errcode = '42501';
    end if;
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) e
     where e ->> 'audience' = 'client'
       and not exists (select 1 from app.profiles p where p.id = (e ->> 'client')::uuid and p.role = 'client')
  ) then
    raise exception 'No such client' using errcode = '22023';
  end if;

  return query
  with items as (
    select (e.n - 1)::integer as item, e.value ->> 'audience' as audience, (e.value ->> 'client')::uuid as client,
           e.value ->> 'title' as title, coalesce(e.value ->> 'body', '') as body, e.value ->> 'link' as link
      from jsonb_array_elements(p_items) with ordinality as e (value, n)
  ),
  -- Two joins, not one with a CASE: a client's row is found by its key.
  audience as (
    select i.item, i.title, i.body, i.link, p.id, p.email, p.full_name
      from items i
      join app.profiles p on p.id = i.client and p.role = 'client'
     where i.audience = 'client' and p.deactivated_at is null and p.id is distinct from p_actor
    union all
    select i.item, i.title, i.body, i.link, p.id, p.email, p.full_name
      from items i
      join app.profiles p on p.role in ('admin', 'super_admin')
     where i.audience = 'team' and p.deactivated_at is null and p.id is distinct from p_actor
  ),
  wanted as (
    select a.*, c.in_app, c.email as by_email
      from audience a
     cross join lateral app.notification_channels(a.id, p_category) c
  ),
  stored as (
    insert into app.notifications (user_id, category, actor_id, title, body, link)
    select w.id, p_category, p_actor, left(w.title, 300), left(w.body, 2000), w.link
      from wanted w where w.in_app
    returning 1
  )
  select w.item, w.id, w.email, w.full_name from wanted w where w.by_email and w.email <> '';
end
$$;
revoke execute on function app.notify_many(text, uuid, jsonb) from public, anon;
grant execute on function app.notify_many(text, uuid, jsonb) to authenticated, service_role;

-- One notification: the same rules, through the list.
create or replace function app.notify_recipients(
  p_category text,
  p_actor uuid,
  p_audience text,
  p_client uuid,
  p_title text,
  p_body text,
  p_link text
) returns table (user_id uuid, email text, full_name text)
language sql security definer
set search_path = ''
as $$
  select m.user_id, m.email, m.full_name
    from app.notify_many(p_category, p_actor, jsonb_build_array(jsonb_build_object(
      'audience', p_audience, 'client', p_client, 'title', p_title, 'body', p_body, 'link', p_link))) m
$$;
