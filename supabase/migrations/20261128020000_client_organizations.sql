-- Client companies with several people. A client used to be one profile: the company's name,
-- address and billing contacts were text on that profile and every project, invoice and ticket
-- pointed at the person. Now the company is a row of its own (client_organizations) and the
-- people who sign in are its members, each with a role inside the company:
--   owner   everything of the company, and the team (invite, remove, roles)
--   billing invoices, payments and statements; project work only where put on a project
--   member  projects, files, messages, tickets and approvals (all projects, or only the
--           projects listed for them when restricted)
-- Projects, invoices and tickets belong to the company; client_id stays as the person who is
-- the company's contact on a project (and who opened a ticket). Whether a person may see a
-- row is decided by the helpers below and nowhere else: every policy calls them.

create type app.company_role as enum ('owner', 'billing', 'member');

create table app.client_organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  address text check (length(address) <= 1000),
  website text check (length(website) <= 500),
  billing_email text check (length(billing_email) <= 320),
  billing_details text check (length(billing_details) <= 2000),
  custom_fields jsonb not null default '{}'::jsonb check (jsonb_typeof(custom_fields) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_organizations_name_idx on app.client_organizations (lower(name), id);
create trigger client_organizations_updated_at before update on app.client_organizations
  for each row execute function app.set_updated_at();

-- One company per person: the portal shows one company's work, and "which company is this
-- person in" has one answer on every screen.
create table app.organization_members (
  organization_id uuid not null references app.client_organizations (id) on delete cascade,
  profile_id uuid not null references app.profiles (id) on delete cascade,
  company_role app.company_role not null default 'member',
  -- Sees only the projects listed in organization_member_projects (none when the list is empty).
  restricted boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (organization_id, profile_id),
  unique (profile_id)
);

-- Projects the company owns, keeping the project's contact person.
alter table app.projects add column organization_id uuid references app.client_organizations (id) on delete restrict;
alter table app.invoices add column organization_id uuid references app.client_organizations (id) on delete restrict;
alter table app.support_tickets add column organization_id uuid references app.client_organizations (id) on delete cascade;

-- The projects a member is on (for billing members and restricted members). The project must
-- be the member's company's: both keys point at rows of the same company.
alter table app.projects add constraint projects_id_organization_key unique (id, organization_id);
create table app.organization_member_projects (
  organization_id uuid not null,
  profile_id uuid not null,
  project_id uuid not null,
  primary key (profile_id, project_id),
  foreign key (organization_id, profile_id) references app.organization_members (organization_id, profile_id) on delete cascade,
  foreign key (project_id, organization_id) references app.projects (id, organization_id) on delete cascade
);
create index organization_member_projects_project_idx on app.organization_member_projects (project_id);

-- Every existing client becomes a company with that person as its owner (and so does any
-- other profile that is the client of a project or the opener of a ticket). The company takes
-- the profile's company name, address, website, billing email and custom fields.
with people as (
  select p.id as profile_id, gen_random_uuid() as organization_id,
         coalesce(nullif(btrim(p.company_name), ''), nullif(btrim(p.full_name), ''), nullif(p.email, ''), 'Client') as name,
         p.address, p.website, p.billing_email, p.custom_fields,
         nullif(concat_ws(E'\n', nullif(p.billing_contact_name, ''), nullif(p.billing_contact_email, '')), '') as billing_details
    from app.profiles p
   where p.role = 'client'
      or exists (select 1 from app.projects pr where pr.client_id = p.id)
      or exists (select 1 from app.support_tickets t where t.client_id = p.id)
),
organizations as (
  insert into app.client_organizations (id, name, address, website, billing_email, billing_details, custom_fields)
  select organization_id, left(name, 200), left(address, 1000), left(website, 500), left(billing_email, 320),
         left(billing_details, 2000), coalesce(custom_fields, '{}'::jsonb)
    from people
  returning id
)
insert into app.organization_members (organization_id, profile_id, company_role)
select organization_id, profile_id, 'owner' from people where organization_id in (select id from organizations);

-- Filling in the new column is not an edit: no activity entries, no new updated_at.
alter table app.projects disable trigger user;
alter table app.invoices disable trigger user;
alter table app.support_tickets disable trigger user;
update app.projects p set organization_id = m.organization_id
  from app.organization_members m where m.profile_id = p.client_id;
update app.invoices i set organization_id = p.organization_id
  from app.projects p where p.id = i.project_id;
update app.support_tickets t set organization_id = m.organization_id
  from app.organization_members m where m.profile_id = t.client_id;
alter table app.projects enable trigger user;
alter table app.invoices enable trigger user;
alter table app.support_tickets enable trigger user;

alter table app.projects alter column organization_id set not null;
alter table app.invoices alter column organization_id set not null;
alter table app.support_tickets alter column organization_id set not null;

create index projects_organization_created_id_idx on app.projects (organization_id, created_at desc, id desc);
create index invoices_organization_issue_idx on app.invoices (organization_id, issue_date desc);
create index support_tickets_organization_created_idx on app.support_tickets (organization_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- The rules, once. Only client profiles that are not deactivated count as members.

/** The company of a client profile, made (with the person as owner) when it has none yet. */
create function app.ensure_client_organization(p_profile uuid) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  found uuid;
  person app.profiles;
begin
  select m.organization_id into found from app.organization_members m where m.profile_id = p_profile;
  if found is not null then
    return found;
  end if;
  select * into person from app.profiles p where p.id = p_profile;
  if person.id is null then
    raise exception 'No such client' using errcode = '23503';
  end if;
  insert into app.client_organizations (name, address, website, billing_email, custom_fields)
  values (left(coalesce(nullif(btrim(person.company_name), ''), nullif(btrim(person.full_name), ''),
                        nullif(person.email, ''), 'Client'), 200),
          person.address, person.website, person.billing_email, coalesce(person.custom_fields, '{}'::jsonb))
  returning id into found;
  insert into app.organization_members (organization_id, profile_id, company_role) values (found, p_profile, 'owner');
  return found;
end
$$;
revoke execute on function app.ensure_client_organization(uuid) from public, anon, authenticated;

/** Whether a member with this role and restriction sees the project: THE project rule. */
create function app.member_sees_project(p_role app.company_role, p_restricted boolean, p_profile uuid, p_project uuid)
returns boolean
language sql stable
set search_path = ''
as $$
  select p_role = 'owner'
      or (p_role = 'member' and not p_restricted)
      or exists (select 1 from app.organization_member_projects mp
                  where mp.profile_id = p_profile and mp.project_id = p_project)
$$;

/**
 * The projects a person sees as a client. The server's own connection (no claims: the session
 * statement) may ask about anyone; a signed-in caller only about themselves (staff: anyone).
 */
create function app.visible_project_ids_of(p_profile uuid) returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(pr.id), '{}')
    from app.organization_members m
    join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
    join app.projects pr on pr.organization_id = m.organization_id
   where m.profile_id = p_profile
     and (coalesce(current_setting('request.jwt.claims', true), '') = ''
          or p_profile = auth.uid() or app.is_admin())
     and app.member_sees_project(m.company_role, m.restricted, m.profile_id, pr.id)
$$;

/** The projects the signed-in person sees as a client (not counting staff rights). */
create function app.visible_project_ids() returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select app.visible_project_ids_of(auth.uid())
$$;

/** The companies in which the signed-in person has one of these roles. */
create function app.organization_ids_as(variadic p_roles app.company_role[]) returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.organization_id), '{}')
    from app.organization_members m
    join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
   where m.profile_id = auth.uid() and m.company_role = any (p_roles)
