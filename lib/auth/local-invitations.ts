import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { systemDb, type Database, type Tx } from '@/lib/db/client';
import { authUsers, inviteTokens, profiles } from '@/lib/db/schema';
import { INVITATION_DAYS } from './invite-schema';

// Invitation links of the local auth adapter. The link carries a random
// 256-bit token; the database keeps only its SHA-256, an expiry, and when it was used.
// Only the trusted connection touches invite_tokens (no grants to API roles).

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh token for `userId`; earlier unused links of the same user stop working. */
export async function createInviteToken(
  userId: string,
  createdBy: string,
  db: Database | Tx = systemDb(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(inviteTokens).where(and(eq(inviteTokens.userId, userId), isNull(inviteTokens.consumedAt)));
    await tx.insert(inviteTokens).values({
      userId,
      createdBy,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    });
  });
  return token;
}

const usable = (token: string) =>
  and(
    eq(inviteTokens.tokenHash, hashToken(token)),
    isNull(inviteTokens.consumedAt),
    gt(inviteTokens.expiresAt, sql`now()`),
  );

/** Who an unused, unexpired link is for, without using it up. */
export async function peekInvitation(token: string, db: Database = systemDb()) {
  const [row] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(inviteTokens)
    .innerJoin(profiles, eq(profiles.id, inviteTokens.userId))
    .where(usable(token))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up the link and sets the password, in one transaction: the login is confirmed, the
 * profile becomes 'accepted', and any other open link of the user is removed. Null when the
 * link is unknown, used or expired.
 */
export async function consumeInvitation(
  token: string,
  password: string,
  db: Database = systemDb(),
): Promise<{ userId: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(inviteTokens)
      .set({ consumedAt: sql`now()` })
      .where(usable(token))
      .returning({ id: inviteTokens.id, userId: inviteTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(authUsers)
      .set({
        encryptedPassword: sql`extensions.crypt(${password}, extensions.gen_salt('bf'))`,
        emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(authUsers.id, used.userId))
      .returning({ email: authUsers.email });
    if (!user?.email) return null;
    await tx.update(profiles).set({ invitationStatus: 'accepted' }).where(eq(profiles.id, used.userId));
    await tx.delete(inviteTokens).where(and(eq(inviteTokens.userId, used.userId), ne(inviteTokens.id, used.id)));
    return { userId: used.userId, email: user.email };
  });
}
