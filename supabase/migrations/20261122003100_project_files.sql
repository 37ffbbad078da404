-- Files shared on a project. The bytes live in file storage (local
-- disk under DATA_DIR, or Supabase Storage) under a random key; this table says which
-- project a file belongs to, so row-level security decides who may download it.

create table public.project_files (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  -- A random UUID chosen by the server: never derived from the uploaded file's name.
  storage_key text not null unique
    check (storage_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  file_name text not null check (length(btrim(file_name)) between 1 and 255 and file_name !~ '[/\\[:cntrl:]]'),
  content_type text not null check (length(content_type) between 1 and 200),
  size_bytes bigint not null check (size_bytes between 1 and 10485760),
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index project_files_project_created_idx on public.project_files (project_id, created_at desc);

alter table public.project_files enable row level security;

-- Clients see the files of their own projects; admins see all. Only admins add or remove.
create policy project_files_select on public.project_files for select to authenticated
  using (public.can_read_project(project_id));
create policy project_files_admin_insert on public.project_files for insert to authenticated
  with check (public.is_admin());
create policy project_files_admin_delete on public.project_files for delete to authenticated
  using (public.is_admin());

grant select, insert, delete on public.project_files to authenticated;
grant all on public.project_files to service_role;

-- A shared file shows in the client's Recent Activity as "New file shared".
create or replace function public.project_files_log_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.activity_log (user_id, action, resource_type, resource_id, details, created_at)
  values ((select p.id from public.profiles p where p.id = auth.uid()), 'file_uploaded', 'project', new.project_id,
          jsonb_build_object('file_id', new.id, 'file_name', new.file_name), new.created_at);
  return null;
end
$$;
revoke execute on function public.project_files_log_activity() from public;

create trigger project_files_activity after insert on public.project_files
  for each row execute function public.project_files_log_activity();

-- On hosted Supabase the bytes go to a private Storage bucket, read and written only by the
-- server with the service role key (no storage policies for anon or authenticated). The
-- local database has no storage schema; there the files live on disk.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public, file_size_limit)
    values ('project-files', 'project-files', false, 10485760)
    on conflict (id) do nothing;
  end if;
end
$$;
