-- Tickets get a third status between Open and Resolved, "Waiting on client" (the
-- team has answered; the ball is with the client). Alone in its file: a value added to an
-- enum cannot be used in the transaction that adds it, and every migration runs in its own.
-- The order is the queue's order (lib/support/status.ts keeps the same list). Existing rows
-- keep their meaning: nobody could reply before this issue, so no open ticket is waiting.
alter type public.support_ticket_status add value if not exists 'waiting_on_client' before 'resolved';