$$;

/** The signed-in person's role in the company (null: not a member). */
create function app.company_role_of(p_org uuid) returns app.company_role
language sql stable security definer
set search_path = ''
as $$
  select m.company_role
    from app.organization_members m
    join app.profiles p on p.id = m.profile_id and p.role = 'client' and p.deactivated_at is null
   where m.organization_id = p_org and m.profile_id = auth.uid()
$$;

/** Staff, or a member who sees this project. */
create function app.can_see_project(p_project_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.is_admin() or p_project_id = any (app.visible_project_ids())
$$;

/** Staff, or the company's owner or billing member: invoices, payments, statements. */
create function app.is_billing_member(p_org uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.is_admin() or p_org = any (app.organization_ids_as('owner', 'billing'))
$$;

/**
 * A ticket: staff; the person who opened it; anyone who sees its project; and for a ticket
 * about no project, whoever sees all of the company's work (owners, unrestricted members).
 */
create function app.can_see_ticket(p_org uuid, p_project uuid, p_opener uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.is_admin()
      or (p_opener = auth.uid() and app.company_role_of(p_org) is not null)
      or (p_project is not null and p_project = any (app.visible_project_ids()))
      or (p_project is null and exists (
            select 1 from app.organization_members m
             where m.organization_id = p_org and m.profile_id = auth.uid()
               and (m.company_role = 'owner' or (m.company_role = 'member' and not m.restricted))))
$$;

/** The profiles of the signed-in person's company (teammates see each other's names). */
create function app.teammate_ids() returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(t.profile_id), '{}')
    from app.organization_members t
   where t.organization_id = any (app.organization_ids_as('owner', 'billing', 'member'))
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'app.member_sees_project(app.company_role, boolean, uuid, uuid)',
    'app.visible_project_ids_of(uuid)', 'app.visible_project_ids()', 'app.organization_ids_as(app.company_role[])', 'app.company_role_of(uuid)',
    'app.can_see_project(uuid)', 'app.is_billing_member(uuid)', 'app.can_see_ticket(uuid, uuid, uuid)',
    'app.teammate_ids()'
  ] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- A project inserted the old way (naming only its contact person) takes that person's company,
-- made for them if they have none yet (staff create projects for clients made in User
-- Management); a project's contact must be a member of the project's company. A ticket is
-- always the company of the person who opened it.

create function app.projects_set_organization() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.organization_id is null
     or (tg_op = 'UPDATE' and new.client_id <> old.client_id and new.organization_id = old.organization_id) then
    new.organization_id := app.ensure_client_organization(new.client_id);
  elsif not exists (select 1 from app.organization_members m
                     where m.organization_id = new.organization_id and m.profile_id = new.client_id) then
    raise exception 'The project''s contact is not a member of its company' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function app.projects_set_organization() from public, anon, authenticated;
create trigger projects_organization before insert or update of client_id, organization_id on app.projects
  for each row execute function app.projects_set_organization();

create function app.support_tickets_set_organization() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Always the opener's own company, whatever the insert named.
  new.organization_id := (select m.organization_id from app.organization_members m where m.profile_id = new.client_id);
  if new.organization_id is null then
    raise exception 'Only a member of a client company can open a ticket' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function app.support_tickets_set_organization() from public, anon, authenticated;
create trigger support_tickets_organization before insert on app.support_tickets
  for each row execute function app.support_tickets_set_organization();

-- The invoice takes the project's company (as it takes the project's client).
create or replace function app.invoices_before_insert()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  next_number integer;
begin
  select p.client_id, p.organization_id into strict new.client_id, new.organization_id
    from app.projects p where p.id = new.project_id;
  insert into app.invoice_counters as c (year, last_number)
  values (extract(year from new.issue_date)::integer, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into next_number;
  new.number := format(
    'INV-%s-%s',
    extract(year from new.issue_date)::integer,
    lpad(next_number::text, greatest(4, length(next_number::text)), '0')
  );
  new.created_by := (select p.id from app.profiles p where p.id = auth.uid());
  new.created_at := now();
  return new;
end
$$;

-- Members are client profiles; a company keeps at least one owner. The company's row is
-- locked first, so two owners removing each other at once cannot both succeed.
create function app.organization_members_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    if not exists (select 1 from app.profiles p where p.id = new.profile_id and p.role = 'client') then
      raise exception 'Only client accounts can be members of a client company' using errcode = '23514';
    end if;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.company_role = 'owner'
     and (tg_op = 'DELETE' or new.company_role <> 'owner' or new.organization_id <> old.organization_id) then
    perform 1 from app.client_organizations o where o.id = old.organization_id for update;
    -- Deleting the company or the person takes the membership with it; that is not "leaving".
    if found and exists (select 1 from app.profiles p where p.id = old.profile_id)
       and not exists (select 1 from app.organization_members m
                        where m.organization_id = old.organization_id and m.company_role = 'owner'
                          and m.profile_id <> old.profile_id) then
      raise exception 'A company keeps at least one owner' using errcode = '23514';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function app.organization_members_guard() from public, anon, authenticated;
create trigger organization_members_guard before insert or update or delete on app.organization_members
  for each row execute function app.organization_members_guard();

-- ---------------------------------------------------------------------------------------------
-- Grants and policies of the new tables.

alter table app.client_organizations enable row level security;
alter table app.organization_members enable row level security;
alter table app.organization_member_projects enable row level security;
revoke all on app.client_organizations, app.organization_members, app.organization_member_projects from anon;
grant select, insert, update, delete on app.client_organizations, app.organization_members,
  app.organization_member_projects to authenticated;
grant all on app.client_organizations, app.organization_members, app.organization_member_projects to service_role;

create policy client_organizations_select on app.client_organizations for select to authenticated
  using ((select app.is_admin()) or id = any ((select app.organization_ids_as('owner', 'billing', 'member'))::uuid[]));
create policy client_organizations_update on app.client_organizations for update to authenticated
  using ((select app.is_admin()) or id = any ((select app.organization_ids_as('owner'))::uuid[]))
  with check ((select app.is_admin()) or id = any ((select app.organization_ids_as('owner'))::uuid[]));
create policy client_organizations_admin_insert on app.client_organizations for insert to authenticated
  with check ((select app.is_admin()));
create policy client_organizations_admin_delete on app.client_organizations for delete to authenticated
  using ((select app.is_admin()));

create policy organization_members_select on app.organization_members for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing', 'member'))::uuid[]));
create policy organization_members_insert on app.organization_members for insert to authenticated
  with check ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[]));
