-- Per-person write rates (project messages, ticket replies, new tickets, uploaded bytes).
-- A token bucket per person and kind: `tokens` is what may still be written now, refilled
-- continuously up to the bucket's size. It lives in the database so that every app server
-- counts the same writes; the server takes an allowance on its own connection
-- (lib/security/write-limits.ts), so signed-in users can neither read nor reset it.
create table app.write_allowances (
  user_id uuid not null references app.profiles (id) on delete cascade,
  kind text not null,
  tokens double precision not null,
  refilled_at timestamptz not null,
  primary key (user_id, kind)
);

alter table app.write_allowances enable row level security;
-- No policy: nobody signed in (nor a visitor) reads or writes a bucket.
revoke all on app.write_allowances from public, anon, authenticated;
grant all on app.write_allowances to service_role;

-- Takes `p_cost` from the bucket at time `p_at` (the caller's clock, so tests set it):
-- answers 0 when taken, else the seconds until that much will be there (nothing is taken).
-- One statement locks the person's row, so two app servers cannot both spend the last token.
create or replace function app.take_write_allowance(
  p_user uuid,
  p_kind text,
  p_cost double precision,
  p_capacity double precision,
  p_per_second double precision,
  p_at timestamptz
) returns double precision
language plpgsql
set search_path = ''
as $$
declare
  have double precision;
begin
  if p_user is null or p_kind is null or p_at is null or p_cost is null or p_cost < 0
     or p_capacity is null or p_capacity <= 0 or p_per_second is null or p_per_second <= 0 then
    raise exception 'take_write_allowance: invalid arguments' using errcode = 'invalid_parameter_value';
  end if;
  insert into app.write_allowances as w (user_id, kind, tokens, refilled_at)
  values (p_user, p_kind, p_capacity, p_at)
  on conflict (user_id, kind) do update
     set tokens = least(p_capacity, w.tokens + greatest(0, extract(epoch from (p_at - w.refilled_at))) * p_per_second),
         refilled_at = greatest(w.refilled_at, p_at)
  returning w.tokens into have;
  if have >= least(p_cost, p_capacity) then
    update app.write_allowances set tokens = have - least(p_cost, p_capacity)
     where user_id = p_user and kind = p_kind;
    return 0;
  end if;
  return (least(p_cost, p_capacity) - have) / p_per_second;
end
$$;

revoke execute on function app.take_write_allowance(uuid, text, double precision, double precision, double precision, timestamptz)
  from public, anon, authenticated;
grant execute on function app.take_write_allowance(uuid, text, double precision, double precision, double precision, timestamptz)
  to service_role;
