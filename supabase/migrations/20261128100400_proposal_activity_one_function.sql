-- The countersignature's history entry was written by a trigger function of its own, a copy
-- of the shape of app.proposals_log_activity (skip trusted work without a user, one insert into
-- the project's history). It is now a branch of that one function, so every proposal event is
-- recorded by the same rule.
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
  elsif tg_table_name = 'proposal_countersignatures' then
    -- countersigned_by is the signed-in admin, stamped by the insert trigger.
    insert into app.activity_log (user_id, action, resource_type, resource_id, details, created_at)
    values (new.countersigned_by, 'proposal_countersigned', 'project', new.project_id,
            jsonb_build_object('decision_id', new.decision_id, 'signer_name', new.signer_name),
            new.countersigned_at);
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

drop trigger proposal_countersignatures_activity on app.proposal_countersignatures;
create trigger proposal_countersignatures_activity after insert on app.proposal_countersignatures
  for each row execute function app.proposals_log_activity();
drop function app.proposal_countersignatures_log_activity();
