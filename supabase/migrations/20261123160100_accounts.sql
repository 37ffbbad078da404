-- Accounts people run themselves. Deactivation (offboarding), one-time account
-- links (password reset, email change) of the local auth adapter, two-factor sign-in of the
-- local auth adapter, the "require two-factor for admins" setting, and the session check
-- that lets a revoked session or a deactivated account end at once.

-- Offboarding ---------------------------------------------------------------------------

alter table public.profiles
  add column deactivated_at timestamptz,
  add column deactivated_by uuid references public.profiles (id) on delete set null;
create index profiles_active_role_idx on public.profiles (role, created_at desc) where deactivated_at is null;

-- A deactivated account has no role as far as the policies are concerned: a deactivated
-- admin whose token is still valid for a few minutes gets no admin rights from RLS.
create or replace function public.current_user_role() returns public.user_role
language sql stable security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid() and p.deactivated_at is null
$$;

-- Which columns a signed-in user may change (RLS decides which rows). Clients edit their
-- own name, phone, company and contacts; never their role, login email, invitation state,
-- custom fields or whether they are active. Admins (de)activate clients, super admins
-- anyone; nobody themselves. Trusted server code (no SET ROLE) is not restricted.
create or replace function public.guard_profile_changes() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not public.is_admin() and (new.role <> 'client' or new.deactivated_at is not null) then
      raise exception 'Only a client profile can be created for yourself' using errcode = '42501';
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
  if not public.is_admin() and (
    new.email is distinct from old.email
    or new.invitation_status is distinct from old.invitation_status
    or new.invitation_sent_at is distinct from old.invitation_sent_at
    or new.custom_fields is distinct from old.custom_fields
  ) then
    raise exception 'Not allowed to change these fields' using errcode = '42501';
  end if;
  return new;
end
$$;

-- One-time account links of the local auth adapter ------------------------------------
-- Password reset (valid 1 hour) and email change (sent to the new address). Only the
-- SHA-256 of each token is kept; only the trusted server connection reads or writes them.

create table public.account_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_change')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  new_email text check (length(new_email) between 3 and 320),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  constraint account_tokens_expiry_after_creation check (expires_at > created_at),
  constraint account_tokens_email_change_has_email check ((purpose = 'email_change') = (new_email is not null))
);
create index account_tokens_user_idx on public.account_tokens (user_id, purpose);

alter table public.account_tokens enable row level security;
revoke all on public.account_tokens from anon, authenticated;
grant all on public.account_tokens to service_role;

-- Two-factor sign-in of the local auth adapter (Supabase mode uses Supabase MFA) ---------
-- The TOTP secret is stored encrypted (AES-256-GCM, key derived from AUTH_SECRET) and the
-- recovery codes as SHA-256 hashes; neither table is reachable by the API roles.

create table public.mfa_factors (
  user_id uuid primary key references auth.users (id) on delete cascade,
  secret_ciphertext text not null check (length(secret_ciphertext) <= 500),
  confirmed_at timestamptz,
  -- The last 30-second step a code was accepted for: a code works once.
  last_used_step bigint,
  created_at timestamptz not null default now()
);

create table public.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mfa_recovery_codes_unique unique (user_id, code_hash)
);

alter table public.mfa_factors enable row level security;
alter table public.mfa_recovery_codes enable row level security;
revoke all on public.mfa_factors, public.mfa_recovery_codes from anon, authenticated;
grant all on public.mfa_factors, public.mfa_recovery_codes to service_role;

-- Settings a super admin decides ---------------------------------------------------------

create table public.app_settings (
  id boolean primary key default true check (id),
  require_admin_mfa boolean not null default false,
  updated_by uuid references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
insert into public.app_settings (id) values (true);

create trigger app_settings_updated_at before update on public.app_settings
  for each row execute function public.set_updated_at();

alter table public.app_settings enable row level security;
create policy app_settings_select on public.app_settings for select to authenticated using (true);
create policy app_settings_super_admin_update on public.app_settings for update to authenticated
  using ((select public.is_super_admin())) with check ((select public.is_super_admin()));
grant select, update (require_admin_mfa, updated_by) on public.app_settings to authenticated;
grant all on public.app_settings to service_role;
