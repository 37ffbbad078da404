-- Autopay: a client company saves a card or bank account with Stripe (only Stripe's ids and
-- what is printed on the card are kept here: brand, last four digits, expiry), agrees to be
-- charged for monthly fees and/or project invoices, and the scheduled run charges each such
-- invoice off-session. The company's owners and billing members read all of it; they write
-- only their consent (and the Stripe customer id the server made for them). What Stripe tells
-- us (the saved method, each charge's outcome, the events already handled) is written by the
-- server on its trusted connection, checked by the webhook's signature. Value lists:
-- lib/billing/autopay/lists.ts.

-- The company's customer at Stripe, made when someone first saves a method.
create table app.stripe_customers (
  organization_id uuid primary key references app.client_organizations (id) on delete cascade,
  stripe_customer_id text not null unique check (length(stripe_customer_id) between 1 and 255),
  created_at timestamptz not null default now()
);

-- The one method a company's autopay charges (saving another replaces it).
create table app.saved_payment_methods (
  organization_id uuid primary key references app.stripe_customers (organization_id) on delete cascade,
  stripe_payment_method_id text not null check (length(stripe_payment_method_id) between 1 and 255),
  -- The SetupIntent that saved it: a replayed event finds the row already saved from it.
  stripe_setup_intent_id text not null check (length(stripe_setup_intent_id) between 1 and 255),
  kind text not null check (kind in ('card', 'us_bank_account')),
  brand text check (length(brand) <= 60),
  last4 text check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint check (exp_month between 1 and 12),
  exp_year smallint check (exp_year between 2000 and 2200),
  saved_by uuid references app.profiles (id) on delete set null,
  saved_at timestamptz not null default now()
);

-- Every turn on or off, never changed: the latest row per company and scope is the setting,
-- and the rows together are the record of who agreed to what, when, in which words.
create table app.autopay_consents (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references app.client_organizations (id) on delete cascade,
  scope text not null check (scope in ('monthly_fees', 'project_invoices')),
  enabled boolean not null,
  -- The words agreed to; turning autopay off needs none.
  consent_text text check (length(consent_text) between 1 and 2000),
  -- Set by the database from the session.
  profile_id uuid references app.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint autopay_consents_text_when_on check (not enabled or consent_text is not null)
);
create index autopay_consents_latest_idx on app.autopay_consents (organization_id, scope, created_at desc, id desc);

create function app.autopay_consents_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.profile_id := coalesce(auth.uid(), new.profile_id);
  new.created_at := clock_timestamp();
  return new;
end
$$;
revoke execute on function app.autopay_consents_before_insert() from public, anon, authenticated;
create trigger autopay_consents_recorded before insert on app.autopay_consents
  for each row execute function app.autopay_consents_before_insert();

-- The firm's choice of when autopay charges: on the issue date or on the due date.
create table app.autopay_settings (
  id boolean primary key default true check (id),
  charge_on text not null default 'issue_date' check (charge_on in ('issue_date', 'due_date')),
  updated_at timestamptz not null default now()
);
insert into app.autopay_settings (id) values (true);
create trigger autopay_settings_updated_at before update on app.autopay_settings
  for each row execute function app.set_updated_at();

-- One row per attempt to charge an invoice. The unique keys are the exactly-once rules:
-- attempt n of an invoice exists once, and at most one attempt of an invoice is on its way
-- or has succeeded at any time, so no run, retry or replay can charge an invoice twice.
create table app.autopay_charges (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references app.invoices (id) on delete restrict,
  organization_id uuid not null references app.client_organizations (id) on delete cascade,
  attempt smallint not null check (attempt between 1 and 3),
  status text not null default 'scheduled'
    check (status in ('scheduled', 'sending', 'processing', 'succeeded', 'failed', 'cancelled')),
  scheduled_on date not null,
  amount_cents bigint not null check (amount_cents > 0),
  stripe_payment_intent_id text unique check (length(stripe_payment_intent_id) between 1 and 255),
  failure_message text check (length(failure_message) <= 500),
  -- A run that is asking Stripe holds the attempt until then; after it, another run may send
  -- it again (with the same idempotency key, so Stripe answers with the same PaymentIntent).
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (invoice_id, attempt)
);
create unique index autopay_charges_one_open_idx on app.autopay_charges (invoice_id)
  where status in ('scheduled', 'sending', 'processing', 'succeeded');
create index autopay_charges_due_idx on app.autopay_charges (scheduled_on) where status in ('scheduled', 'sending');
create index autopay_charges_organization_idx on app.autopay_charges (organization_id, created_at desc);
create trigger autopay_charges_updated_at before update on app.autopay_charges
  for each row execute function app.set_updated_at();

-- Stripe events already handled: a redelivered event changes nothing.
create table app.stripe_events (
  id text primary key check (length(id) between 1 and 255),
  type text not null check (length(type) between 1 and 100),
  received_at timestamptz not null default now()
);

alter table app.stripe_customers enable row level security;
alter table app.saved_payment_methods enable row level security;
alter table app.autopay_consents enable row level security;
alter table app.autopay_settings enable row level security;
alter table app.autopay_charges enable row level security;
alter table app.stripe_events enable row level security;

create policy stripe_customers_select on app.stripe_customers for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));
create policy stripe_customers_billing_insert on app.stripe_customers for insert to authenticated
  with check (organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));

create policy saved_payment_methods_select on app.saved_payment_methods for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));

create policy autopay_consents_select on app.autopay_consents for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));
-- Only the company's own billing people agree for it; staff cannot turn a client's autopay on.
create policy autopay_consents_billing_insert on app.autopay_consents for insert to authenticated
  with check (organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[])
              and (not enabled or exists (
                select 1 from app.saved_payment_methods m where m.organization_id = autopay_consents.organization_id)));

create policy autopay_settings_read on app.autopay_settings for select to authenticated using (true);
create policy autopay_settings_admin_update on app.autopay_settings for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));

create policy autopay_charges_select on app.autopay_charges for select to authenticated
  using ((select app.is_admin()) or organization_id = any ((select app.organization_ids_as('owner', 'billing'))::uuid[]));

grant select, insert on app.stripe_customers to authenticated;
grant select on app.saved_payment_methods, app.autopay_charges to authenticated;
grant select, insert on app.autopay_consents to authenticated;
grant select, update on app.autopay_settings to authenticated;
revoke all on app.stripe_events from anon, authenticated;
grant all on app.stripe_customers, app.saved_payment_methods, app.autopay_consents, app.autopay_settings,
  app.autopay_charges, app.stripe_events to service_role;
