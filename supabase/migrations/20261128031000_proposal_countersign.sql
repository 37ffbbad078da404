-- The team's countersignature on an accepted proposal: optional, offered only while the
-- setting is on, at most once per acceptance, by an admin, recorded with the same evidence
-- as the client's signature (typed name, consent, time, IP, user agent). The client's
-- decision row stays untouched (a decision is final), so the countersignature is its own row.

alter table app.app_settings
  add column proposal_countersign_offered boolean not null default false;
grant update (proposal_countersign_offered) on app.app_settings to authenticated;

create table app.proposal_countersignatures (
  id uuid primary key default gen_random_uuid(),
  decision_id uuid not null unique references app.proposal_decisions (id) on delete cascade,
  -- Set by the database from the decision.
  project_id uuid not null references app.projects (id) on delete cascade,
  countersigned_by uuid not null references app.profiles (id) on delete restrict,
  countersigned_at timestamptz not null default now(),
  signer_name text not null check (length(btrim(signer_name)) between 1 and 200),
  consent boolean not null check (consent),
  ip inet,
  user_agent text check (length(user_agent) <= 1000)
);

alter table app.proposal_countersignatures enable row level security;
create policy proposal_countersignatures_select on app.proposal_countersignatures for select to authenticated
  using (app.can_see_project(project_id));
-- Only the team countersigns, as itself.
create policy proposal_countersignatures_admin_insert on app.proposal_countersignatures for insert to authenticated
  with check ((select app.is_admin()) and countersigned_by = (select auth.uid()));
grant select, insert on app.proposal_countersignatures to authenticated;
grant all on app.proposal_countersignatures to service_role;

-- Countersigned only on an acceptance, only while countersigning is offered, by an admin; the
-- database fills in the project, who and when.
create or replace function app.proposal_countersignatures_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  d app.proposal_decisions;
begin
  select * into d from app.proposal_decisions where id = new.decision_id for update;
  if not found then
    raise exception 'Unknown proposal decision' using errcode = 'foreign_key_violation';
  end if;
  if d.decision <> 'accepted' then
    raise exception 'Only an accepted proposal can be countersigned' using errcode = 'check_violation';
  end if;
  if not coalesce((select s.proposal_countersign_offered from app.app_settings s), false) then
    raise exception 'Countersigning proposals is turned off' using errcode = 'check_violation';
  end if;
  if auth.uid() is not null then
    new.countersigned_by := auth.uid();
    new.countersigned_at := now();
  end if;
  if not exists (select 1 from app.profiles p
                 where p.id = new.countersigned_by and p.role in ('admin', 'super_admin')) then
    raise exception 'Only the team can countersign' using errcode = 'insufficient_privilege';
  end if;
  if new.countersigned_at < d.decided_at then
    raise exception 'A countersignature follows the acceptance' using errcode = 'check_violation';
  end if;
  new.project_id := d.project_id;
  return new;
end
$$;
revoke execute on function app.proposal_countersignatures_before_insert() from public, anon, authenticated;

create trigger proposal_countersignatures_before_insert before insert on app.proposal_countersignatures
  for each row execute function app.proposal_countersignatures_before_insert();

-- A countersignature is final, like the decision it signs.
create trigger proposal_countersignatures_refuse_update before update on app.proposal_countersignatures
  for each row execute function app.proposal_versions_refuse_update();

-- In the project's history, like the other proposal events (trusted work writes its own).
create or replace function app.proposal_countersignatures_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return null;
  end if;
  insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values (new.countersigned_by, 'proposal_countersigned', 'project', new.project_id,
          jsonb_build_object('decision_id', new.decision_id, 'signer_name', new.signer_name),
          new.countersigned_at);
  return null;
end
$$;
revoke execute on function app.proposal_countersignatures_log_activity() from public, anon, authenticated;

create trigger proposal_countersignatures_activity after insert on app.proposal_countersignatures
  for each row execute function app.proposal_countersignatures_log_activity();

-- Turning countersigning on or off is a settings change in the history, like two-factor.
create or replace function app.countersign_setting_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.proposal_countersign_offered is distinct from old.proposal_countersign_offered then
    insert into app.activity_log (user_id, action, resource_type, details)
    values ((select p.id from app.profiles p where p.id = auth.uid()), 'settings_changed', 'settings',
            jsonb_build_object('proposal_countersign_offered', new.proposal_countersign_offered));
  end if;
  return null;
end
$$;
revoke execute on function app.countersign_setting_log_activity() from public, anon, authenticated;

create trigger app_settings_countersign_activity after update of proposal_countersign_offered on app.app_settings
  for each row execute function app.countersign_setting_log_activity();
