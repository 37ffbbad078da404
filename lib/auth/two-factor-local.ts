import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { systemDb, type Database } from '@/lib/db/client';
import { mfaFactors, mfaRecoveryCodes } from '@/lib/db/schema';
import { open, seal } from './secret-box';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './totp';

// Two-factor sign-in of the local auth adapter, on the trusted connection: the
// factor and recovery-code tables have no grants for the API roles.

export async function isEnrolled(userId: string, db: Database = systemDb()): Promise<boolean> {
  const [row] = await db
    .select({ userId: mfaFactors.userId })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * A new secret waiting for its first code (replacing an earlier unconfirmed one). Null
 * when two-factor is already on: it must be turned off (with a code) before a new enrolment.
 */
export async function startEnrolment(userId: string, db: Database = systemDb()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
    if (existing?.confirmedAt) return null;
    const secret = newTotpSecret();
    await tx
      .insert(mfaFactors)
      .values({ userId, secretCiphertext: seal(secret) })
      .onConflictDoUpdate({
        target: mfaFactors.userId,
        set: { secretCiphertext: seal(secret), createdAt: sql`now()` },
      });
    return secret;
  });
}

/** The secret of an enrolment in progress (to show the QR code again after a reload). */
export async function pendingSecret(userId: string, db: Database = systemDb()): Promise<string | null> {
  const [row] = await db
    .select({ secret: mfaFactors.secretCiphertext })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNull(mfaFactors.confirmedAt)))
    .limit(1);
  return row ? open(row.secret) : null;
}

/** The first code confirms the enrolment; returns the ten recovery codes (shown once). */
export async function confirmEnrolment(
  userId: string,
  code: string,
  db: Database = systemDb(),
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, userId), isNull(mfaFactors.confirmedAt)))
      .for('update')
      .limit(1);
    if (!factor) return null;
    const step = acceptedStep(open(factor.secretCiphertext), code, factor.lastUsedStep);
    if (step === null) return null;
    await tx
      .update(mfaFactors)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(mfaFactors.userId, userId));
    const codes = newRecoveryCodes();
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    return codes;
  });
}

export type SecondFactor = 'totp' | 'recovery_code';

/**
 * Checks a sign-in code: an authenticator code (each works once) or an unused recovery
 * code (used up). Returns which one matched, or null.
 */
export async function verifySecondFactor(
  userId: string,
  code: string,
  db: Database = systemDb(),
): Promise<SecondFactor | null> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
      .for('update')
      .limit(1);
    if (!factor) return null;
    const step = acceptedStep(open(factor.secretCiphertext), code, factor.lastUsedStep);
    if (step !== null) {
      await tx.update(mfaFactors).set({ lastUsedStep: step }).where(eq(mfaFactors.userId, userId));
      return 'totp';
    }
    return (await useRecoveryCode(tx, userId, code)) ? 'recovery_code' : null;
  });
}

/** Uses up one unused recovery code of the user; true when `code` was one. */
async function useRecoveryCode(tx: Pick<Database, 'update'>, userId: string, code: string): Promise<boolean> {
  const [used] = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return Boolean(used);
}

/**
 * Supabase mode's recovery codes (its MFA has none): uses up `code` and, when it was one,
 * drops the user's other codes, because the factor they stood in for is about to be removed.
 */
export async function redeemRecoveryCode(userId: string, code: string, db: Database = systemDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, userId, code))) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    return true;
  });
}

/** Turns two-factor off, with a current code (or a recovery code) as proof. */
export async function disableTwoFactor(userId: string, code: string, db: Database = systemDb()): Promise<boolean> {
  if (!(await verifySecondFactor(userId, code, db))) return false;
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
  });
  return true;
}

export async function unusedRecoveryCodes(userId: string, db: Database = systemDb()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** New recovery codes for the user (the old ones stop working); returns them in clear, once. */
export async function replaceRecoveryCodes(userId: string, db: Database = systemDb()): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  });
  return codes;
}
