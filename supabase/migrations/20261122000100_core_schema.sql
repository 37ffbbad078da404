-- Core schema: profiles, projects, audits, custom fields, and the supporting tables
-- the server functions use. Every table has RLS; every grant is explicit.

create type public.user_role as enum ('client', 'admin', 'super_admin');
create type public.invitation_status as enum ('pending', 'sent', 'accepted');
create type public.kanban_stage as enum (
  'discovery_audit', 'proposal_sent', 'contract_signed', 'in_development',
  'client_review', 'awaiting_final_payment', 'completed'
);
create type public.payment_status as enum ('pending', 'paid', 'overdue');
create type public.custom_field_entity as enum ('client', 'project');
create type public.custom_field_type as enum ('text', 'number', 'date', 'select', 'textarea', 'checkbox');
create type public.inquiry_status as enum ('new', 'contacted', 'closed');

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- profiles ---------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null default '' check (length(email) <= 320),
  full_name text check (length(full_name) <= 200),
  company_name text check (length(company_name) <= 200),
  phone text check (length(phone) <= 50),
  website text check (length(website) <= 2048),
  address text check (length(address) <= 1000),
  billing_email text check (length(billing_email) <= 320),
  billing_contact_name text check (length(billing_contact_name) <= 200),
  billing_contact_email text check (length(billing_contact_email) <= 320),
  technical_contact_name text check (length(technical_contact_name) <= 200),
  technical_contact_email text check (length(technical_contact_email) <= 320),
  role public.user_role not null default 'client',
  custom_fields jsonb not null default '{}'::jsonb check (jsonb_typeof(custom_fields) = 'object'),
  invitation_status public.invitation_status not null default 'pending',
  invitation_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_sent_has_time check (invitation_status <> 'sent' or invitation_sent_at is not null)
);
create unique index profiles_email_key on public.profiles (lower(email)) where email <> '';
create index profiles_role_created_idx on public.profiles (role, created_at desc);
create index profiles_company_idx on public.profiles (role, lower(coalesce(company_name, '')), id);

create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Who is asking, read from the verified claims. security definer so that policies on
-- profiles can call it without recursing into themselves.
create or replace function public.current_user_role() returns public.user_role
language sql stable security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid()
$$;

create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'super_admin'), false)
$$;

create or replace function public.is_super_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'super_admin', false)
$$;

revoke execute on function public.current_user_role(), public.is_admin(), public.is_super_admin() from public;
grant execute on function public.current_user_role(), public.is_admin(), public.is_super_admin()
  to authenticated, service_role;

-- A new auth user always starts as a client; roles are raised only by a super admin.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name, role)
  values (new.id, coalesce(new.email, ''), nullif(new.raw_user_meta_data ->> 'full_name', ''), 'client')
  on conflict (id) do nothing;
  return new;
end
$$;
revoke execute on function public.handle_new_user() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Row-level policies decide which rows; this trigger decides which columns a signed-in
-- user may change. Trusted server code (no SET ROLE) is not restricted.
create or replace function public.guard_profile_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not public.is_admin() and new.role <> 'client' then
      raise exception 'Only a client profile can be created for yourself' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.role is distinct from old.role then
    if not public.is_super_admin() then
      raise exception 'Only a super admin can change roles' using errcode = '42501';
    end if;
    if old.id = auth.uid() then
      raise exception 'You cannot change your own role' using errcode = '42501';
    end if;
  end if;
  if not public.is_admin() and (
    new.email is distinct from old.email
    or new.invitation_status is distinct from old.invitation_status
    or new.invitation_sent_at is distinct from old.invitation_sent_at
  ) then
    raise exception 'Not allowed to change these fields' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger profiles_guard before insert or update on public.profiles
  for each row execute function public.guard_profile_changes();

alter table public.profiles enable row level security;

create policy profiles_select on public.profiles for select to authenticated
  using (id = auth.uid() or public.is_admin());
create policy profiles_insert on public.profiles for insert to authenticated
  with check (id = auth.uid() or public.is_admin());
