-- The activity log records who did what and when for the admin screen.
-- Until now it held project creation, stage moves, audits, tickets and shared files; these
-- triggers add role and status changes, project edits, removed files, invoices, payments
-- and settings, written by the database itself in the transaction of the change (the
-- names: lib/activity/events.ts). Sign-ins are written by the sign-in action.

create or replace function public.log_admin_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select p.id from public.profiles p where p.id = auth.uid());
  changed text[];
begin
  if tg_table_name = 'profiles' then
    if new.role is distinct from old.role then
      insert into public.activity_log (user_id, action, resource_type, resource_id, details)
      values (actor, 'role_changed', 'profile', new.id,
              jsonb_build_object('email', new.email, 'from', old.role, 'to', new.role));
    end if;
    if new.deactivated_at is distinct from old.deactivated_at then
      insert into public.activity_log (user_id, action, resource_type, resource_id, details)
      values (actor, case when new.deactivated_at is null then 'account_reactivated' else 'account_deactivated' end,
              'profile', new.id, jsonb_build_object('email', new.email));
    end if;
  elsif tg_table_name = 'projects' then
    -- Stage moves have their own entry (log_project_activity); this one names the other fields.
    -- It is for the team only: the client's Recent Activity (RLS: resource_type 'project')
    -- shows the stage, not the team's edits.
    changed := array_remove(array[
      case when new.title is distinct from old.title then 'title' end,
      case when new.description is distinct from old.description then 'description' end,
      case when new.project_value is distinct from old.project_value then 'project_value' end,
      case when new.monthly_fee is distinct from old.monthly_fee then 'monthly_fee' end,
      case when new.progress_percentage is distinct from old.progress_percentage then 'progress_percentage' end,
      case when new.start_date is distinct from old.start_date then 'start_date' end,
      case when new.end_date is distinct from old.end_date then 'end_date' end,
      case when new.custom_fields is distinct from old.custom_fields then 'custom_fields' end,
      case when new.client_id is distinct from old.client_id then 'client_id' end
    ], null);
    if actor is not null and cardinality(changed) > 0 then
      insert into public.activity_log (user_id, action, resource_type, resource_id, details)
      values (actor, 'project_updated', 'project_admin', new.id,
              jsonb_build_object('title', new.title, 'project_id', new.id, 'fields', to_jsonb(changed)));
    end if;
  elsif tg_table_name = 'project_files' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    values (actor, 'file_deleted', 'project', old.project_id,
            jsonb_build_object('file_id', old.id, 'file_name', old.file_name));
  elsif tg_table_name = 'invoices' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    values (actor, 'invoice_issued', 'invoice', new.id,
            jsonb_build_object('number', new.number, 'project_id', new.project_id, 'client_id', new.client_id,
                               'amount_cents', new.amount_cents, 'kind', new.kind));
  elsif tg_table_name = 'invoice_payments' then
    insert into public.activity_log (user_id, action, resource_type, resource_id, details)
    select actor, 'invoice_paid', 'invoice', i.id,
           jsonb_build_object('number', i.number, 'project_id', i.project_id, 'client_id', i.client_id,
                              'method', new.method, 'paid_on', new.paid_on)
      from public.invoices i where i.id = new.invoice_id;
  elsif tg_table_name = 'app_settings' then
    if new.require_admin_mfa is distinct from old.require_admin_mfa then
      insert into public.activity_log (user_id, action, resource_type, details)
      values (actor, 'settings_changed', 'settings',
              jsonb_build_object('require_admin_mfa', new.require_admin_mfa));
    end if;
  end if;
  return null;
end
$$;
revoke execute on function public.log_admin_activity() from public, anon, authenticated;

create trigger profiles_log_admin_activity after update of role, deactivated_at on public.profiles
  for each row execute function public.log_admin_activity();
create trigger projects_log_edits after update on public.projects
  for each row execute function public.log_admin_activity();
create trigger project_files_log_delete after delete on public.project_files
  for each row execute function public.log_admin_activity();
create trigger invoices_log_activity after insert on public.invoices
  for each row execute function public.log_admin_activity();
create trigger invoice_payments_log_activity after insert on public.invoice_payments
  for each row execute function public.log_admin_activity();
create trigger app_settings_log_activity after update on public.app_settings
  for each row execute function public.log_admin_activity();

-- The admin screen's filter by person (its other filters use the existing indexes).
create index activity_log_user_created_idx on public.activity_log (user_id, created_at desc, id desc);
create index activity_log_created_id_idx on public.activity_log (created_at desc, id desc);
