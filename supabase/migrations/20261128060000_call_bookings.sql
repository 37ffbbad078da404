-- Booking a call from the public site. The firm's weekly hours and booking rules are one
-- settings row (everyone may read it: the slot list is public); the bookings themselves are
-- private. A visitor may insert a booking but never read bookings back. Which times are taken,
-- and the visitor's own cancel and reschedule links (the link's token; its SHA-256 is what is
-- stored), are read and written by the server on its trusted connection, like the other
-- token links: no visitor-callable function exposes the table.

-- Where an inquiry came from: the quote form, or a booked call.
create type app.inquiry_source as enum ('quote_form', 'call_booking');
alter table app.contact_inquiries add column source app.inquiry_source not null default 'quote_form';

create table app.booking_settings (
  -- One row: the firm has one calendar.
  id boolean primary key default true check (id),
  time_zone text not null default 'America/Chicago' check (length(time_zone) between 1 and 64),
  meeting_minutes integer not null default 30 check (meeting_minutes between 10 and 240),
  buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 240),
  notice_hours integer not null default 24 check (notice_hours between 0 and 720),
  days_ahead integer not null default 21 check (days_ahead between 1 and 180),
  -- Seven entries, Monday first: { "open": bool, "start": "HH:MM", "end": "HH:MM" } (lib/bookings/settings.ts).
  weekly_hours jsonb not null default '[]' check (jsonb_typeof(weekly_hours) = 'array'),
  updated_at timestamptz not null default now()
);
insert into app.booking_settings (id) values (true);

create trigger booking_settings_updated_at before update on app.booking_settings
  for each row execute function app.set_updated_at();

alter table app.booking_settings enable row level security;
create policy booking_settings_read on app.booking_settings for select to anon, authenticated using (true);
create policy booking_settings_admin_update on app.booking_settings for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
grant select on app.booking_settings to anon, authenticated;
grant update on app.booking_settings to authenticated;
grant all on app.booking_settings to service_role;

create table app.call_bookings (
  id uuid primary key,
  inquiry_id uuid references app.contact_inquiries (id) on delete set null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  company text not null check (length(btrim(company)) between 1 and 200),
  visitor_time_zone text not null check (length(visitor_time_zone) between 1 and 64),
  status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
  manage_token_hash text not null unique check (length(manage_token_hash) = 64),
  ip inet,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  -- Two confirmed calls never overlap, however many requests race for the same time: the
  -- second insert waits for the first and then fails (23P01).
  constraint call_bookings_no_overlap exclude using gist (tstzrange(starts_at, ends_at) with &&)
    where (status = 'confirmed')
);
create index call_bookings_starts_idx on app.call_bookings (starts_at);

create trigger call_bookings_updated_at before update on app.call_bookings
  for each row execute function app.set_updated_at();

alter table app.call_bookings enable row level security;
create policy call_bookings_public_insert on app.call_bookings for insert to anon, authenticated
  with check (status = 'confirmed' and cancelled_at is null);
create policy call_bookings_admin_select on app.call_bookings for select to authenticated
  using ((select app.is_admin()));
create policy call_bookings_admin_update on app.call_bookings for update to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
grant insert on app.call_bookings to anon, authenticated;
grant select, update on app.call_bookings to authenticated;
grant all on app.call_bookings to service_role;