create policy profiles_update on public.profiles for update to authenticated
  using (id = auth.uid() or public.is_admin())
  with check (id = auth.uid() or public.is_admin());
create policy profiles_delete on public.profiles for delete to authenticated
  using (public.is_admin() and id <> auth.uid());

grant select, insert, update, delete on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- projects ---------------------------------------------------------------------------

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text check (length(description) <= 10000),
  client_id uuid not null references public.profiles (id) on delete restrict,
  kanban_stage public.kanban_stage not null default 'discovery_audit',
  project_value numeric(12, 2) not null default 0 check (project_value >= 0),
  monthly_fee numeric(12, 2) not null default 0 check (monthly_fee >= 0),
  progress_percentage integer not null default 0 check (progress_percentage between 0 and 100),
  start_date date,
  end_date date,
  custom_fields jsonb not null default '{}'::jsonb check (jsonb_typeof(custom_fields) = 'object'),
  upfront_payment_status public.payment_status,
  final_payment_status public.payment_status,
  upfront_payment_date date,
  final_payment_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_dates_ordered check (start_date is null or end_date is null or start_date <= end_date)
);
create index projects_client_idx on public.projects (client_id, created_at desc);
create index projects_created_idx on public.projects (created_at desc);
create index projects_stage_created_idx on public.projects (kanban_stage, created_at desc);

create trigger projects_updated_at before update on public.projects
  for each row execute function public.set_updated_at();

alter table public.projects enable row level security;

create policy projects_select on public.projects for select to authenticated
  using (client_id = auth.uid() or public.is_admin());
create policy projects_admin_insert on public.projects for insert to authenticated
  with check (public.is_admin());
create policy projects_admin_update on public.projects for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy projects_admin_delete on public.projects for delete to authenticated
  using (public.is_admin());

grant select, insert, update, delete on public.projects to authenticated;
grant all on public.projects to service_role;

-- software audits --------------------------------------------------------------------

