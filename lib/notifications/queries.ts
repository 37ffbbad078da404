import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { notifications } from '@/lib/db/schema';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './categories';

export const NOTIFICATIONS_PER_PAGE = 20;

export type NotificationRow = {
  id: string;
  category: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
};

/** The signed-in person's notifications, newest first, one page (RLS: only their own). */
export async function listMyNotifications(tx: Tx, userId: string, page: number) {
  const where = eq(notifications.userId, userId);
  const rows = await tx
    .select({
      id: notifications.id,
      category: notifications.category,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      total: matchingTotal(notifications, where),
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE);
  const total = await pageTotal(tx, rows, page, notifications, where);
  return { rows: rows.map(({ total: _t, ...row }) => (void _t, row)) as NotificationRow[], total };
}

/** Marks one of my notifications read; false when there is no such unread one of mine. */
export async function markNotificationRead(tx: Tx, userId: string, id: string): Promise<boolean> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length > 0;
}

export async function markAllNotificationsRead(tx: Tx, userId: string): Promise<number> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

export type Preferences = Record<NotificationCategory, { inApp: boolean; email: boolean }>;

/**
 * Every category's channels for the signed-in person (`tx` runs under their claims), the
 * defaults included (app.my_notification_channels: nobody else's can be read).
 */
export async function myPreferences(tx: Tx): Promise<Preferences> {
  const rows = await tx.execute<{ category: string; in_app: boolean; email: boolean }>(sql`
    select c.category, ch.in_app, ch.email
      from unnest(${`{${NOTIFICATION_CATEGORIES.join(',')}}`}::text[]) as c(category)
     cross join lateral app.my_notification_channels(c.category) ch`);
  const out = {} as Preferences;
  for (const row of rows) out[row.category as NotificationCategory] = { inApp: row.in_app, email: row.email };
  return out;
}

/** Stores a person's choice for one category (RLS: only their own row). */
export async function setPreference(
  tx: Tx | Database,
  userId: string,
  category: NotificationCategory,
  channels: { inApp: boolean; email: boolean },
): Promise<void> {
  await tx.execute(sql`
    insert into app.notification_preferences (user_id, category, in_app, email)
    values (${userId}::uuid, ${category}, ${channels.inApp}, ${channels.email})
    on conflict (user_id, category) do update set in_app = excluded.in_app, email = excluded.email, updated_at = now()`);
}

/**
 * The one-click unsubscribe: turns off email for the token's person and category and keeps
 * the in-portal choice as it was. Runs on the trusted connection (the link needs no sign-in;
 * the signed token is the authority).
 */
export async function unsubscribeEmail(db: Database, userId: string, category: NotificationCategory): Promise<boolean> {
  const rows = await db.execute<{ user_id: string }>(sql`
    insert into app.notification_preferences (user_id, category, in_app, email)
    select p.id, ${category}, (select ch.in_app from app.notification_channels(p.id, ${category}) ch), false
      from app.profiles p where p.id = ${userId}::uuid
    on conflict (user_id, category) do update set email = false, updated_at = now()
    returning user_id`);
  return rows.length > 0;
}
