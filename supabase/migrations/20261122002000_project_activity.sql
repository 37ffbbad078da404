-- Project screens: the history of a project in the activity log, written by the
-- database itself, so a stage change can never be saved without its log entry (whether it
-- came from the pipeline board or the edit form), and no client can write log rows that
-- another client's dashboard would show.

-- Records what signed-in users do. Trusted server work without a user (seeding, imports)
-- writes its own history, so it is not recorded twice.
create or replace function public.log_project_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  if actor is null then
    return null;
  end if;
  if tg_table_name = 'software_audits' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    values (actor, 'audit_uploaded', 'project', new.project_id, jsonb_build_object('file_name', new.file_name));
  elsif tg_op = 'INSERT' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    values (actor, 'project_created', 'project', new.id,
            jsonb_build_object('title', new.title, 'stage', new.kanban_stage));
  elsif new.kanban_stage is distinct from old.kanban_stage then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    values (actor, 'project_stage_changed', 'project', new.id,
            jsonb_build_object('title', new.title, 'from', old.kanban_stage, 'to', new.kanban_stage));
  end if;
  return null;
end
$$;
revoke execute on function public.log_project_activity() from public, anon, authenticated;

create trigger projects_log_activity after insert or update of kanban_stage on public.projects
  for each row execute function public.log_project_activity();
create trigger software_audits_log_activity after insert on public.software_audits
  for each row execute function public.log_project_activity();

-- Project Management's list and the board's columns: newest first, ties broken by id so
-- paging is stable, over all projects, one stage or one client. They replace the indexes
-- without the id.
create index projects_created_id_idx on public.projects (created_at desc, id desc);
create index projects_client_created_id_idx on public.projects (client_id, created_at desc, id desc);
create index projects_stage_created_id_idx on public.projects (kanban_stage, created_at desc, id desc);
drop index public.projects_created_idx;
drop index public.projects_client_idx;
drop index public.projects_stage_created_idx;
