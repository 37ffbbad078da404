-- The storage quota counts per client organisation. It was keyed by the client profile that
-- owned a project; now that a client is a company with several members, the owner of a
-- project's storage is its company, and a signed-in person's is the company they belong to.
-- Only these three functions decide it, so the quota trigger, the actions and the files page
-- follow without other changes. create or replace keeps their grants (no PUBLIC execute).
create or replace function app.storage_owner_of(p_project uuid) returns uuid
language sql stable
set search_path = ''
as $$
  select p.organization_id from app.projects p where p.id = p_project
$$;

create or replace function app.storage_owner_projects(p_owner uuid) returns setof uuid
language sql stable
set search_path = ''
as $$
  select p.id from app.projects p where p.organization_id = p_owner
$$;

create or replace function app.storage_owner_of_member(p_user uuid) returns uuid
language sql stable
set search_path = ''
as $$
  select m.organization_id from app.organization_members m where m.profile_id = p_user
$$;
