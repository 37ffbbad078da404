-- A mail may carry a calendar invitation (RFC 5545 text): a booked call's confirmation,
-- move or cancellation. The sender attaches it as invite.ics.
alter table app.mail_queue add column calendar text check (length(calendar) <= 20000);
