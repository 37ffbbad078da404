-- The helpers the row-level security policies ask (who is staff, which projects and companies a
-- client sees, who may read a ticket) were SQL functions. PostgreSQL cannot inline a function
-- that is security definer or sets its search_path, so it ran each as a separate query and
-- parsed and planned its body again for every statement that called it: on a client's
-- dashboard that was about 40 plannings per page view, and the database spent 5.2 ms of CPU
-- per view, the recent-activity read alone 3.7 ms.
--
-- PL/pgSQL keeps a function's statement plans for the life of the connection, so the same
-- rules are restated here in it, unchanged in what they answer (where the SQL answered null
-- for "no", some now answer false; every caller reads both as "no"). The helpers asked once a
-- row answer their simple cases (staff, a company's owner) without a query. The policies,
-- their grants and every caller stay as they are (create or replace keeps a function's grants).

create or replace function app.current_user_role() returns app.user_role
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select p.role from app.profiles p where p.id = auth.uid() and p.deactivated_at is null);
end
$$;

create or replace function app.is_admin() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(app.current_user_role() in ('admin', 'super_admin'), false);
end
$$;

create or replace function app.is_super_admin() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(app.current_user_role() = 'super_admin', false);
end
$$;

create or replace function app.member_sees_project(
  p_role app.company_role, p_restricted boolean, p_profile uuid, p_project uuid
) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  if p_role = 'owner' or (p_role = 'member' and not p_restricted) then
    return true;
  end if;
  return exists (select 1 from app.organization_member_projects mp
                  where mp.profile_id = p_profile and mp.project_id = p_project);
end
$$;

-- The server's own connection (no claims) may ask about anyone; a signed-in caller only about
-- themselves, and staff about anyone.
create or replace function app.visible_project_ids_of(p_profile uuid) returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (coalesce(current_setting('request.jwt.claims', true), '') = ''
          or p_profile = auth.uid() or app.is_admin()) then
    return '{}';
  end if;
  return (
    select coalesce(array_agg(pr.id), '{}')
      from app.organization_members m
      join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
      join app.projects pr on pr.organization_id = m.organization_id
     where m.profile_id = p_profile
       and app.member_sees_project(m.company_role, m.restricted, m.profile_id, pr.id));
end
$$;

create or replace function app.visible_project_ids() returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return app.visible_project_ids_of(auth.uid());
end
$$;

create or replace function app.organization_ids_as(variadic p_roles app.company_role[]) returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(m.organization_id), '{}')
      from app.organization_members m
      join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
     where m.profile_id = auth.uid() and m.company_role = any (p_roles));
end
$$;

-- A person is in at most one company (organization_members.profile_id is unique), so the
-- subquery finds at most one row.
create or replace function app.company_role_of(p_org uuid) returns app.company_role
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select m.company_role
      from app.organization_members m
      join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
     where m.organization_id = p_org and m.profile_id = auth.uid());
end
$$;

create or replace function app.can_see_project(p_project_id uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return app.is_admin() or p_project_id = any (app.visible_project_ids());
end
$$;

create or replace function app.is_billing_member(p_org uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return app.is_admin() or p_org = any (app.organization_ids_as('owner', 'billing'));
end
$$;

-- Staff; the person who opened it; anyone who sees its project; and for a ticket about no
-- project, whoever sees all of the company's work (owners, unrestricted members).
create or replace function app.can_see_ticket(p_org uuid, p_project uuid, p_opener uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if app.is_admin() or (p_opener = auth.uid() and app.company_role_of(p_org) is not null) then
    return true;
  end if;
  if p_project is not null then
    return p_project = any (app.visible_project_ids());
  end if;
  return exists (
    select 1 from app.organization_members m
     where m.organization_id = p_org and m.profile_id = auth.uid()
       and (m.company_role = 'owner' or (m.company_role = 'member' and not m.restricted)));
end
$$;

create or replace function app.teammate_ids() returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(t.profile_id), '{}')
      from app.organization_members t
     where t.organization_id = any (app.organization_ids_as('owner', 'billing', 'member')));
end
$$;
