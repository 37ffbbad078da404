-- Idempotency keys: every create form sends a key made once per form fill; the
-- create action stores it in the same transaction as the row it creates, so a resubmit
-- (after a timeout, a double click, a retry during an outage) finds the key and answers
-- with the first result instead of storing a second row. The primary key is the constraint
-- that decides a race: a concurrent resubmit waits for the first and then sees its key.

create table public.idempotency_keys (
  key uuid primary key,
  -- Who submitted (null for visitors who are not signed in, e.g. the contact form).
  actor uuid default auth.uid(),
  -- Which action: a key replayed against another action is refused, not answered.
  scope text not null check (length(scope) between 1 and 64),
  -- What the first submit answered (e.g. the new row's id), for the replay.
  result jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
-- Old keys are pruned by age (lib/idempotency/queries.ts); this keeps that cheap.
create index idempotency_keys_created_idx on public.idempotency_keys (created_at);

alter table public.idempotency_keys enable row level security;

-- A signed-in user records and reads back only their own keys; a visitor records keys but
-- can read none (so a visitor's replay answers "sent" without any data).
create policy idempotency_keys_own_select on public.idempotency_keys for select to authenticated
  using (actor = (select auth.uid()));
create policy idempotency_keys_own_insert on public.idempotency_keys for insert to authenticated
  with check (actor = (select auth.uid()));
create policy idempotency_keys_own_update on public.idempotency_keys for update to authenticated
  using (actor = (select auth.uid())) with check (actor = (select auth.uid()));
create policy idempotency_keys_anon_insert on public.idempotency_keys for insert to anon
  with check (actor is null);
-- The result is written after the row it describes; a visitor never reads it back.
create policy idempotency_keys_anon_update on public.idempotency_keys for update to anon
  using (actor is null) with check (actor is null);

grant select, insert, update on public.idempotency_keys to authenticated;
-- select without a policy: a visitor's replay query runs and finds nothing.
grant select, insert, update on public.idempotency_keys to anon;
grant all on public.idempotency_keys to service_role;
