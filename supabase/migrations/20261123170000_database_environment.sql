-- Which environment a database serves, so that a preview deployment pointed at the
-- production database refuses to start (lib/db/environment.ts). One row at most, written
-- by `npm run db:mark-production`; a database without it (a fresh one, a Supabase
-- branch, a local one) is not marked. Only the trusted server connection reads it.

create table public.database_environment (
  singleton boolean primary key default true check (singleton),
  environment text not null check (environment in ('production', 'staging', 'development')),
  marked_at timestamptz not null default now(),
  marked_by text check (length(marked_by) <= 200)
);

alter table public.database_environment enable row level security;
-- No policies and no grants: nothing of it is reachable as anon or authenticated (nor
-- through the Data API), whatever the project's default privileges.
revoke all on table public.database_environment from public, anon, authenticated;
grant select, insert, update, delete on table public.database_environment to service_role;
