-- Case studies and testimonials: drafted by the team from a client's project, approved by the
-- client through the project's approvals (the approval's note holds the exact text and how the
-- client is named), published by the team, and withdrawn by the client at any time. Visitors
-- read only what is published and still consented to.

-- Two more things a client can be asked to approve (lib/approvals/states.ts lists the kinds).
-- Their note carries the whole text the client approves, so it may be longer than a file's.
alter table app.approvals drop constraint approvals_kind_check;
alter table app.approvals add constraint approvals_kind_check
  check (kind in ('file', 'milestone', 'case_study', 'testimonial'));
alter table app.approvals drop constraint approvals_note_check;
alter table app.approvals add constraint approvals_note_check
  check (length(note) <= case when kind in ('case_study', 'testimonial') then 8000 else 2000 end);

create table app.case_studies (
  id uuid primary key default gen_random_uuid(),
  -- One case study per project: the story of that project.
  project_id uuid not null unique references app.projects (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  title text not null check (length(btrim(title)) between 1 and 120),
  summary text not null check (length(btrim(summary)) between 1 and 300),
  problem text not null check (length(btrim(problem)) between 1 and 2000),
  approach text not null check (length(btrim(approach)) between 1 and 2000),
  results text not null check (length(btrim(results)) between 1 and 2000),
  -- The figures from the project's audit and ROI at the time of drafting: [{ label, value }].
  figures jsonb not null default '[]' check (jsonb_typeof(figures) = 'array'),
  -- The service card it belongs to (content/services.ts anchors), if any.
  service_anchor text check (service_anchor ~ '^[a-z0-9-]{1,60}$'),
  -- Whether the client's own name is shown; otherwise client_label describes it anonymously.
  client_named boolean not null default false,
  client_label text not null check (length(btrim(client_label)) between 1 and 120),
  approval_id uuid references app.approvals (id) on delete set null,
  published_at timestamptz,
  consent_withdrawn_at timestamptz,
  created_by uuid references app.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index case_studies_published_idx on app.case_studies (published_at desc) where published_at is not null;

create table app.testimonials (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references app.projects (id) on delete cascade,
  quote text not null check (length(btrim(quote)) between 1 and 600),
  person_name text not null check (length(btrim(person_name)) between 1 and 120),
  person_role text not null check (length(btrim(person_role)) between 1 and 120),
  service_anchor text check (service_anchor ~ '^[a-z0-9-]{1,60}$'),
  approval_id uuid references app.approvals (id) on delete set null,
  published_at timestamptz,
  consent_withdrawn_at timestamptz,
  created_by uuid references app.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index testimonials_project_idx on app.testimonials (project_id);
create index testimonials_published_idx on app.testimonials (published_at desc) where published_at is not null;

create trigger case_studies_updated_at before update on app.case_studies
  for each row execute function app.set_updated_at();
create trigger testimonials_updated_at before update on app.testimonials
  for each row execute function app.set_updated_at();

-- The rules of consent, the same for both tables, kept by the database whoever writes:
-- the text a client approved never changes under that approval; only an approved, unwithdrawn
-- text is published; a withdrawal unpublishes at once; a new approval starts a new consent;
-- a client changes nothing but the withdrawal. A case study is only written of a completed project.
create function app.showcase_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  bookkeeping constant text[] := array['approval_id', 'published_at', 'consent_withdrawn_at', 'updated_at'];
  approval_state text;
  approval_kind text;
  approval_project uuid;
  expected_kind constant text := case tg_table_name when 'case_studies' then 'case_study' else 'testimonial' end;
begin
  if tg_op = 'INSERT' then
    if tg_table_name = 'case_studies' and not exists (
      select 1 from app.projects p where p.id = new.project_id and p.kanban_stage = 'completed') then
      raise exception 'A case study is written about a completed project' using errcode = 'check_violation';
    end if;
    if new.approval_id is null and (new.published_at is not null or new.consent_withdrawn_at is not null) then
      raise exception 'A draft is neither published nor withdrawn' using errcode = 'check_violation';
    end if;
  else
    -- Checked for the client role only: the team and the trusted connection (no session) write freely.
    if (select app.current_user_role()) = 'client'
       and (to_jsonb(new) - 'consent_withdrawn_at' - 'updated_at') is distinct from
           (to_jsonb(old) - 'consent_withdrawn_at' - 'updated_at') then
      raise exception 'A client may only withdraw consent' using errcode = 'insufficient_privilege';
    end if;
    if new.project_id <> old.project_id then
      raise exception 'A case study or testimonial stays with its project' using errcode = 'check_violation';
    end if;
    if old.approval_id is not null
       and (to_jsonb(new) - bookkeeping) is distinct from (to_jsonb(old) - bookkeeping) then
      select a.status into approval_state from app.approvals a where a.id = old.approval_id;
      if approval_state in ('pending', 'approved') and new.approval_id is not distinct from old.approval_id then
        raise exception 'The text the client was asked to approve cannot change; ask again after editing'
          using errcode = 'check_violation';
      end if;
    end if;
    -- A new request starts a new consent: nothing stays published or withdrawn from the last one.
    if new.approval_id is distinct from old.approval_id then
      new.published_at := null;
      new.consent_withdrawn_at := null;
    end if;
    if new.consent_withdrawn_at is null and old.consent_withdrawn_at is not null
       and new.approval_id is not distinct from old.approval_id then
      raise exception 'A withdrawal stands until the client approves again' using errcode = 'check_violation';
    end if;
    if new.consent_withdrawn_at is not null and old.consent_withdrawn_at is null then
      new.published_at := null;
    end if;
  end if;
  if new.approval_id is not null and (tg_op = 'INSERT' or new.approval_id is distinct from old.approval_id) then
    select a.kind, a.project_id into approval_kind, approval_project from app.approvals a where a.id = new.approval_id;
    if approval_kind is distinct from expected_kind or approval_project is distinct from new.project_id then
      raise exception 'The approval must be this project''s request for this text' using errcode = 'check_violation';
    end if;
  end if;
  if new.published_at is not null and (tg_op = 'INSERT' or old.published_at is null) then
    select a.status into approval_state from app.approvals a where a.id = new.approval_id;
    if approval_state is distinct from 'approved' or new.consent_withdrawn_at is not null then
      raise exception 'Only a text the client approved, and has not withdrawn, is published'
        using errcode = 'check_violation';
    end if;
  end if;
  return new;
end
$$;
revoke execute on function app.showcase_guard() from public, anon, authenticated;

create trigger case_studies_guard before insert or update on app.case_studies
  for each row execute function app.showcase_guard();
create trigger testimonials_guard before insert or update on app.testimonials
  for each row execute function app.showcase_guard();

alter table app.case_studies enable row level security;
alter table app.testimonials enable row level security;

-- Everyone (visitors too) reads what is published and still consented to.
create policy case_studies_public_read on app.case_studies for select to anon, authenticated
  using (published_at is not null and consent_withdrawn_at is null);
-- The team reads everything; a client reads the drafts of the projects they see.
create policy case_studies_select on app.case_studies for select to authenticated
  using ((select app.is_admin()) or project_id = any ((select app.visible_project_ids())::uuid[]));
create policy case_studies_admin_insert on app.case_studies for insert to authenticated
  with check ((select app.is_admin()));
create policy case_studies_admin_update on app.case_studies for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy case_studies_admin_delete on app.case_studies for delete to authenticated
  using ((select app.is_admin()));
-- A client of the project withdraws consent (the guard lets them change nothing else).
create policy case_studies_client_withdraw on app.case_studies for update to authenticated
  using ((select app.current_user_role()) = 'client' and project_id = any ((select app.visible_project_ids())::uuid[]))
  with check (consent_withdrawn_at is not null and project_id = any ((select app.visible_project_ids())::uuid[]));

create policy testimonials_public_read on app.testimonials for select to anon, authenticated
  using (published_at is not null and consent_withdrawn_at is null);
create policy testimonials_select on app.testimonials for select to authenticated
  using ((select app.is_admin()) or project_id = any ((select app.visible_project_ids())::uuid[]));
create policy testimonials_admin_insert on app.testimonials for insert to authenticated
  with check ((select app.is_admin()));
create policy testimonials_admin_update on app.testimonials for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy testimonials_admin_delete on app.testimonials for delete to authenticated
  using ((select app.is_admin()));
create policy testimonials_client_withdraw on app.testimonials for update to authenticated
  using ((select app.current_user_role()) = 'client' and project_id = any ((select app.visible_project_ids())::uuid[]))
  with check (consent_withdrawn_at is not null and project_id = any ((select app.visible_project_ids())::uuid[]));

grant select on app.case_studies, app.testimonials to anon, authenticated;
grant insert, update, delete on app.case_studies, app.testimonials to authenticated;
grant all on app.case_studies, app.testimonials to service_role;
