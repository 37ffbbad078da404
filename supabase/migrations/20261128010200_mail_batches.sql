-- Notification mail collected per person and thread: the first notification of a thread
-- opens a batch (one mail, held until `batch_until`), later ones within that window are
-- added to the same mail. The sender claims a mail only once it is due and marks it
-- 'sending' under a row lock; a notification adds to a mail only while it is still 'queued'
-- (or in the outbox) and its window open, under the same lock, so no message is sent twice
-- or dropped, whichever app server sends or queues.
alter table app.mail_queue
  add column batch_key text,
  add column batch_until timestamptz,
  add column batch_items jsonb;

create index mail_queue_open_batch_idx on app.mail_queue (batch_key, to_address, batch_until desc)
  where batch_key is not null and status in ('queued', 'outbox');
