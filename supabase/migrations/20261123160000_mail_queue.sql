-- Every outgoing mail goes through one queue. A mail is queued in the
-- transaction of the action that causes it, so it exists exactly when the action committed;
-- one sender (lib/mail/sender.ts, trusted connection) delivers it over SMTP after the commit
-- and retries with backoff. Without SMTP_URL a mail is kept as 'outbox': a super admin reads
-- it in the portal (Admin > Outbox), so every mail flow works without a mail server.

create table public.mail_queue (
  id uuid primary key default gen_random_uuid(),
  -- What the mail is about (invitation, password_reset, email_change, inquiry, support_ticket, ...).
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  to_address text not null check (length(to_address) between 3 and 320),
  reply_to text check (length(reply_to) <= 320),
  subject text not null check (length(subject) between 1 and 300),
  body text not null check (length(body) <= 50000),
  -- queued: waits for the sender; sending: claimed by a sender (until next_attempt_at);
  -- sent: accepted by the SMTP server; failed: gave up; outbox: no mail server configured.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'outbox')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_queue_sent_has_time check (status <> 'sent' or sent_at is not null)
);
-- The sender's claim query and the outbox list.
create index mail_queue_due_idx on public.mail_queue (next_attempt_at) where status in ('queued', 'sending');
create index mail_queue_created_idx on public.mail_queue (created_at desc, id desc);

alter table public.mail_queue enable row level security;

-- Any request may queue a fresh mail (the contact form queues one as a visitor); nobody but
-- the trusted sender changes one afterwards, and only a super admin reads them.
create policy mail_queue_insert on public.mail_queue for insert to anon, authenticated
  with check (status in ('queued', 'outbox') and attempts = 0 and sent_at is null and last_error is null);
create policy mail_queue_super_admin_select on public.mail_queue for select to authenticated
  using ((select public.is_super_admin()));

grant insert on public.mail_queue to anon, authenticated;
grant select on public.mail_queue to authenticated;
grant all on public.mail_queue to service_role;
