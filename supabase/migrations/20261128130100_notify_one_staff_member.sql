-- The plan's notices for a task given to someone of the team (assigned, due tomorrow, overdue)
-- went to every admin, since app.notify_many had no audience of one staff member. Now it has
-- one: 'staff' names a profile, reached only while that person is of the team (an admin or a
-- super admin) and active. Someone who has left the team since hears nothing and the batch
-- still goes out: a reminder run must not fail because one assignee left. A client may not
-- use it (as with 'client', its people are the team's to address). Everything else is as before.

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
        or coalesce(e ->> 'audience', '') not in ('client', 'team', 'staff', 'project', 'billing')
        or ((e ->> 'audience') = 'client') <> (e ->> 'client' is not null)
        or ((e ->> 'audience') = 'staff') <> (e ->> 'staff' is not null)
        or ((e ->> 'audience') = 'project') <> (e ->> 'project' is not null)
        or ((e ->> 'audience') = 'billing') <> (e ->> 'organization' is not null)
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
      -- A client tells the team, or the people of a project it sees, and only about the
      -- projects and tickets it sees.
      for r in select e ->> 'audience' as audience, e ->> 'link' as link, (e ->> 'project')::uuid as project,
                      (e ->> 'organization')::uuid as organization
                 from jsonb_array_elements(p_items) e loop
        if r.audience = 'project' then
          if not (r.project = any (app.visible_project_ids_of(caller))) then
            raise exception 'A client may only notify about its own records' using errcode = '42501';
          end if;
        elsif r.audience = 'billing' then
          -- An invoice a client's own act issued (signing a proposal issues the upfront
          -- invoice): its company's owners and billing people hear of it, no other company's.
          if p_category <> 'invoices' or not exists (
               select 1 from app.organization_members m
                where m.profile_id = caller and m.organization_id = r.organization) then
            raise exception 'A client may only tell its own company of its invoices' using errcode = '42501';
          end if;
        elsif r.audience <> 'team' then
          raise exception 'A client may only notify the team' using errcode = '42501';
        end if;
        linked := substring(r.link from '^/(?:projects|support)/([0-9a-fA-F-]{36})')::uuid;
        if linked is not null
           and not (linked = any (app.visible_project_ids_of(caller)))
           and not exists (select 1 from app.support_tickets t where t.id = linked
                              and app.can_see_ticket(t.organization_id, t.project_id, t.client_id)) then
          raise exception 'A client may only notify about its own records' using errcode = '42501';
        end if;
      end loop;
    elsif caller_role is null or caller_role not in ('admin', 'super_admin') then
      raise exception 'Not allowed to notify' using errcode = '42501';
    end if;
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) e
     where (e ->> 'audience' = 'client'
            and not exists (select 1 from app.profiles p where p.id = (e ->> 'client')::uuid and p.role = 'client'))
        or (e ->> 'audience' = 'project'
            and not exists (select 1 from app.projects pr where pr.id = (e ->> 'project')::uuid))
        or (e ->> 'audience' = 'billing'
            and not exists (select 1 from app.client_organizations o where o.id = (e ->> 'organization')::uuid))
  ) then
    raise exception 'No such client' using errcode = '22023';
  end if;

  return query
  with items as (
    select (e.n - 1)::integer as item, e.value ->> 'audience' as audience, (e.value ->> 'client')::uuid as client,
           (e.value ->> 'project')::uuid as project, (e.value ->> 'organization')::uuid as organization,
           (e.value ->> 'staff')::uuid as staff, e.value ->> 'title' as title, coalesce(e.value ->> 'body', '') as body, e.value ->> 'link' as link
      from jsonb_array_elements(p_items) with ordinality as e (value, n)
  ),
  -- One join per audience: each finds its people by key.
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
    union all
    select i.item, i.title, i.body, i.link, p.id, p.email, p.full_name
      from items i
      join app.profiles p on p.id = i.staff and p.role in ('admin', 'super_admin')
     where i.audience = 'staff' and p.deactivated_at is null and p.id is distinct from p_actor
    union all
    select i.item, i.title, i.body, i.link, p.id, p.email, p.full_name
      from items i
      join app.projects pr on pr.id = i.project
      join app.organization_members m on m.organization_id = pr.organization_id
      join app.profiles p on p.id = m.profile_id and p.role = 'client'
     where i.audience = 'project' and p.deactivated_at is null and p.id is distinct from p_actor
       and app.member_sees_project(m.company_role, m.restricted, m.profile_id, pr.id)
    union all
    select i.item, i.title, i.body, i.link, p.id, p.email, p.full_name
      from items i
      join app.organization_members m on m.organization_id = i.organization and m.company_role in ('owner', 'billing')
      join app.profiles p on p.id = m.profile_id and p.role = 'client'
     where i.audience = 'billing' and p.deactivated_at is null and p.id is distinct from p_actor
  ),
  wanted as (
    select a.*, c.in_app, c.email as by_email
      from audience a
     cross join lateral app.notification_channels(a.id, p_category) c
  ),
  -- The company's billing email, unless a billing member already has that address.
  billing_address as (
    select i.item, null::uuid as id, btrim(o.billing_email) as email, o.name as full_name
      from items i
      join app.client_organizations o on o.id = i.organization
     where i.audience = 'billing' and coalesce(btrim(o.billing_email), '') <> ''
       and not exists (select 1 from audience a where a.item = i.item and lower(a.email) = lower(btrim(o.billing_email)))
  ),
  stored as (
    insert into app.notifications (user_id, category, actor_id, title, body, link)
    select w.id, p_category, p_actor, left(w.title, 300), left(w.body, 2000), w.link
      from wanted w where w.in_app
    returning 1
  )
  select w.item, w.id, w.email, w.full_name from wanted w where w.by_email and w.email <> ''
  union all
  select b.item, b.id, b.email, b.full_name from billing_address b;
end
$$;
revoke execute on function app.notify_many(text, uuid, jsonb) from public, anon, authenticated;
