-- Every path to a role goes through a super admin, also for callers
-- using the Data API with their own JWT.
-- * No API role deletes profiles (an admin could delete the super admin's row and insert
--   it again with any role). Accounts end with deactivation; removing a login is trusted
--   server work (auth.users cascades).
-- * A profile with a role other than client is inserted by a super admin only.
-- * Admins edit staff profiles' names, never their email or invitation state (with the
--   email and a fresh invitation or reset they could take the account over).

drop policy if exists profiles_delete on public.profiles;

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
    if not public.is_admin() and (new.invitation_status <> 'pending' or new.invitation_sent_at is not null) then
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
  if (
    new.email is distinct from old.email
    or new.invitation_status is distinct from old.invitation_status
    or new.invitation_sent_at is distinct from old.invitation_sent_at
  ) and not (
    public.is_super_admin()
    or (public.is_admin() and (old.role = 'client' or old.id = auth.uid()))
  ) then
    raise exception 'Not allowed to change these fields' using errcode = '42501';
  end if;
  return new;
end
$$;
