import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { MAIL_STATUSES, type MailStatus } from './status';

export const MAILS_PER_PAGE = 20;

export type OutboxFilter = { status: MailStatus | 'all'; page: number };

/** The outbox screen (super admins only; RLS says so too): every queued mail, newest first. */
export async function listMail(tx: Tx, filter: OutboxFilter) {
  const where = filter.status === 'all' ? undefined : eq(mailQueue.status, filter.status);
  const [{ total }] = await tx.select({ total: count() }).from(mailQueue).where(where);
  const rows = await tx
    .select()
    .from(mailQueue)
    .where(where)
    .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
    .limit(MAILS_PER_PAGE)
    .offset((filter.page - 1) * MAILS_PER_PAGE);
  return { rows, total };
}

export function parseOutboxFilter(params: { status?: string | string[]; page?: string | string[] }): OutboxFilter {
  const status =
    typeof params.status === 'string' && (MAIL_STATUSES as readonly string[]).includes(params.status)
      ? (params.status as MailStatus)
      : 'all';
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(typeof params.page === 'string' ? params.page : '1', 10) || 1),
  );
  return { status, page };
}
