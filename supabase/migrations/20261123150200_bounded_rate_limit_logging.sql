-- Nothing anonymous grows without bound.
-- * A refusal is logged once per source, endpoint and window (the first refused request),
--   not once per refused request.
-- * Expired windows of every source are purged (in bounded batches, so one call stays
--   cheap), not only the caller's own.

create or replace function public.check_rate_limit(
  check_ip inet,
  check_endpoint text,
  max_requests integer default 100,
  window_minutes integer default 60
) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  bucket timestamptz;
  seen integer;
begin
  if check_ip is null or check_endpoint is null or max_requests < 1 or window_minutes < 1 then
    return false;
  end if;
  bucket := to_timestamp(floor(extract(epoch from now()) / (window_minutes * 60)) * (window_minutes * 60));
  insert into public.rate_limits as r (ip, endpoint, window_start, request_count)
  values (check_ip, check_endpoint, bucket, 1)
  on conflict (ip, endpoint, window_start) do update set request_count = r.request_count + 1
  returning r.request_count into seen;
  if seen > max_requests then
    if seen = max_requests + 1 then
      insert into public.security_events (event_type, ip, details)
      values ('rate_limited', check_ip, jsonb_build_object('endpoint', check_endpoint, 'count', seen));
    end if;
    return false;
  end if;
  delete from public.rate_limits
  where ctid in (select ctid from public.rate_limits where window_start < now() - interval '1 day' limit 1000);
  return true;
exception when others then
  return false;
end
$$;

revoke execute on function public.check_rate_limit(inet, text, integer, integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(inet, text, integer, integer) to service_role;
