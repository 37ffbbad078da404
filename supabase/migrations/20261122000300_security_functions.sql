-- The security remote functions as real SQL functions, with their published names and
-- signatures. They run as their owner (security definer, fixed search_path) and check the
-- caller themselves; each answers false / null on error, so a caller never sees a failure
-- as a yes.

-- log_activity: records an action of the signed-in user in the activity log.
create or replace function public.log_activity(p_action text, p_resource_type text, p_details text default null)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or p_action is null or length(p_action) not between 1 and 100 then
    return;
  end if;
  insert into public.activity_log (user_id, action, resource_type, details)
  values (auth.uid(), p_action, left(p_resource_type, 100),
          case when p_details is null then null
               when p_details ~ '^\s*[\{\[]' then p_details::jsonb
               else to_jsonb(p_details) end);
exception when others then
  -- Logging must never break the action it records.
  return;
end
$$;

-- The current admin token. Only its hash and its path part are stored.
create or replace function public.current_admin_token() returns public.admin_tokens
language sql stable security definer
set search_path = ''
as $$
  select t.* from public.admin_tokens t where t.revoked_at is null order by t.created_at desc limit 1
$$;
revoke execute on function public.current_admin_token() from public, anon, authenticated;

-- validate_admin_access: true when the caller is an admin and access_token is the current
-- admin token, given whole or as the path part the admin URL carries (/mgmt-<part>).
-- A failed check is recorded as unauthorized_admin_access with the attempted path.
create or replace function public.validate_admin_access(access_token text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  current_token public.admin_tokens;
  matches boolean := false;
begin
  current_token := public.current_admin_token();
  if current_token.id is not null and access_token is not null then
    matches := access_token = current_token.path_part
      or encode(extensions.digest(access_token, 'sha256'), 'hex') = current_token.token_hash;
  end if;
  if matches and public.is_admin() then
    return true;
  end if;
  insert into public.security_events (event_type, details)
  values ('unauthorized_admin_access', jsonb_build_object(
    'path', '/mgmt-' || left(case when position('-' in coalesce(access_token, '')) > 0
                                  then split_part(access_token, '-', 2) else coalesce(access_token, '') end, 64),
    'attempted', left(coalesce(access_token, ''), 64),
    'user_id', auth.uid()));
  return false;
exception when others then
  return false;
end
$$;

-- validate_admin_session: true when the session is live and belongs to an admin.
create or replace function public.validate_admin_session(session_token_param text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  valid boolean;
begin
  select exists (
    select 1 from auth.sessions s join public.profiles p on p.id = s.user_id
    where s.id = session_token_param::uuid
      and (s.not_after is null or s.not_after > now())
      and p.role in ('admin', 'super_admin')
  ) into valid;
  if not valid then
    insert into public.security_events (event_type, details)
    values ('unauthorized_admin_access', jsonb_build_object('reason', 'invalid admin session', 'user_id', auth.uid()));
  end if;
  return valid;
exception when others then
  return false;
end
$$;

-- rotate_admin_token: a new random token "adm-<path part>-<secret>"; the old one stops
-- working at once. Admins only.
create or replace function public.rotate_admin_token() returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  part text;
  token text;
begin
  if not public.is_admin() then
    return null;
  end if;
  part := encode(extensions.gen_random_bytes(8), 'hex');
  token := 'adm-' || part || '-' || encode(extensions.gen_random_bytes(24), 'hex');
  update public.admin_tokens set revoked_at = now() where revoked_at is null;
  insert into public.admin_tokens (token_hash, path_part, created_by)
  values (encode(extensions.digest(token, 'sha256'), 'hex'), part, auth.uid());
  insert into public.security_events (event_type, details)
  values ('token_rotation', jsonb_build_object('user_id', auth.uid(), 'path_part', part));
  return token;
exception when others then
  return null;
end
$$;

-- get_security_dashboard: metrics computed from real events. Admins only (empty otherwise).
create or replace function public.get_security_dashboard()
returns table (metric_name text, metric_value numeric, last_updated timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    return;
  end if;
  return query
    select 'Failed login attempts (24h)'::text, count(*)::numeric, coalesce(max(e.created_at), now())
      from public.security_events e where e.event_type = 'failed_login' and e.created_at > now() - interval '24 hours'
    union all
    select 'Rate limited requests (24h)', count(*)::numeric, coalesce(max(e.created_at), now())
      from public.security_events e where e.event_type = 'rate_limited' and e.created_at > now() - interval '24 hours'
    union all
    select 'Active sessions', count(*)::numeric, coalesce(max(s.updated_at), now())
      from auth.sessions s where s.not_after is null or s.not_after > now()
    union all
    select 'Token rotations (30d)', count(*)::numeric, coalesce(max(e.created_at), now())
      from public.security_events e where e.event_type = 'token_rotation' and e.created_at > now() - interval '30 days'
    union all
    select 'Unauthorized admin access attempts (24h)', count(*)::numeric, coalesce(max(e.created_at), now())
      from public.security_events e where e.event_type = 'unauthorized_admin_access' and e.created_at > now() - interval '24 hours';
end
$$;

-- The path part of the current admin URL, for admins (the token itself is never readable).
create or replace function public.current_admin_path_part() returns text
language sql stable security definer
set search_path = ''
as $$
  select case when public.is_admin() then (public.current_admin_token()).path_part end
$$;

revoke execute on function
  public.log_activity(text, text, text),
  public.validate_admin_access(text),
  public.validate_admin_session(text),
  public.rotate_admin_token(),
  public.get_security_dashboard(),
  public.current_admin_path_part()
from public, anon;
grant execute on function
  public.log_activity(text, text, text),
  public.validate_admin_access(text),
  public.validate_admin_session(text),
  public.rotate_admin_token(),
  public.get_security_dashboard(),
  public.current_admin_path_part()
to authenticated, service_role;
