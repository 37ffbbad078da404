-- Invoice numbers past 9,999 in a year (found by the large data set: the scheduled run
-- failed on "INV-2026-1000 already exists"). lpad() cuts a longer string down to the width
-- it pads to, so the 10,000th invoice of a year was numbered 1000 and every later issuing
-- run was refused. Numbers keep at least four digits and grow past them; the check on
-- invoices.number ('^INV-[0-9]{4}-[0-9]{4,}$') already allows that.
create or replace function app.invoices_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_number integer;
begin
  select p.client_id into strict new.client_id from app.projects p where p.id = new.project_id;
  insert into app.invoice_counters as c (year, last_number)
  values (extract(year from new.issue_date)::integer, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into next_number;
  new.number := format(
    'INV-%s-%s',
    extract(year from new.issue_date)::integer,
    lpad(next_number::text, greatest(4, length(next_number::text)), '0')
  );
  new.created_by := (select p.id from app.profiles p where p.id = auth.uid());
  new.created_at := now();
  return new;
end
$$;
