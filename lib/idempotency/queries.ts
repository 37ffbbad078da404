import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';

/** What a create action answers with, stored for a replay (JSON: ids and counts, no secrets). */
export type Replayable = Record<string, unknown>;

export type Once<T> =
  /** The first submit of this key: `value` is what `work` returned (null = it refused). */
  | { replayed: false; value: T | null }
  /** A resubmit: `value` is the first submit's answer (null when this caller cannot read it). */
  | { replayed: true; value: T | null };

class Refused extends Error {}

/** Keys older than this are pruned; a resubmit comes within minutes, not weeks. */
const KEEP_DAYS = 7;

/**
 * Runs `work` at most once per idempotency key, inside the caller's transaction:
 * the key is stored with the row `work` creates, in a savepoint, so either both are stored
 * or neither. A second submit with the same key stores nothing and gets the first answer;
 * a concurrent one waits on the key's primary key until the first commits. `work` returning
 * null (a refusal: not your project, say) stores no key, so a corrected resubmit still runs.
 */
export async function once<T extends Replayable>(
  tx: Tx,
  key: string | undefined,
  scope: string,
  work: (tx: Tx) => Promise<T | null>,
): Promise<Once<T>> {
  if (!key) throw new Error(`once(${scope}) needs an idempotency key: declare the action with idempotent: true`);
  try {
    return await tx.transaction(async (sp) => {
      const claimed = await sp.insert(idempotencyKeys).values({ key, scope }).onConflictDoNothing();
      if ((claimed as unknown as { count: number }).count === 0) return replay<T>(sp, key, scope);
      const value = await work(sp);
      if (value === null) throw new Refused();
      await sp.update(idempotencyKeys).set({ result: value }).where(eq(idempotencyKeys.key, key));
      return { replayed: false as const, value };
    });
  } catch (error) {
    if (error instanceof Refused) return { replayed: false, value: null };
    throw error;
  }
}

async function replay<T extends Replayable>(tx: Tx, key: string, scope: string): Promise<Once<T>> {
  return { replayed: true, value: await storedResult<T>(tx, key, scope) };
}

/**
 * The first answer stored under `key`, or null. For creates whose own constraint fires
 * before once() is reached (a client's unique email): "duplicate" + a stored key = a resubmit.
 */
export async function storedResult<T extends Replayable>(tx: Tx, key: string | undefined, scope: string) {
  if (!key) return null;
  // Under RLS a signed-in user reads only their own keys and a visitor none.
  const [row] = await tx
    .select({ result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope)));
  return (row?.result as T | undefined) ?? null;
}

/** Drops keys older than KEEP_DAYS (trusted connection: keys of every user). */
export async function pruneIdempotencyKeys(tx: Tx): Promise<number> {
  const gone = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
  return (gone as unknown as { count: number }).count;
}
