import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { projectMessageAttachments, projectMessageReads, projects } from '@/lib/db/schema';
import { isUuid } from '@/lib/lists/params';
import { MESSAGES_PER_PAGE } from './rules';
import { isUnreadMessage, unreadOnProject } from './unread';

// Everything here runs under the reader's claims: RLS shows a thread to its project's client
// and to the team only, so a guessed project id reads as an empty thread, never another's.

export type MessageAttachment = { id: string; fileName: string; sizeBytes: number };

export type ThreadMessage = {
  id: string;
  body: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string;
  /** Written by an admin or super admin (the team), as opposed to the project's client. */
  fromTeam: boolean;
  /** Newer than the reader's read marker and written by someone else. */
  unread: boolean;
  attachments: MessageAttachment[];
};

export type Thread = {
  /** Oldest first (newest last), at most MESSAGES_PER_PAGE. */
  messages: ThreadMessage[];
  /** Messages older than the first shown exist (the "Earlier messages" link pages to them). */
  hasEarlier: boolean;
  /** This page starts before the newest message (a "Latest messages" link goes back). */
  isEarlierPage: boolean;
  /** Unread messages in the whole thread, not only on this page. */
  unreadCount: number;
  /** The newest message's time, for "mark as read up to here" (null: no messages). */
  newestAt: string | null;
};

/** Which page of a thread to show: the newest, or the one ending before a message. */
export type ThreadPage = { before?: string | null };

type ThreadJson = {
  messages: (Omit<ThreadMessage, 'createdAt'> & { createdAt: string })[];
  has_earlier: boolean;
  unread_count: number;
  newest_at: string | null;
};

/**
 * A project's thread for `userId` as ONE json value (a column of any select), so a page that
 * already reads the project pays no extra statement: the page of messages (keyset paging on
 * created_at and id, in SQL), their attachments and authors, and the unread count.
 */
export function projectThreadColumn(projectId: string | SQL, userId: string, page: ThreadPage = {}) {
  const before = page.before && isUuid(page.before) ? page.before : null;
  const cursor = before
    ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from app.project_messages b
                                      where b.id = ${before} and b.project_id = ${projectId})`
    : sql``;
  return sql`(
    with page as (
      select m.id, m.project_id, m.body, m.created_at, m.author_id
      from app.project_messages m
      where m.project_id = ${projectId} ${cursor}
      order by m.created_at desc, m.id desc
      limit ${MESSAGES_PER_PAGE + 1}
    )
    select json_build_object(
      'messages', coalesce((
        select json_agg(json_build_object(
          'id', pg.id, 'body', pg.body, 'createdAt', pg.created_at, 'authorId', pg.author_id,
          'authorName', coalesce(a.name, 'Former user'),
          'fromTeam', coalesce(a.from_team, false),
          'unread', ${isUnreadMessage('pg', userId)},
          'attachments', coalesce((
            select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'sizeBytes', f.size_bytes)
                            order by f.created_at, f.id)
            from app.project_message_attachments f where f.message_id = pg.id), '[]'::json))
          order by pg.created_at, pg.id)
        from (select * from page order by created_at desc, id desc limit ${MESSAGES_PER_PAGE}) pg
        left join lateral app.conversation_author(pg.author_id) a on true), '[]'::json),
      'has_earlier', (select count(*) from page) > ${MESSAGES_PER_PAGE},
      'unread_count', ${unreadOnProject(projectId, userId)},
      'newest_at', (select max(n.created_at) from app.project_messages n where n.project_id = ${projectId})
    ))`.mapWith((value: unknown): Thread => {
    const json = (typeof value === 'string' ? JSON.parse(value) : value) as ThreadJson;
    return {
      messages: json.messages.map((m) => ({ ...m, createdAt: new Date(m.createdAt) })),
      hasEarlier: json.has_earlier,
      isEarlierPage: before !== null,
      unreadCount: Number(json.unread_count),
      newestAt: json.newest_at,
    };
  });
}

/** A project's thread on its own (one statement), for pages that do not read the project otherwise. */
export async function loadThread(tx: Tx, projectId: string, userId: string, page: ThreadPage = {}): Promise<Thread> {
  const [row] = await tx
    .select({ thread: projectThreadColumn(projectId, userId, page) })
    .from(sql`(values (1)) as one (x)`);
  return row.thread;
}

/**
 * Moves the reader's marker forward to `upTo` (never back). RLS lets a person keep markers
 * only for threads they can read; false when the project is not one of them.
 */
export async function markThreadRead(tx: Tx, userId: string, projectId: string, upTo: Date): Promise<boolean> {
  const visible = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (visible.length === 0) return false;
  await tx
    .insert(projectMessageReads)
    .values({ userId, projectId, lastReadAt: upTo })
    .onConflictDoUpdate({
      target: [projectMessageReads.userId, projectMessageReads.projectId],
      set: { lastReadAt: sql`greatest(${projectMessageReads.lastReadAt}, excluded.last_read_at)` },
    });
  return true;
}

/** An attachment to send for a download, under the requester's claims (RLS: its thread's readers). */
export async function findMessageAttachment(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: projectMessageAttachments.id,
      fileName: projectMessageAttachments.fileName,
      contentType: projectMessageAttachments.contentType,
      storageKey: projectMessageAttachments.storageKey,
    })
    .from(projectMessageAttachments)
    .where(eq(projectMessageAttachments.id, id));
  return row ?? null;
}

/** The project a message is about (its title and client), when the writer may see it. */
export async function messageTarget(tx: Tx, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id, title: projects.title, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}
