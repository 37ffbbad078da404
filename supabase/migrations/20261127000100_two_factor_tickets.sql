-- The two-factor step's tickets: proof that the password was right, waiting for a code. A
-- ticket allows a few codes and exactly one success, however many requests share it and from
-- wherever they come (the signed cookie alone could be replayed for its whole lifetime). Only
-- the server's trusted connection reads or writes them.

create table app.mfa_tickets (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Codes tried with this ticket, the right one included; reserved before each check.
  attempts integer not null default 0 check (attempts >= 0),
  used_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index mfa_tickets_expires_idx on app.mfa_tickets (expires_at);
alter table app.mfa_tickets enable row level security;
revoke all on app.mfa_tickets from public, anon, authenticated;
grant all on app.mfa_tickets to service_role;
