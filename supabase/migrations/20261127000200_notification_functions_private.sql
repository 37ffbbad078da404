-- The notification functions answer with other people's data: app.notify_many and
-- app.notify_recipients return the team's names and email addresses, and
-- app.notification_channels anyone's preferences. Signed-in users (and the Data API, where
-- enabled) must not call them. The server still calls app.notify_many inside a user's
-- transaction, under the user's claims (its rules for who may tell whom still apply), but as
-- its own database role for that one statement (lib/notifications/notify.ts).
revoke execute on function app.notify_many(text, uuid, jsonb) from public, anon, authenticated;
revoke execute on function app.notify_recipients(text, uuid, text, uuid, text, text, text)
  from public, anon, authenticated;
revoke execute on function app.notification_channels(uuid, text) from public, anon, authenticated;

-- A person's own channels for a category (the /account page): the one rule above, for the
-- caller only.
create or replace function app.my_notification_channels(p_category text)
returns table (in_app boolean, email boolean)
language sql stable security definer
set search_path = ''
as $$
  select c.in_app, c.email from app.notification_channels((select auth.uid()), p_category) c
   where (select auth.uid()) is not null
$$;
revoke execute on function app.my_notification_channels(text) from public, anon;
grant execute on function app.my_notification_channels(text) to authenticated, service_role;
