-- The firm may require its countersignature: while required, a client's acceptance records the
-- signature and the chosen option's value and fee, but the project moves to Contract Signed
-- (and the billing rule issues the upfront invoice) only when the team countersigns. Required
-- implies offered; turning the offer off turns the requirement off with it (the action does
-- both, the check holds them together).
alter table app.app_settings
  add column proposal_countersign_required boolean not null default false,
  add constraint app_settings_countersign_required_is_offered
    check (not proposal_countersign_required or proposal_countersign_offered);
grant update (proposal_countersign_required) on app.app_settings to authenticated;

-- A change of the requirement is a settings change in the history, like the offer.
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
  if new.proposal_countersign_required is distinct from old.proposal_countersign_required then
    insert into app.activity_log (user_id, action, resource_type, details)
    values ((select p.id from app.profiles p where p.id = auth.uid()), 'settings_changed', 'settings',
            jsonb_build_object('proposal_countersign_required', new.proposal_countersign_required));
  end if;
  return null;
end
$$;
revoke execute on function app.countersign_setting_log_activity() from public, anon, authenticated;

drop trigger app_settings_countersign_activity on app.app_settings;
create trigger app_settings_countersign_activity
  after update of proposal_countersign_offered, proposal_countersign_required on app.app_settings
  for each row execute function app.countersign_setting_log_activity();
