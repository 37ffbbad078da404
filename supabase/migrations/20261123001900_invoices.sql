-- Invoices a firm can send. Each invoice is stored when it falls due, with a
-- number that is sequential per year and never reused (INV-2026-0001), its issue and due
-- dates and its amount in whole cents; a payment settles it. Paid / Due / Overdue is not
-- stored: the app computes it from these dates (lib/billing/rules.ts).

create type public.invoice_kind as enum ('upfront', 'final', 'monthly');
create type public.payment_method as enum ('bank_transfer', 'card', 'check', 'cash', 'stripe', 'other');

-- One row per year holding the last number issued. The row is updated in the transaction
-- that inserts the invoice, so a rolled-back invoice gives its number back: no gaps.
create table public.invoice_counters (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number > 0)
);
alter table public.invoice_counters enable row level security;
revoke all on public.invoice_counters from anon, authenticated;
grant all on public.invoice_counters to service_role;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null unique check (number ~ '^INV-[0-9]{4}-[0-9]{4,}$'),
  project_id uuid not null references public.projects (id) on delete restrict,
  -- Set from the project when issued: whom the invoice was sent to stays fixed.
  client_id uuid not null references public.profiles (id) on delete restrict,
  kind public.invoice_kind not null,
  -- The month a monthly fee pays for (its first day counted from go-live); null otherwise.
  period_start date,
  description text not null check (length(btrim(description)) between 1 and 200),
  amount_cents bigint not null check (amount_cents > 0),
  issue_date date not null,
  due_date date not null,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint invoices_due_after_issue check (due_date >= issue_date),
  constraint invoices_period_only_monthly check ((kind = 'monthly') = (period_start is not null))
);
-- A project is billed each half once and each month once.
create unique index invoices_one_half_idx on public.invoices (project_id, kind) where kind <> 'monthly';
create unique index invoices_one_month_idx on public.invoices (project_id, period_start) where kind = 'monthly';
create index invoices_client_issue_idx on public.invoices (client_id, issue_date desc);
create index invoices_issue_idx on public.invoices (issue_date desc);

create or replace function public.invoices_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  next_number integer;
begin
  select p.client_id into strict new.client_id from public.projects p where p.id = new.project_id;
  insert into public.invoice_counters as c (year, last_number)
  values (extract(year from new.issue_date)::integer, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into next_number;
  new.number := format('INV-%s-%s', extract(year from new.issue_date)::integer, lpad(next_number::text, 4, '0'));
  new.created_by := (select p.id from public.profiles p where p.id = auth.uid());
  new.created_at := now();
  return new;
end
$$;
revoke execute on function public.invoices_before_insert() from public, anon, authenticated;

create trigger invoices_number before insert on public.invoices
  for each row execute function public.invoices_before_insert();

create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  -- One payment settles one invoice in full; the unique key makes "paid exactly once" a fact.
  invoice_id uuid not null unique references public.invoices (id) on delete restrict,
  paid_on date not null,
  method public.payment_method not null,
  note text check (length(note) <= 500),
  -- The Stripe Checkout Session that paid it, when paid online: a replayed event finds it.
  stripe_session_id text unique check (length(stripe_session_id) <= 255),
  recorded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);

create or replace function public.invoice_payments_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.recorded_by := (select p.id from public.profiles p where p.id = auth.uid());
  new.created_at := now();
  return new;
end
$$;
revoke execute on function public.invoice_payments_before_insert() from public, anon, authenticated;

create trigger invoice_payments_recorded before insert on public.invoice_payments
  for each row execute function public.invoice_payments_before_insert();

alter table public.invoices enable row level security;
alter table public.invoice_payments enable row level security;

-- A client reads its own invoices and their payments and writes neither; admins read all and
-- issue invoices and record payments. Nothing is changed or deleted: a number is never reused.
create policy invoices_select on public.invoices for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));
create policy invoices_admin_insert on public.invoices for insert to authenticated
  with check ((select public.is_admin()));
create policy invoice_payments_select on public.invoice_payments for select to authenticated
  using ((select public.is_admin())
         or exists (select 1 from public.invoices i where i.id = invoice_id and i.client_id = (select auth.uid())));
create policy invoice_payments_admin_insert on public.invoice_payments for insert to authenticated
  with check ((select public.is_admin()));

grant select, insert on public.invoices, public.invoice_payments to authenticated;
grant all on public.invoices, public.invoice_payments to service_role;

-- The project's old payment columns held a status without an invoice behind it. Payments
-- they record as made become paid invoices (a one-off conversion: the odd cent goes to the
-- upfront half, as in lib/billing/money.ts); anything not paid is issued by the app's rules.
do $$
declare
  r record;
  new_id uuid;
begin
  for r in
    select * from (
      select p.id, 'upfront'::public.invoice_kind as kind,
             ceil(p.project_value * 100 / 2)::bigint as cents,
             coalesce(p.upfront_payment_date, p.start_date, p.created_at::date) as paid_on,
             coalesce(p.start_date, p.upfront_payment_date, p.created_at::date) as issued
      from public.projects p
      where p.upfront_payment_status = 'paid' and p.project_value > 0
      union all
      select p.id, 'final', (p.project_value * 100)::bigint - ceil(p.project_value * 100 / 2)::bigint,
             coalesce(p.final_payment_date, p.end_date, p.created_at::date),
             coalesce(p.end_date, p.final_payment_date, p.created_at::date)
      from public.projects p
      where p.final_payment_status = 'paid' and p.project_value * 100 > ceil(p.project_value * 100 / 2)
    ) paid
    order by issued, id, kind
  loop
    insert into public.invoices (project_id, client_id, number, kind, description, amount_cents, issue_date, due_date)
    values (r.id, '00000000-0000-0000-0000-000000000000', 'INV-0000-0000', r.kind,
            case r.kind when 'upfront' then 'Upfront payment (50% of the project value)'
                        else 'Final payment on completion (50% of the project value)' end,
            r.cents, least(r.issued, r.paid_on), greatest(least(r.issued, r.paid_on) + 15, r.paid_on))
    returning id into new_id;
    insert into public.invoice_payments (invoice_id, paid_on, method, note)
    values (new_id, r.paid_on, 'other', 'Recorded on the project before invoices were kept');
  end loop;
end
$$;

alter table public.projects
  drop column upfront_payment_status,
  drop column final_payment_status,
  drop column upfront_payment_date,
  drop column final_payment_date;
drop type public.payment_status;
