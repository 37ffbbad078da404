-- Payment reminders on a schedule the firm sets, an optional late fee announced before it is
-- added, and a receipt for every payment.
--
-- The schedule is one settings row (the firm has one). Each reminder sent is a row keyed by
-- (invoice, step): the scheduled run claims the row and tells the client in the same
-- transaction, so two runs at once or one after the other tell each step once. A reminder
-- that announces a late fee records the amount and the day it was promised for; the fee is
-- added only as announced, as an invoice of its own (kind late_fee), at most once per invoice.

create type app.late_fee_kind as enum ('none', 'percent', 'fixed');

create table app.billing_reminder_settings (
  id boolean primary key default true check (id),
  -- Days from the due date: negative before it, 0 on the day, positive overdue.
  offsets integer[] not null default '{-3,0,3,7,14}'
    check (cardinality(offsets) <= 10 and -60 <= all (offsets) and 365 >= all (offsets)),
  late_fee_kind app.late_fee_kind not null default 'none',
  -- Percent of the invoice in basis points (150 = 1.5 %), or a fixed amount in cents.
  late_fee_basis_points integer not null default 0 check (late_fee_basis_points between 0 and 5000),
  late_fee_cents bigint not null default 0 check (late_fee_cents between 0 and 10000000),
  -- Days after the due date on which the fee is added.
  late_fee_after_days integer not null default 14 check (late_fee_after_days between 1 and 365),
  updated_at timestamptz not null default now()
);
insert into app.billing_reminder_settings (id) values (true);

create trigger billing_reminder_settings_updated_at before update on app.billing_reminder_settings
  for each row execute function app.set_updated_at();

alter table app.billing_reminder_settings enable row level security;
create policy billing_reminder_settings_admin_select on app.billing_reminder_settings for select to authenticated
  using ((select app.is_admin()));
create policy billing_reminder_settings_admin_update on app.billing_reminder_settings for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
grant select on app.billing_reminder_settings to authenticated;
grant update (offsets, late_fee_kind, late_fee_basis_points, late_fee_cents, late_fee_after_days)
  on app.billing_reminder_settings to authenticated;
grant all on app.billing_reminder_settings to service_role;

create table app.invoice_reminders (
  invoice_id uuid not null references app.invoices (id) on delete restrict,
  offset_days integer not null check (offset_days between -60 and 365),
  sent_on date not null,
  -- The late fee this reminder announced and the day from which it is added.
  late_fee_cents bigint check (late_fee_cents > 0),
  late_fee_on date,
  created_at timestamptz not null default now(),
  primary key (invoice_id, offset_days),
  constraint invoice_reminders_fee_whole check ((late_fee_cents is null) = (late_fee_on is null)),
  constraint invoice_reminders_fee_in_advance check (late_fee_on is null or late_fee_on > sent_on)
);
create index invoice_reminders_fee_idx on app.invoice_reminders (late_fee_on) where late_fee_on is not null;

-- Only the scheduled run (the server's own connection) writes reminders; the team reads them.
alter table app.invoice_reminders enable row level security;
create policy invoice_reminders_admin_select on app.invoice_reminders for select to authenticated
  using ((select app.is_admin()));
grant select on app.invoice_reminders to authenticated;
grant all on app.invoice_reminders to service_role;

-- The late fee's invoice names the invoice it is for; one per invoice.
alter table app.invoices add column late_fee_for uuid references app.invoices (id) on delete restrict;
alter table app.invoices
  add constraint invoices_late_fee_names_its_invoice check ((kind = 'late_fee') = (late_fee_for is not null));
create unique index invoices_one_late_fee_idx on app.invoices (late_fee_for) where late_fee_for is not null;
-- A project's halves stay one each; late fees are not halves (a project may have several).
drop index app.invoices_one_half_idx;
create unique index invoices_one_half_idx on app.invoices (project_id, kind) where kind in ('upfront', 'final');

-- One receipt per payment, whoever recorded it (the team, the Stripe webhook, autopay).
create table app.payment_receipts (
  payment_id uuid primary key references app.invoice_payments (id) on delete cascade,
  sent_at timestamptz not null default now()
);
alter table app.payment_receipts enable row level security;
create policy payment_receipts_admin_select on app.payment_receipts for select to authenticated
  using ((select app.is_admin()));
-- The team records payments under its own claims, and the receipt in the same transaction.
create policy payment_receipts_admin_insert on app.payment_receipts for insert to authenticated
  with check ((select app.is_admin()));
grant select, insert on app.payment_receipts to authenticated;
grant all on app.payment_receipts to service_role;

-- Invoices already told they were overdue (the single notice this schedule replaces) count
-- as reminded for every default step already passed, so switching over tells no one twice.
insert into app.invoice_reminders (invoice_id, offset_days, sent_on)
select n.invoice_id, o.offset_days, n.notified_at::date
  from app.invoice_overdue_notices n
  join app.invoices i on i.id = n.invoice_id
  cross join unnest('{-3,0,3,7,14}'::integer[]) as o (offset_days)
 where i.due_date + o.offset_days <= n.notified_at::date
on conflict do nothing;
