import 'server-only';
import { sql } from 'drizzle-orm';
import { env, type Env } from '@/lib/config/env';
import { systemDb, type Database } from '@/lib/db/client';

// Per-person write rates: how many project messages, ticket replies and new tickets, and how
// many megabytes of uploads, one signed-in person may write in a while. Each is a token
// bucket in the database (app.take_write_allowance), so every app server counts the same
// writes: up to `count` at once, refilled evenly over `seconds`.

export const WRITE_KINDS = ['message', 'ticket_reply', 'ticket', 'upload'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

const MB = 1024 * 1024;

/** The configured bucket of a kind: its size and refill rate, in the kind's unit (writes or bytes). */
export function writeRate(kind: WriteKind, config: Env = env()): { capacity: number; perSecond: number } {
  const rate = {
    message: config.WRITE_RATE_MESSAGES,
    ticket_reply: config.WRITE_RATE_TICKET_REPLIES,
    ticket: config.WRITE_RATE_TICKETS,
    upload: config.WRITE_RATE_UPLOAD_MB,
  }[kind];
  const unit = kind === 'upload' ? MB : 1;
  return { capacity: rate.count * unit, perSecond: (rate.count * unit) / rate.seconds };
}

const WHAT: Record<WriteKind, string> = {
  message: 'sending messages',
  ticket_reply: 'sending replies',
  ticket: 'opening tickets',
  upload: 'uploading files',
};

/** The refusal a person reads; whatever they typed stays in the form. */
export function writeRefusal(kind: WriteKind, seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  return `You're ${WHAT[kind]} faster than we can take them; try again in ${wait} second${wait === 1 ? '' : 's'}.`;
}

/**
 * Takes `cost` (1 write, or an upload's bytes) from the person's bucket of `kind`. Answers
 * null when taken, or the refusal to show (nothing is taken then). Runs on the server's own
 * connection, in its own statement: a refused write must not hold a lock on the bucket, and
 * the bucket is never readable by the person it limits. `at` is the time to count from.
 */
export async function takeWriteAllowance(
  userId: string,
  kind: WriteKind,
  cost = 1,
  at: Date = new Date(),
  db: Database = systemDb(),
): Promise<string | null> {
  const { capacity, perSecond } = writeRate(kind);
  const [row] = await db.execute<{ wait: number }>(
    sql`select app.take_write_allowance(${userId}::uuid, ${kind}, ${cost}::float8, ${capacity}::float8, ${perSecond}::float8, ${at.toISOString()}::timestamptz) as wait`,
  );
  const wait = Number(row?.wait ?? 0);
  return wait > 0 ? writeRefusal(kind, wait) : null;
}
