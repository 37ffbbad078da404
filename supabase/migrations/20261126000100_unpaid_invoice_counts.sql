-- For the large seed: what clients owe, kept by triggers, so the admin
-- dashboard stops reading every invoice (50,000 at the large seed, nearly all unpaid) on every
-- request. Per due date, because whether an unpaid invoice is Due or Overdue is the billing
-- rule's call (lib/billing/rules.ts, invoiceStatus), made on the day it is read.
-- "Unpaid" is the dashboard's own rule: no row in app.invoice_payments (one payment settles an
-- invoice in full, invoice_payments.invoice_id is unique). Admins read it; nobody writes it
-- but the triggers on app.invoices and app.invoice_payments.

create table app.unpaid_invoice_counts (
  due_date date primary key,
  invoices integer not null default 0 check (invoices >= 0),
  amount_cents bigint not null default 0 check (amount_cents >= 0)
);
alter table app.unpaid_invoice_counts enable row level security;
create policy unpaid_invoice_counts_admin_select on app.unpaid_invoice_counts for select to authenticated
  using ((select app.is_admin()));
revoke all on app.unpaid_invoice_counts from public, anon, authenticated, service_role;
grant select on app.unpaid_invoice_counts to authenticated, service_role;

-- Adds the deltas (one element per invoice counted in, +1, or out, -1) to their due dates.
-- The rows are locked in key order first, so two statements changing the same dates wait for
-- each other instead of deadlocking.
create or replace function app.unpaid_invoice_counts_add(d_due date[], d_n integer[], d_cents bigint[])
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if d_due is null then
    return;
  end if;
  insert into app.unpaid_invoice_counts (due_date)
  select distinct d.due_date from unnest(d_due) d (due_date) order by 1
  on conflict (due_date) do nothing;
  perform 1 from app.unpaid_invoice_counts c where c.due_date = any (d_due) order by c.due_date for update;
  update app.unpaid_invoice_counts c
     set invoices = c.invoices + d.invoices,
         amount_cents = c.amount_cents + d.cents
    from (select d.due_date, sum(d.n)::integer as invoices, sum(d.cents)::bigint as cents
            from unnest(d_due, d_n, d_cents) d (due_date, n, cents)
           group by d.due_date) d
   where c.due_date = d.due_date
     and (d.invoices, d.cents) is distinct from (0, 0::bigint);
end
$$;
revoke execute on function app.unpaid_invoice_counts_add(date[], integer[], bigint[]) from public, anon, authenticated, service_role;

-- Invoices: a new one is unpaid (its payment can only come after it); a deleted one was
-- unpaid (a payment restricts the delete); a changed due date or amount moves an unpaid one.
create or replace function app.unpaid_invoice_counts_on_invoices() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  d_due date[];
  d_n integer[];
  d_cents bigint[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.due_date), array_agg(1), array_agg(n.amount_cents)
      into d_due, d_n, d_cents
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.due_date), array_agg(-1), array_agg(-o.amount_cents)
      into d_due, d_n, d_cents
      from old_rows o;
  else
    select array_agg(x.due_date), array_agg(x.n), array_agg(x.cents)
      into d_due, d_n, d_cents
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values (o.due_date, -1, -o.amount_cents), (n.due_date, 1, n.amount_cents)) x (due_date, n, cents)
     where (o.due_date, o.amount_cents) is distinct from (n.due_date, n.amount_cents)
       and not exists (select 1 from app.invoice_payments p where p.invoice_id = n.id);
  end if;
  perform app.unpaid_invoice_counts_add(d_due, d_n, d_cents);
  return null;
end
$$;
revoke execute on function app.unpaid_invoice_counts_on_invoices() from public, anon, authenticated, service_role;

-- Payments: a recorded one takes its invoice out, a removed one puts it back, one moved to
-- another invoice does both.
create or replace function app.unpaid_invoice_counts_on_payments() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  d_due date[];
  d_n integer[];
  d_cents bigint[];
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    select array_agg(i.due_date), array_agg(-1), array_agg(-i.amount_cents)
      into d_due, d_n, d_cents
      from new_rows n join app.invoices i on i.id = n.invoice_id;
  elsif tg_op = 'DELETE' then
    select array_agg(i.due_date), array_agg(1), array_agg(i.amount_cents)
      into d_due, d_n, d_cents
      from old_rows o join app.invoices i on i.id = o.invoice_id;
  else
    select array_agg(i.due_date), array_agg(c.n), array_agg(c.n * i.amount_cents)
      into d_due, d_n, d_cents
      from (select o.invoice_id, 1 from old_rows o
            union all
            select n.invoice_id, -1 from new_rows n) c (invoice_id, n)
      join app.invoices i on i.id = c.invoice_id;
  end if;
  perform app.unpaid_invoice_counts_add(d_due, d_n, d_cents);
  return null;
end
$$;
revoke execute on function app.unpaid_invoice_counts_on_payments() from public, anon, authenticated, service_role;

create trigger invoices_unpaid_counts_insert after insert on app.invoices
  referencing new table as new_rows
  for each statement execute function app.unpaid_invoice_counts_on_invoices();
create trigger invoices_unpaid_counts_update after update on app.invoices
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.unpaid_invoice_counts_on_invoices();
create trigger invoices_unpaid_counts_delete after delete on app.invoices
  referencing old table as old_rows
  for each statement execute function app.unpaid_invoice_counts_on_invoices();
create trigger invoice_payments_unpaid_counts_insert after insert on app.invoice_payments
  referencing new table as new_rows
  for each statement execute function app.unpaid_invoice_counts_on_payments();
create trigger invoice_payments_unpaid_counts_update after update on app.invoice_payments
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.unpaid_invoice_counts_on_payments();
create trigger invoice_payments_unpaid_counts_delete after delete on app.invoice_payments
  referencing old table as old_rows
  for each statement execute function app.unpaid_invoice_counts_on_payments();

-- Backfill: what is unpaid now.
insert into app.unpaid_invoice_counts (due_date, invoices, amount_cents)
select i.due_date, count(*)::integer, sum(i.amount_cents)::bigint
  from app.invoices i
 where not exists (select 1 from app.invoice_payments p where p.invoice_id = i.id)
 group by i.due_date;
