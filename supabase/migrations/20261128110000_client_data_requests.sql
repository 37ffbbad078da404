-- A client's data on request: the staff export everything about one client company, and erase
-- one client person while the firm keeps what it must (invoices, payments, the signed record).
--
-- Erasing keeps the person's profile row, anonymised, because the firm's records point at it
-- (a project's contact, an invoice's client, a ticket's opener, a message's author, a signature);
-- deleting it would take those with it or be refused. The row says it was erased (erased_at),
-- stays deactivated for good, and its name becomes "Former contact", which every screen and the
-- conversations' author function then show.

alter table app.profiles add column erased_at timestamptz;
-- An erased person can never be reactivated: there is nobody left to sign in as.
alter table app.profiles add constraint profiles_erased_stays_deactivated
  check (erased_at is null or deactivated_at is not null);

-- The last-owner guard of 0057 lets the membership go when the person is deleted; an erased
-- person is gone in the same sense. Whether erasing an owner is allowed at all is decided by
-- app.erase_client_person below (not while other people stay without an owner).
create or replace function app.organization_members_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    if not exists (select 1 from app.profiles p where p.id = new.profile_id and p.role = 'client') then
      raise exception 'Only client accounts can be members of a client company' using errcode = '23514';
    end if;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.company_role = 'owner'
     and (tg_op = 'DELETE' or new.company_role <> 'owner' or new.organization_id <> old.organization_id) then
    perform 1 from app.client_organizations o where o.id = old.organization_id for update;
    -- Deleting the company or the person takes the membership with it; that is not "leaving".
    if found and exists (select 1 from app.profiles p where p.id = old.profile_id and p.erased_at is null)
       and not exists (select 1 from app.organization_members m
                        where m.organization_id = old.organization_id and m.company_role = 'owner'
                          and m.profile_id <> old.profile_id) then
      raise exception 'A company keeps at least one owner' using errcode = '23514';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function app.organization_members_guard() from public, anon, authenticated;

-- Who wrote a message or reply: an erased author is "Former contact" to everyone who reads the
-- thread (the label says nothing about the person); otherwise as before.
create or replace function app.conversation_author(p_id uuid)
returns table (name text, from_team boolean)
language sql stable security definer
set search_path = ''
as $$
  select case when p.erased_at is not null then 'Former contact'
              else coalesce(nullif(p.full_name, ''), nullif(p.company_name, ''), p.email) end,
         p.role in ('admin', 'super_admin')
  from app.profiles p
  where p.id = p_id
    and (p.erased_at is not null or p.role in ('admin', 'super_admin') or p.id = auth.uid() or app.is_admin())
$$;
revoke execute on function app.conversation_author(uuid) from public, anon;
grant execute on function app.conversation_author(uuid) to authenticated, service_role;

-- An export of a company's data, in the activity log. Called in the transaction that reads the
-- data, so no export leaves without its entry.
create function app.record_client_export(p_organization uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  company_name text;
begin
  if not (select app.is_admin()) then
    raise exception 'Only staff can export a client''s data' using errcode = '42501';
  end if;
  select o.name into company_name from app.client_organizations o where o.id = p_organization;
  if not found then
    raise exception 'No such client company' using errcode = 'P0002';
  end if;
  insert into app.activity_log (user_id, action, resource_type, resource_id, details)
  values ((select auth.uid()), 'client_data_exported', 'client_organization', p_organization,
          jsonb_build_object('company', company_name));
end
$$;
revoke execute on function app.record_client_export(uuid) from public, anon;
grant execute on function app.record_client_export(uuid) to authenticated, service_role;

-- Erases one client person: the profile anonymised and deactivated for good, the membership
-- and everything that exists only for the person (notifications, preferences, read markers,
-- two-factor, one-time links, write allowances, the mails to their address) removed, one activity entry. Invoices,
-- payments, projects, messages, tickets, files, approvals and signatures stay: the firm must
-- keep its accounting and contract records, and the rest belongs to the company's projects.
-- The login (auth.users) and sessions are the server's to end, in the same transaction, on its
-- trusted connection (lib/erasure/actions.ts); the profile's deactivation already stops
-- every session at its next request.
--
-- The last owner: refused while the company has other people and no other owner (the staff
-- make someone else an owner first, as for removing an owner). The company's only person may
-- be erased: the company and its records stay, with no one who can sign in to it.
create function app.erase_client_person(p_person uuid)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  person app.profiles;
  membership app.organization_members;
  others int := 0;
  other_owners int := 0;
begin
  if not (select app.is_admin()) then
    raise exception 'Only staff can erase a person' using errcode = '42501';
  end if;
  select * into person from app.profiles p where p.id = p_person for update;
  if not found then
    raise exception 'No such person' using errcode = 'P0002';
  end if;
  if person.role <> 'client' then
    raise exception 'Only a client person can be erased' using errcode = '22023';
  end if;
  if person.erased_at is not null then
    raise exception 'This person has already been erased' using errcode = '22023';
  end if;
  select * into membership from app.organization_members m where m.profile_id = p_person;
  if found then
    -- Lock the company, as the guard does, so two erasures of its owners cannot both pass.
    perform 1 from app.client_organizations o where o.id = membership.organization_id for update;
    select count(*) filter (where m.profile_id <> p_person),
           count(*) filter (where m.profile_id <> p_person and m.company_role = 'owner')
      into others, other_owners
      from app.organization_members m where m.organization_id = membership.organization_id;
    if membership.company_role = 'owner' and others > 0 and other_owners = 0 then
      raise exception 'A company keeps at least one owner' using errcode = '23514';
    end if;
  end if;

  update app.profiles set
    email = '',
    full_name = 'Former contact',
    company_name = null,
    phone = null,
    website = null,
    address = null,
    billing_email = null,
    billing_contact_name = null,
    billing_contact_email = null,
    technical_contact_name = null,
    technical_contact_email = null,
    custom_fields = '{}'::jsonb,
    theme = null,
    deactivated_at = coalesce(deactivated_at, now()),
    deactivated_by = coalesce(deactivated_by, (select auth.uid())),
    erased_at = now(),
    updated_at = now()
  where id = p_person;

  delete from app.organization_member_projects where profile_id = p_person;
  delete from app.organization_members where profile_id = p_person;
  delete from app.notifications where user_id = p_person;
  delete from app.notification_preferences where user_id = p_person;
  delete from app.project_message_reads where user_id = p_person;
  delete from app.write_allowances where user_id = p_person;
  delete from app.mfa_factors where user_id = p_person;
  delete from app.mfa_recovery_codes where user_id = p_person;
  delete from app.mfa_tickets where user_id = p_person;
  delete from app.account_tokens where user_id = p_person;
  delete from app.invite_tokens where user_id = p_person;
  -- The mails to their address (queued, or kept as the outbox's record): copies of what was
  -- said to them, some with links; none is what the firm must keep.
  if person.email <> '' then
    delete from app.mail_queue where lower(to_address) = lower(person.email);
  end if;

  insert into app.activity_log (user_id, action, resource_type, resource_id, details)
  values ((select auth.uid()), 'client_person_erased', 'profile', p_person,
          jsonb_build_object('organization_id', membership.organization_id,
                             'company_left_without_people', membership.organization_id is not null and others = 0));
  return jsonb_build_object('organizationId', membership.organization_id,
                            'companyLeftWithoutPeople', membership.organization_id is not null and others = 0);
end
$$;
revoke execute on function app.erase_client_person(uuid) from public, anon;
grant execute on function app.erase_client_person(uuid) to authenticated, service_role;
