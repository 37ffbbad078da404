-- A storage quota per client organisation. What a client's people upload (shared files and
-- message attachments) on the organisation's projects counts against it; what the team shares
-- never does, and is never refused by it.
--
-- Whose quota a project's files count against is decided here and nowhere else: today the
-- organisation is the client profile that owns the project. When a client becomes a company
-- with several members, these three functions are re-keyed (project -> company, company ->
-- projects, member -> company) and everything that counts or checks storage follows.
create or replace function app.storage_owner_of(p_project uuid) returns uuid
language sql stable
set search_path = ''
as $$
  select p.client_id from app.projects p where p.id = p_project
$$;

-- Every project whose files count against an owner (the reverse of storage_owner_of).
create or replace function app.storage_owner_projects(p_owner uuid) returns setof uuid
language sql stable
set search_path = ''
as $$
  select p.id from app.projects p where p.client_id = p_owner
$$;

-- The organisation a signed-in client belongs to (the files page shows its usage).
create or replace function app.storage_owner_of_member(p_user uuid) returns uuid
language sql stable
set search_path = ''
as $$
  select u.id from app.profiles u where u.id = p_user and u.role = 'client'
$$;

-- Bytes the organisation's people have stored. Run as the caller: a client sees its own
-- projects' files (the same total), the trigger below sees everything.
create or replace function app.storage_used_bytes(p_owner uuid) returns bigint
language sql stable
set search_path = ''
as $$
  select (
    coalesce((select sum(f.size_bytes)
                from app.project_files f
                join app.profiles u on u.id = f.uploaded_by and u.role = 'client'
               where f.project_id in (select o.id from app.storage_owner_projects(p_owner) o (id))), 0)
    + coalesce((select sum(a.size_bytes)
                  from app.project_message_attachments a
                  join app.project_messages m on m.id = a.message_id
                  join app.profiles u on u.id = m.author_id and u.role = 'client'
                 where m.project_id in (select o.id from app.storage_owner_projects(p_owner) o (id))), 0)
  )::bigint
$$;

grant execute on function app.storage_owner_of(uuid), app.storage_owner_projects(uuid), app.storage_owner_of_member(uuid),
  app.storage_used_bytes(uuid)
  to authenticated, service_role;

-- The last line behind the upload actions: a client's file or attachment that would take its
-- organisation past the quota is refused, whoever inserts it and however. Uploads of one
-- organisation wait for each other here (a transaction lock on the owner), so two at once
-- cannot both fit into the last free space. The quota is the server's setting, passed per
-- transaction (lib/files/quota.ts); without it the default of 2 GiB holds.
create or replace function app.enforce_storage_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_project uuid;
  v_uploader uuid;
  v_owner uuid;
  v_quota bigint;
begin
  if tg_table_name = 'project_files' then
    v_project := new.project_id;
    v_uploader := new.uploaded_by;
  else
    select m.project_id, m.author_id into v_project, v_uploader
      from app.project_messages m where m.id = new.message_id;
  end if;
  if v_uploader is null or not exists (
       select 1 from app.profiles u where u.id = v_uploader and u.role = 'client') then
    return new;
  end if;
  v_owner := app.storage_owner_of(v_project);
  if v_owner is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('storage-quota:' || v_owner::text, 0));
  v_quota := coalesce(nullif(current_setting('app.storage_quota_bytes', true), '')::bigint, 2147483648);
  if app.storage_used_bytes(v_owner) + new.size_bytes > v_quota then
    raise exception 'storage quota exceeded'
      using errcode = 'check_violation', constraint = 'storage_quota';
  end if;
  return new;
end
$$;
revoke execute on function app.enforce_storage_quota() from public, anon, authenticated;

create trigger project_files_storage_quota
  before insert on app.project_files
  for each row execute function app.enforce_storage_quota();
create trigger project_message_attachments_storage_quota
  before insert on app.project_message_attachments
  for each row execute function app.enforce_storage_quota();