create policy organization_members_update on app.organization_members for update to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[]))
  with check ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[]));
-- Owners remove teammates; anyone may leave (the guard keeps the last owner).
create policy organization_members_delete on app.organization_members for delete to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[])
         or profile_id = (select auth.uid()));

create policy organization_member_projects_select on app.organization_member_projects for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing', 'member'))::uuid[]));
create policy organization_member_projects_write on app.organization_member_projects for all to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[]))
  with check ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner'))::uuid[]));

-- ---------------------------------------------------------------------------------------------
-- Every client policy now asks the helpers instead of comparing client_id with the caller.

drop policy profiles_select on app.profiles;
create policy profiles_select on app.profiles for select to authenticated
  using (id = (select auth.uid()) or (select app.is_admin()) or id = any ((select app.teammate_ids())::uuid[]));

-- A project's row (title, figures) is also the billing people's: their invoices and statements
-- name it. Its work (files, messages, approvals, tickets) stays with the people who see it.
drop policy projects_select on app.projects;
create policy projects_select on app.projects for select to authenticated
  using ((select app.is_admin()) or id = any ((select app.visible_project_ids())::uuid[])
         or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));

drop policy invoices_select on app.invoices;
create policy invoices_select on app.invoices for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));

drop policy invoice_payments_select on app.invoice_payments;
create policy invoice_payments_select on app.invoice_payments for select to authenticated
  using ((select app.is_admin()) or exists (
    select 1 from app.invoices i
     where i.id = invoice_payments.invoice_id
       and i.organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[])));

