import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Tx } from '@/lib/db/client';
import { pgErrorCode } from '@/lib/db/errors';
import { usageOf, type StorageUsage } from './quota-rules';

// The storage quota per client organisation. Who owns a project's storage is decided by the
// database's app.storage_owner_of (and its companions in the same migration), so the owner
// can become a company without touching the callers here.

export function storageQuotaBytes(): number {
  return env().STORAGE_QUOTA_MB * 1024 * 1024;
}

/** The organisation whose quota the client uploads on this project count against (or null). */
export async function storageOwnerOf(tx: Tx, projectId: string): Promise<string | null> {
  const [row] = await tx.execute<{ owner: string | null }>(
    sql`select app.storage_owner_of(${projectId}::uuid) as owner`,
  );
  return row?.owner ?? null;
}

/** The storage of a signed-in client's organisation (its files page), in one statement; null for staff. */
export async function storageUsageOfMember(tx: Tx, userId: string): Promise<StorageUsage | null> {
  const [row] = await tx.execute<{ used: string | number | null }>(sql`
    select app.company_storage_used_bytes(o.owner) as used
      from (select app.storage_owner_of_member(${userId}::uuid) as owner) o
     where o.owner is not null`);
  return row ? usageOf(Number(row.used ?? 0), storageQuotaBytes()) : null;
}

/**
 * A company's whole usage, whichever of its projects the caller sees (the database answers it
 * for staff and the company's own people only; anyone else reads 0).
 */
export async function storageUsage(tx: Tx, ownerId: string): Promise<StorageUsage> {
  const [row] = await tx.execute<{ used: string | number | null }>(
    sql`select app.company_storage_used_bytes(${ownerId}::uuid) as used`,
  );
  return usageOf(Number(row?.used ?? 0), storageQuotaBytes());
}

/**
 * Tells the database's quota trigger (app.enforce_storage_quota) this server's quota for the
 * rest of the transaction: the trigger is the last line that refuses an upload past it.
 */
export async function applyStorageQuota(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('app.storage_quota_bytes', ${String(storageQuotaBytes())}, true)`);
}

/** The trigger's refusal (check_violation on the "storage_quota" constraint). */
export function isStorageQuotaError(error: unknown): boolean {
  let e = error as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown } | null;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (pgErrorCode(e) === '23514' && (e.constraint_name ?? e.constraint) === 'storage_quota') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * The quota check of one client upload, in the upload's transaction: takes the organisation's
 * usage and answers it when `bytes` more would not fit (nothing may be stored then), else null.
 * The trigger checks again under a lock, so two uploads at once cannot both pass.
 */
export async function quotaProblem(tx: Tx, projectId: string, bytes: number): Promise<StorageUsage | null> {
  await applyStorageQuota(tx);
  const owner = await storageOwnerOf(tx, projectId);
  if (!owner) return null;
  const usage = await storageUsage(tx, owner);
  return usage.usedBytes + bytes > usage.quotaBytes ? usage : null;
}
