-- From an inquiry to a signed contract: what an inquiry became, the proposal the team writes
-- for a project, the versions it sent (frozen), and the client's decision on a version (an
-- acceptance carries the electronic signature). The server checks every rule first; the
-- constraints, triggers and policies here are the backstop, so no second acceptance, no
-- acceptance of an older or an expired version, and no change to a sent version can be stored
-- by any role. Who counts as the project's client is app.can_see_project, the rule every
-- project screen uses.

-- Inquiry conversions ---------------------------------------------------------------------

-- An inquiry becomes a client and a project once: the primary key refuses a second time.
create table app.inquiry_conversions (
  inquiry_id uuid primary key references app.contact_inquiries (id) on delete cascade,
  client_id uuid not null references app.profiles (id) on delete cascade,
  project_id uuid not null unique references app.projects (id) on delete cascade,
  -- Whether the client was made for it (false: an existing client matched by email).
  client_created boolean not null,
  converted_by uuid references app.profiles (id) on delete set null,
  converted_at timestamptz not null default now()
);
create index inquiry_conversions_client_idx on app.inquiry_conversions (client_id);

alter table app.inquiry_conversions enable row level security;
create policy inquiry_conversions_admin_select on app.inquiry_conversions for select to authenticated
  using ((select app.is_admin()));
create policy inquiry_conversions_admin_insert on app.inquiry_conversions for insert to authenticated
  with check ((select app.is_admin()) and converted_by = (select auth.uid()));
grant select, insert on app.inquiry_conversions to authenticated;
grant all on app.inquiry_conversions to service_role;

-- Proposal templates (Settings) -------------------------------------------------------------

-- The kinds live in lib/proposals/templates.ts; this list must match it.
create table app.proposal_templates (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('terms', 'scope')),
  title text not null check (length(btrim(title)) between 1 and 200),
  body text not null check (length(btrim(body)) between 1 and 20000),
  created_by uuid references app.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index proposal_templates_kind_idx on app.proposal_templates (kind, created_at, id);

alter table app.proposal_templates enable row level security;
create policy proposal_templates_admin on app.proposal_templates for all to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
grant select, insert, delete on app.proposal_templates to authenticated;
grant all on app.proposal_templates to service_role;

-- Proposals and their sent versions ----------------------------------------------------------

-- One proposal per project; `draft` is the team's working copy, never shown to the client
-- (clients have no policy on this table: they read sent versions only).
create table app.proposals (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null unique references app.projects (id) on delete cascade,
  draft jsonb not null default '{}'::jsonb check (jsonb_typeof(draft) = 'object' and length(draft::text) <= 100000),
  created_by uuid references app.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, project_id)
);
create trigger proposals_updated_at before update on app.proposals
  for each row execute function app.set_updated_at();

alter table app.proposals enable row level security;
create policy proposals_admin on app.proposals for all to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
grant select, insert, update (draft) on app.proposals to authenticated;
grant all on app.proposals to service_role;

-- A sent version is the document as the client reads it, frozen: `content` is the snapshot
-- the page and the PDF are rendered from; a later change is a new version.
create table app.proposal_versions (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null,
  project_id uuid not null,
  version integer not null check (version >= 1),
  content jsonb not null check (jsonb_typeof(content) = 'object'
                                and jsonb_typeof(content -> 'options') = 'array'
                                and jsonb_array_length(content -> 'options') between 1 and 3
                                and length(content::text) <= 100000),
  sent_by uuid references app.profiles (id) on delete set null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > sent_at),
  unique (proposal_id, version),
  unique (id, proposal_id, project_id),
  foreign key (proposal_id, project_id) references app.proposals (id, project_id) on delete cascade
);
create index proposal_versions_project_idx on app.proposal_versions (project_id, version desc);

alter table app.proposal_versions enable row level security;
create policy proposal_versions_select on app.proposal_versions for select to authenticated
  using (app.can_see_project(project_id));
create policy proposal_versions_admin_insert on app.proposal_versions for insert to authenticated
  with check ((select app.is_admin()) and sent_by = (select auth.uid()));
grant select, insert on app.proposal_versions to authenticated;
grant all on app.proposal_versions to service_role;

-- The database numbers a version, stamps who sent it and when, and refuses a new one once
-- the proposal was accepted (the contract is signed; a change is a new proposal).
create or replace function app.proposal_versions_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Serialises sends and decisions on one proposal.
  perform 1 from app.proposals p where p.id = new.proposal_id for update;
  if exists (select 1 from app.proposal_decisions d where d.proposal_id = new.proposal_id and d.decision = 'accepted') then
    raise exception 'This proposal has been accepted; it cannot be sent again' using errcode = 'check_violation';
  end if;
  new.version := coalesce((select max(v.version) from app.proposal_versions v where v.proposal_id = new.proposal_id), 0) + 1;
  -- A person sends now, as itself; trusted work (the demo seed, an import) keeps its history's time.
  if auth.uid() is not null then
    new.sent_by := auth.uid();
    new.sent_at := now();
  end if;
  return new;
end
$$;
revoke execute on function app.proposal_versions_before_insert() from public, anon, authenticated;

