import { sql, type SQL } from 'drizzle-orm';
import { UNREAD_CAP } from '@/lib/notifications/categories';

// The one rule for unread project messages, as SQL every count uses (the thread and
// its heading, the project lists, the sidebar badge in the session check), so they always agree.

/** The reader's read marker on a thread (primary key lookup); none: before every message. */
function readMarker(reader: SQL | string, projectId: SQL): SQL {
  return sql`coalesce((select r.last_read_at from app.project_message_reads r
                       where r.user_id = ${reader} and r.project_id = ${projectId}), '-infinity'::timestamptz)`;
}

/**
 * A message (by its table alias) is unread for `reader` when someone else wrote it after the
 * reader's read marker on its thread. No marker: every message by someone else is unread.
 * `marker` is that marker when the caller has joined it already.
 */
export function isUnreadMessage(message: string, reader: SQL | string, marker?: SQL): SQL {
  const m = sql.raw(message);
  return sql`(${m}.author_id is distinct from ${reader}
    and ${m}.created_at > ${marker ?? readMarker(reader, sql`${m}.project_id`)})`;
}

/** Unread messages on one project's thread for `reader` (a column of any select). */
export function unreadOnProject(projectId: SQL | string, reader: SQL | string): SQL<number> {
  return sql<number>`(select count(*)::int from app.project_messages u
    where u.project_id = ${projectId} and ${isUnreadMessage('u', reader)})`.mapWith(Number);
}

/**
 * Unread messages for `reader` on every thread they may read, up to UNREAD_CAP (the sidebar
 * badge; it runs on every signed-in request). The team reads every thread; a client the
 * projects it sees in its company (app.visible_project_ids_of, the one project rule). The scope is written out rather than left to RLS because the session check runs
 * on the trusted connection; under a user's claims RLS says the same.
 *
 * Two branches, and `readerIsStaff` (a value of the outer row) switches one of them off before
 * it runs (a one-time filter): a client's walks its own projects by index; the team's reads
 * every message once against the reader's markers (a hash join), not one lookup per message.
 */
export function unreadAcrossProjects(reader: SQL | string, readerIsStaff: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (
      (select 1 from app.project_messages u
         left join app.project_message_reads r on r.user_id = ${reader} and r.project_id = u.project_id
       where ${readerIsStaff}
         and ${isUnreadMessage('u', reader, sql`coalesce(r.last_read_at, '-infinity'::timestamptz)`)}
       limit ${UNREAD_CAP})
      union all
      (select 1 from app.projects p
         join app.project_messages u on u.project_id = p.id
       where not coalesce(${readerIsStaff}, false) and p.id = any (app.visible_project_ids_of(${reader}))
         and ${isUnreadMessage('u', reader)}
       limit ${UNREAD_CAP})
    ) unread)`.mapWith(Number);
}