drop policy approvals_select on app.approvals;
create policy approvals_select on app.approvals for select to authenticated
  using (app.can_see_project(project_id));
drop policy approvals_client_decide on app.approvals;
create policy approvals_client_decide on app.approvals for update to authenticated
  using (status = 'pending' and (select app.current_user_role()) = 'client'
         and project_id = any ((select app.visible_project_ids())::uuid[]))
  with check (status in ('approved', 'changes_requested') and project_id = any ((select app.visible_project_ids())::uuid[]));

drop policy project_files_select on app.project_files;
create policy project_files_select on app.project_files for select to authenticated
  using (app.can_see_project(project_id));
drop policy project_files_insert on app.project_files;
create policy project_files_insert on app.project_files for insert to authenticated
  with check ((select app.is_admin())
              or (uploaded_by = (select auth.uid()) and (select app.current_user_role()) = 'client'
                  and project_id = any ((select app.visible_project_ids())::uuid[])));
drop policy project_files_delete on app.project_files;
create policy project_files_delete on app.project_files for delete to authenticated
  using ((select app.is_admin())
         or (uploaded_by = (select auth.uid()) and project_id = any ((select app.visible_project_ids())::uuid[])));

drop policy project_messages_select on app.project_messages;
create policy project_messages_select on app.project_messages for select to authenticated
  using ((select app.is_admin()) or project_id = any ((select app.visible_project_ids())::uuid[]));