-- A sent version never changes, whoever asks (the signature's hash refers to it).
create or replace function app.proposal_versions_refuse_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A sent proposal version cannot be changed' using errcode = 'check_violation';
end
$$;

create trigger proposal_versions_refuse_update before update on app.proposal_versions
  for each row execute function app.proposal_versions_refuse_update();

-- Decisions ----------------------------------------------------------------------------------

-- The decisions live in lib/proposals/status.ts; this list must match it.
create table app.proposal_decisions (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null unique,
  proposal_id uuid not null,
  project_id uuid not null,
  decision text not null check (decision in ('accepted', 'declined')),
  -- The chosen option's position in the version's options (0-based).
  option_index smallint check (option_index between 0 and 2),
  reason text check (length(reason) <= 2000),
  -- Whose decision: the profile that made it (stamped by the database).
  decided_by uuid not null references app.profiles (id) on delete restrict,
  decided_at timestamptz not null default now(),
  -- The electronic signature of an acceptance.
  signer_name text check (length(btrim(signer_name)) between 1 and 200),
  consent boolean not null default false,
  ip inet,
  user_agent text check (length(user_agent) <= 1000),
  document_sha256 text check (document_sha256 ~ '^[0-9a-f]{64}$'),
  signed_pdf_key uuid,
  foreign key (version_id, proposal_id, project_id)
    references app.proposal_versions (id, proposal_id, project_id) on delete cascade,
  check ((decision = 'accepted') = (option_index is not null)),
  check (decision <> 'accepted'
         or (consent and signer_name is not null and document_sha256 is not null and signed_pdf_key is not null)),
  check (decision <> 'declined' or length(btrim(coalesce(reason, ''))) > 0)
);
-- One acceptance per proposal, whichever version.
create unique index proposal_decisions_one_acceptance on app.proposal_decisions (proposal_id)
  where decision = 'accepted';
create index proposal_decisions_project_idx on app.proposal_decisions (project_id, decided_at desc);

alter table app.proposal_decisions enable row level security;
create policy proposal_decisions_select on app.proposal_decisions for select to authenticated
  using (app.can_see_project(project_id));
-- Only the project's client decides, as itself.
create policy proposal_decisions_client_insert on app.proposal_decisions for insert to authenticated
  with check ((select app.current_user_role()) = 'client'
              and app.can_see_project(project_id)
              and decided_by = (select auth.uid()));
grant select, insert on app.proposal_decisions to authenticated;
grant all on app.proposal_decisions to service_role;

-- A decision is on the latest sent version, before it expires, for an option it has; the
-- database fills in the proposal, the project, who and when from the version itself.
create or replace function app.proposal_decisions_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v app.proposal_versions;
begin
  select * into v from app.proposal_versions where id = new.version_id;
  if not found then
    raise exception 'Unknown proposal version' using errcode = 'foreign_key_violation';
  end if;
  perform 1 from app.proposals p where p.id = v.proposal_id for update;
  if v.version <> (select max(x.version) from app.proposal_versions x where x.proposal_id = v.proposal_id) then
    raise exception 'A newer version of this proposal has been sent' using errcode = 'check_violation';
  end if;
  -- A person decides now, as itself; trusted work (the demo seed, an import) keeps its
  -- history's time, checked by the same rules.
  if auth.uid() is not null then
    new.decided_by := auth.uid();
    new.decided_at := now();
  end if;
  if new.decided_at >= v.expires_at or new.decided_at < v.sent_at then
    raise exception 'This proposal has expired' using errcode = 'check_violation';
  end if;
  if new.decision = 'accepted' and (new.option_index is null
                                   or new.option_index >= jsonb_array_length(v.content -> 'options')) then
    raise exception 'The chosen option is not in this proposal' using errcode = 'check_violation';
  end if;
  new.proposal_id := v.proposal_id;
  new.project_id := v.project_id;
  return new;
end
$$;
revoke execute on function app.proposal_decisions_before_insert() from public, anon, authenticated;

create trigger proposal_decisions_before_insert before insert on app.proposal_decisions
  for each row execute function app.proposal_decisions_before_insert();

create trigger proposal_versions_before_insert before insert on app.proposal_versions
  for each row execute function app.proposal_versions_before_insert();

-- A decision is final.
create trigger proposal_decisions_refuse_update before update on app.proposal_decisions
  for each row execute function app.proposal_versions_refuse_update();

-- Conversions, sends and decisions in the project's history, in the same transaction. Like
-- the project triggers, trusted work without a user (the demo seed, an import) writes its
-- own history instead, so nothing is recorded twice.
create or replace function app.proposals_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select p.id from app.profiles p where p.id = auth.uid());
begin
  if auth.uid() is null then
    return null;
  end if;
  if tg_table_name = 'inquiry_conversions' then
    insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (actor, 'inquiry_converted', 'project', new.project_id,
            jsonb_build_object('inquiry_id', new.inquiry_id, 'client_id', new.client_id,
                               'client_created', new.client_created),
            new.converted_at);
  elsif tg_table_name = 'proposal_versions' then
    insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (actor, 'proposal_sent', 'project', new.project_id,
            jsonb_build_object('version', new.version, 'version_id', new.id, 'expires_at', new.expires_at),
            new.sent_at);
  else
    insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (actor,
            case new.decision when 'accepted' then 'proposal_accepted' else 'proposal_declined' end,
            'project', new.project_id,
            jsonb_build_object('version_id', new.version_id, 'option_index', new.option_index,
                               'reason', new.reason, 'signer_name', new.signer_name,
                               'document_sha256', new.document_sha256),
            new.decided_at);
  end if;
  return null;
end
$$;
revoke execute on function app.proposals_log_activity() from public, anon, authenticated;

create trigger inquiry_conversions_activity after insert on app.inquiry_conversions
  for each row execute function app.proposals_log_activity();
create trigger proposal_versions_activity after insert on app.proposal_versions
  for each row execute function app.proposals_log_activity();
create trigger proposal_decisions_activity after insert on app.proposal_decisions
  for each row execute function app.proposals_log_activity();

-- Proposals have their own notification category (lib/notifications/categories.ts).
create or replace function app.notification_category_valid(p_category text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_category in ('messages', 'ticket_replies', 'files', 'approvals', 'stage_changes', 'invoices', 'proposals')
$$;