create table public.software_audits (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  file_name text check (length(file_name) <= 255),
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index software_audits_project_idx on public.software_audits (project_id, created_at);

create table public.software_audit_items (
  id uuid primary key default gen_random_uuid(),
  audit_id uuid not null references public.software_audits (id) on delete cascade,
  software_name text not null check (length(btrim(software_name)) between 1 and 200),
  monthly_cost numeric(12, 2) not null default 0 check (monthly_cost >= 0),
  annual_cost numeric(12, 2) not null default 0 check (annual_cost >= 0),
  category text check (length(category) <= 100),
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index software_audit_items_audit_idx on public.software_audit_items (audit_id, position);

create or replace function public.can_read_project(p_project_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.is_admin()
      or exists (select 1 from public.projects p where p.id = p_project_id and p.client_id = auth.uid())
$$;
revoke execute on function public.can_read_project(uuid) from public;
grant execute on function public.can_read_project(uuid) to authenticated, service_role;

alter table public.software_audits enable row level security;
alter table public.software_audit_items enable row level security;

create policy software_audits_select on public.software_audits for select to authenticated
  using (public.can_read_project(project_id));
create policy software_audits_admin_write on public.software_audits for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy software_audit_items_select on public.software_audit_items for select to authenticated
  using (exists (select 1 from public.software_audits a
                 where a.id = audit_id and public.can_read_project(a.project_id)));
create policy software_audit_items_admin_write on public.software_audit_items for all to authenticated
  using (public.is_admin()) with check (public.is_admin());

grant select, insert, update, delete on public.software_audits, public.software_audit_items to authenticated;
grant all on public.software_audits, public.software_audit_items to service_role;

-- custom field definitions -----------------------------------------------------------

create table public.custom_field_definitions (
  id uuid primary key default gen_random_uuid(),
  entity_type public.custom_field_entity not null,
  field_name text not null check (length(btrim(field_name)) between 1 and 100),
  field_type public.custom_field_type not null,
  is_required boolean not null default false,
  field_options jsonb check (field_options is null or jsonb_typeof(field_options) = 'array'),
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  constraint custom_field_options_only_for_select
    check (field_type = 'select' or field_options is null or field_options = '[]'::jsonb),
  constraint custom_field_name_unique unique (entity_type, field_name)
);
create index custom_field_definitions_entity_idx on public.custom_field_definitions (entity_type, display_order);

alter table public.custom_field_definitions enable row level security;
create policy custom_field_definitions_admin on public.custom_field_definitions for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant select, insert, update, delete on public.custom_field_definitions to authenticated;
grant all on public.custom_field_definitions to service_role;

-- activity log -----------------------------------------------------------------------

create table public.activity_log (
  id bigint generated always as identity primary key,
  user_id uuid references public.profiles (id) on delete set null,
  action text not null check (length(action) between 1 and 100),
  resource_type text check (length(resource_type) <= 100),
  resource_id uuid,
  details jsonb,
  ip inet,
  created_at timestamptz not null default now()
);
create index activity_log_created_idx on public.activity_log (created_at desc);
create index activity_log_action_created_idx on public.activity_log (action, created_at desc);
create index activity_log_resource_idx on public.activity_log (resource_type, resource_id, created_at desc);

alter table public.activity_log enable row level security;
create policy activity_log_admin_select on public.activity_log for select to authenticated
  using (public.is_admin());
create policy activity_log_client_project_select on public.activity_log for select to authenticated
  using (resource_type = 'project' and resource_id is not null
         and exists (select 1 from public.projects p where p.id = resource_id and p.client_id = auth.uid()));
grant select on public.activity_log to authenticated;
grant all on public.activity_log to service_role;

-- security tables used only through server functions ---------------------------------

create table public.admin_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  path_part text not null unique check (path_part ~ '^[A-Za-z0-9]{8,64}$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index admin_tokens_one_active on public.admin_tokens ((true)) where revoked_at is null;

create table public.rate_limits (
  ip inet not null,
  endpoint text not null check (length(endpoint) <= 200),
  window_start timestamptz not null,
  request_count integer not null default 0 check (request_count >= 0),
  primary key (ip, endpoint, window_start)
);

create table public.security_events (
  id bigint generated always as identity primary key,
  event_type text not null check (event_type in (
    'failed_login', 'rate_limited', 'token_rotation', 'unauthorized_admin_access', 'successful_login'
  )),
  ip inet,
  details jsonb,
  created_at timestamptz not null default now()
);
create index security_events_type_created_idx on public.security_events (event_type, created_at desc);

alter table public.admin_tokens enable row level security;
alter table public.rate_limits enable row level security;
alter table public.security_events enable row level security;
create policy security_events_admin_select on public.security_events for select to authenticated
  using (public.is_admin());
grant select on public.security_events to authenticated;
grant all on public.admin_tokens, public.rate_limits, public.security_events to service_role;

-- contact inquiries ------------------------------------------------------------------

create table public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  company text not null check (length(btrim(company)) between 1 and 200),
  phone text check (length(phone) <= 50),
  project_type text not null check (project_type in ('custom-software', 'ai-automation', 'saas-consolidation', 'other')),
  budget text not null check (budget in ('5k-15k', '15k-50k', '50k-100k', '100k+')),
  timeline text not null check (timeline in ('asap', '1-3months', '3-6months', '6months+', 'flexible')),
  description text not null check (length(description) between 50 and 10000),
  status public.inquiry_status not null default 'new',
  ip inet,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_inquiries_created_idx on public.contact_inquiries (created_at desc);
create index contact_inquiries_status_created_idx on public.contact_inquiries (status, created_at desc);

create trigger contact_inquiries_updated_at before update on public.contact_inquiries
  for each row execute function public.set_updated_at();

alter table public.contact_inquiries enable row level security;
create policy contact_inquiries_public_insert on public.contact_inquiries for insert to anon, authenticated
  with check (status = 'new');
create policy contact_inquiries_admin_select on public.contact_inquiries for select to authenticated
  using (public.is_admin());
create policy contact_inquiries_admin_update on public.contact_inquiries for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
grant insert on public.contact_inquiries to anon, authenticated;
grant select, update on public.contact_inquiries to authenticated;
grant all on public.contact_inquiries to service_role;

grant usage on schema public to anon, authenticated, service_role;
