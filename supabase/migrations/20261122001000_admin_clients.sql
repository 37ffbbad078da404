-- Admin screens for clients and users: invitation tokens for the local auth
-- adapter, and the indexes the client and user lists filter and sort by.

-- Invitation links of the local auth adapter. Only a SHA-256 hash of each token is kept,
-- so a leaked table does not leak working links. Nobody but the trusted server connection
-- reads or writes it: RLS on, no policies, no grants to anon or authenticated.
create table public.invite_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  constraint invite_tokens_expiry_after_creation check (expires_at > created_at)
);
create index invite_tokens_user_idx on public.invite_tokens (user_id);

alter table public.invite_tokens enable row level security;
revoke all on public.invite_tokens from anon, authenticated;
grant all on public.invite_tokens to service_role;

-- Client list: ordered by company name (nulls last, the btree default), then id.
create index profiles_company_name_idx on public.profiles (role, lower(company_name), id);
-- User list: everyone, newest first.
create index profiles_created_idx on public.profiles (created_at desc, id desc);
-- "Is this client active?" is an index-only probe: projects not completed or awaiting payment.
create index projects_active_client_idx on public.projects (client_id)
  where kanban_stage not in ('completed', 'awaiting_final_payment');