drop policy project_messages_insert on app.project_messages;
create policy project_messages_insert on app.project_messages for insert to authenticated
  with check (author_id = (select auth.uid())
              and ((select app.is_admin())
                   or ((select app.current_user_role()) = 'client' and project_id = any ((select app.visible_project_ids())::uuid[]))));

drop policy project_message_reads_own on app.project_message_reads;
create policy project_message_reads_own on app.project_message_reads for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and app.can_see_project(project_id));

drop policy software_audits_select on app.software_audits;
create policy software_audits_select on app.software_audits for select to authenticated
  using (app.can_see_project(project_id));
drop policy software_audit_items_select on app.software_audit_items;
create policy software_audit_items_select on app.software_audit_items for select to authenticated
  using (exists (select 1 from app.software_audits a
                  where a.id = software_audit_items.audit_id and app.can_see_project(a.project_id)));

drop policy support_tickets_select on app.support_tickets;
create policy support_tickets_select on app.support_tickets for select to authenticated
  using ((select app.is_admin()) or app.can_see_ticket(organization_id, project_id, client_id));
drop policy support_tickets_client_insert on app.support_tickets;
create policy support_tickets_client_insert on app.support_tickets for insert to authenticated
  with check (client_id = (select auth.uid()) and status = 'open'
              and (select app.current_user_role()) = 'client'
              and (project_id is null or project_id = any ((select app.visible_project_ids())::uuid[])));
drop policy support_tickets_client_update on app.support_tickets;
create policy support_tickets_client_update on app.support_tickets for update to authenticated
  using ((select app.current_user_role()) = 'client' and app.can_see_ticket(organization_id, project_id, client_id))
  with check (app.can_see_ticket(organization_id, project_id, client_id) and status in ('open', 'resolved'));

drop policy support_ticket_replies_insert on app.support_ticket_replies;
create policy support_ticket_replies_insert on app.support_ticket_replies for insert to authenticated
  with check (author_id = (select auth.uid()) and exists (
    select 1 from app.support_tickets t
     where t.id = support_ticket_replies.ticket_id and t.status <> 'resolved'
       and ((select app.is_admin())
            or ((select app.current_user_role()) = 'client' and app.can_see_ticket(t.organization_id, t.project_id, t.client_id)))));

drop policy activity_log_client_project_select on app.activity_log;
create policy activity_log_client_project_select on app.activity_log for select to authenticated
  using (resource_type = 'project' and resource_id = any ((select app.visible_project_ids())::uuid[]));
drop policy activity_log_client_ticket_select on app.activity_log;
create policy activity_log_client_ticket_select on app.activity_log for select to authenticated
  using (resource_type = 'support_ticket' and resource_id is not null and exists (
    select 1 from app.support_tickets t
     where t.id = activity_log.resource_id and app.can_see_ticket(t.organization_id, t.project_id, t.client_id)));

-- One project rule: the older helper goes now that nothing calls it.
drop function app.can_read_project(uuid);
