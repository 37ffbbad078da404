-- The sidebar's unread-messages count is a subquery of the session check, so
-- it runs on every signed-in request. The thread's index gains the author as an included
-- column: counting unread messages (someone else's, newer than the reader's marker) then
-- reads the index alone, never the messages' rows, and the thread keeps its paging order.
-- The marker side is the primary key of project_message_reads (user_id, project_id).
create index project_messages_unread_idx
  on app.project_messages (project_id, created_at desc, id desc) include (author_id);
drop index app.project_messages_project_created_idx;
