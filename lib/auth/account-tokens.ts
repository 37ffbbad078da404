import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { accountTokens } from '@/lib/db/schema';
import type { AccountTokenPurpose } from './account-token-purposes';
import { hashToken } from './local-invitations';

// One-time account links of the local auth adapter: password reset, email change and its
// undo. The link carries a random 256-bit token; the database keeps only its SHA-256,
// the expiry and when it was used. Trusted connection only (no grants to the API roles).

export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60,
  email_change: 24 * 60 * 60,
  email_change_undo: 7 * 24 * 60 * 60,
};

/**
 * Purposes whose earlier links stay valid when a new one is made: each undo link restores the
 * address it was mailed to, so a second change (made by whoever holds the session) must not
 * take the first address's way back.
 */
const KEEPS_EARLIER: ReadonlySet<AccountTokenPurpose> = new Set(['email_change_undo']);

type Db = Database | Tx;

/** A fresh link for `userId`; earlier unused links of the same purpose stop working (but see KEEPS_EARLIER). */
export async function createAccountToken(
  tx: Db,
  args: { userId: string; purpose: AccountTokenPurpose; newEmail?: string; createdBy?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (!KEEPS_EARLIER.has(args.purpose)) await dropUnusedTokens(tx, args.userId, args.purpose);
  await tx.insert(accountTokens).values({
    userId: args.userId,
    purpose: args.purpose,
    tokenHash: hashToken(token),
    newEmail: args.newEmail ?? null,
    createdBy: args.createdBy ?? null,
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[args.purpose]})`,
  });
  return token;
}

/** Every unused link of `userId` for `purpose` stops working (an undo cancels a pending change). */
export async function dropUnusedTokens(tx: Db, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.consumedAt)));
}

const usable = (token: string, purpose: AccountTokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.consumedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** Whose unused, unexpired link this is, without using it up. */
export async function peekAccountToken(tx: Db, token: string, purpose: AccountTokenPurpose) {
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row ?? null;
}

/** Uses up the link (once: a second use finds nothing). Null when unknown, used or expired. */
export async function consumeAccountToken(tx: Db, token: string, purpose: AccountTokenPurpose) {
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ consumedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}
