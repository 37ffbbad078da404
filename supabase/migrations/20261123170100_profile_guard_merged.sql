-- Merge of two definitions of public.guard_profile_changes(): the role guard's
-- (20261123150100_profile_role_guard: only a super admin creates non-client profiles; admins
-- never change staff emails or invitation state) and the accounts migration's
-- (20261123160100_accounts: deactivation rules, custom fields and deactivation are not the
-- user's to set). The accounts one ran later and would otherwise have replaced the role
-- rules. The combined rules, for callers using the Data API with their own JWT (trusted
-- server code, without SET ROLE, is not restricted):
-- * INSERT: a profile with a role other than client only by a super admin; a non-admin
--   inserts only a pending, never-invited, active profile.
-- * Roles change only by a super admin, never one's own.
-- * (De)activation: never one's own; staff accounts only by a super admin; clients by admins.
-- * Login email and invitation state: super admins for others' accounts, admins for client
--   accounts only; nobody for their own (an email change is confirmed by mail and written
--   by trusted code). Custom fields: admins only.
-- Deletes stay refused to API roles (15 dropped profiles_delete; nothing recreates it).

create or replace function public.guard_profile_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role <> 'client' and not public.is_super_admin() then
      raise exception 'Only a client profile can be created; other roles only by a super admin' using errcode = '42501';
    end if;
    if not public.is_admin() and (
      new.invitation_status <> 'pending'
      or new.invitation_sent_at is not null
      or new.deactivated_at is not null
      or new.deactivated_by is not null
    ) then
      raise exception 'Not allowed to set these fields' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.role is distinct from old.role then
    if not public.is_super_admin() then
      raise exception 'Only a super admin can change roles' using errcode = '42501';
    end if;
    if old.id = auth.uid() then
      raise exception 'You cannot change your own role' using errcode = '42501';
    end if;
  end if;
  if new.deactivated_at is distinct from old.deactivated_at or new.deactivated_by is distinct from old.deactivated_by then
    if old.id = auth.uid() then
      raise exception 'You cannot deactivate or reactivate your own account' using errcode = '42501';
    end if;
    if (old.role <> 'client' or new.role <> 'client') and not public.is_super_admin() then
      raise exception 'Only a super admin can deactivate or reactivate an admin' using errcode = '42501';
    end if;
    if not public.is_admin() then
      raise exception 'Only an admin can deactivate or reactivate an account' using errcode = '42501';
    end if;
  end if;
  if (
    new.email is distinct from old.email
    or new.invitation_status is distinct from old.invitation_status
    or new.invitation_sent_at is distinct from old.invitation_sent_at
  ) and (
    old.id = auth.uid()
    or not (public.is_super_admin() or (public.is_admin() and old.role = 'client'))
  ) then
    raise exception 'Not allowed to change these fields' using errcode = '42501';
  end if;
  if new.custom_fields is distinct from old.custom_fields and not public.is_admin() then
    raise exception 'Not allowed to change these fields' using errcode = '42501';
  end if;
  return new;
end
$$;
