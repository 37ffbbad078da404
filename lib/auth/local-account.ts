import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { systemDb, type Database } from '@/lib/db/client';
import { authUsers, profiles } from '@/lib/db/schema';
import { deliverSoon, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { emailChangeEmail, emailChangeNoticeEmail, passwordResetEmail } from './account-emails';
import { consumeAccountToken, createAccountToken, dropUnusedTokens } from './account-tokens';
import { endAllUserSessions } from './sessions';

// Account self-service of the local auth adapter. Everything here runs on the
// trusted connection: auth.users and the token tables are not the API roles' to touch.

/** Reset mails per account and hour. */
export const RESETS_PER_HOUR = 5;

export const resetLink = (portalOrigin: string, token: string) => `${portalOrigin}/auth/reset-password?token=${token}`;
export const emailChangeLink = (portalOrigin: string, token: string) =>
  `${portalOrigin}/auth/confirm-email?token=${token}`;
export const undoEmailChangeLink = (portalOrigin: string, token: string) =>
  `${portalOrigin}/auth/undo-email-change?token=${token}`;

/**
 * Queues a reset mail when `email` belongs to an active account that has a password.
 * Says nothing about whether it did (the caller answers every visitor the same way).
 */
export async function requestLocalPasswordReset(email: string, portalOrigin: string, db: Database = systemDb()) {
  const mailId = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: authUsers.id, email: authUsers.email })
      .from(authUsers)
      .innerJoin(profiles, eq(profiles.id, authUsers.id))
      .where(
        and(
          sql`lower(${authUsers.email}) = lower(${email})`,
          sql`${authUsers.encryptedPassword} is not null`,
          isNull(profiles.deactivatedAt),
        ),
      )
      .limit(1);
    if (!user?.email) return null;
    // At most a few reset mails an hour per account, so nobody can flood someone's mailbox.
    const [{ recent }] = await tx.execute<{ recent: number }>(sql`
      select count(*)::int as recent from app.mail_queue
       where kind = 'password_reset' and lower(to_address) = lower(${user.email})
         and created_at > now() - interval '1 hour'`);
    if (Number(recent) >= RESETS_PER_HOUR) return null;
    const token = await createAccountToken(tx, { userId: user.id, purpose: 'password_reset' });
    const mail = { kind: 'password_reset', to: user.email, ...passwordResetEmail(resetLink(portalOrigin, token)) };
    return queueMail(tx, mail, smtpConfigured());
  });
  if (mailId) deliverSoon([mailId]);
}

/** An admin's reset link for someone (shown to the admin, not mailed). */
export async function createLocalResetLink(userId: string, createdBy: string, portalOrigin: string) {
  const token = await systemDb().transaction((tx) =>
    createAccountToken(tx, { userId, purpose: 'password_reset', createdBy }),
  );
  return resetLink(portalOrigin, token);
}

const hashPassword = (password: string) => sql`extensions.crypt(${password}, extensions.gen_salt('bf'))`;

/**
 * Uses up a reset link and sets the new password, in one transaction that also ends every
 * session of the account. Null when the link is unknown, used, expired, or the account
 * was deactivated since.
 */
export async function completeLocalPasswordReset(token: string, password: string, db: Database = systemDb()) {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'password_reset');
    if (!used) return null;
    const [active] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, used.userId), isNull(profiles.deactivatedAt)))
      .limit(1);
    if (!active) return null;
    const [user] = await tx
      .update(authUsers)
      .set({
        encryptedPassword: hashPassword(password),
        emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(authUsers.id, used.userId))
      .returning({ id: authUsers.id, email: authUsers.email });
    if (!user?.email) return null;
    // The reset proves the mailbox: an invitation still open is done too.
    await tx.update(profiles).set({ invitationStatus: 'accepted' }).where(eq(profiles.id, user.id));
    await endAllUserSessions(tx, user.id);
    return { userId: user.id, email: user.email };
  });
}

/** Changes the password when `current` is right; ends every other session. */
export async function changeLocalPassword(
  userId: string,
  current: string,
  next: string,
  keepSession: string | null,
  db: Database = systemDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(authUsers)
      .set({ encryptedPassword: hashPassword(next), updatedAt: sql`now()` })
      .where(
        and(
          eq(authUsers.id, userId),
          sql`${authUsers.encryptedPassword} is not null`,
          sql`${authUsers.encryptedPassword} = extensions.crypt(${current}, ${authUsers.encryptedPassword})`,
        ),
      )
      .returning({ id: authUsers.id });
    if (!changed) return false;
    await endAllUserSessions(tx, userId, keepSession);
    return true;
  });
}

/** True when `password` is the account's current one. */
export async function isLocalPassword(userId: string, password: string, db: Database = systemDb()): Promise<boolean> {
  const [match] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(
      and(
        eq(authUsers.id, userId),
        sql`${authUsers.encryptedPassword} is not null`,
        sql`${authUsers.encryptedPassword} = extensions.crypt(${password}, ${authUsers.encryptedPassword})`,
      ),
    )
    .limit(1);
  return Boolean(match);
}

/**
 * Queues the confirmation mail to the new address and, in the same transaction, a notice to
 * the current one with a link that undoes the change for 7 days: whoever holds a session (and
 * the password) cannot move the account away without its owner's mailbox hearing of it.
 */
export async function requestLocalEmailChange(
  userId: string,
  newEmail: string,
  portalOrigin: string,
  db: Database = systemDb(),
) {
  const mailIds = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .limit(1);
    const token = await createAccountToken(tx, { userId, purpose: 'email_change', newEmail });
    const confirm = {
      kind: 'email_change',
      to: newEmail,
      ...emailChangeEmail(emailChangeLink(portalOrigin, token), newEmail),
    };
    const ids = [await queueMail(tx, confirm, smtpConfigured())];
    if (current?.email) {
      const undo = await createAccountToken(tx, { userId, purpose: 'email_change_undo', newEmail: current.email });
      const notice = {
        kind: 'email_change_notice',
        to: current.email,
        ...emailChangeNoticeEmail(undoEmailChangeLink(portalOrigin, undo), newEmail),
      };
      ids.push(await queueMail(tx, notice, smtpConfigured()));
    }
    return ids;
  });
  deliverSoon(mailIds);
}

/**
 * Uses up an undo link from the old address: a change still waiting for its confirmation is
 * cancelled, a confirmed one is reversed (the login and the profile take the old address back
 * together), and every session of the account ends, the one that asked for the change among
 * them. Null when the link is unknown, used or expired. Throws a unique violation when the
 * old address belongs to another account by now.
 */
export async function undoLocalEmailChange(token: string, db: Database = systemDb()) {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'email_change_undo');
    if (!used?.newEmail) return null;
    await dropUnusedTokens(tx, used.userId, 'email_change');
    await tx
      .update(authUsers)
      .set({ email: used.newEmail, updatedAt: sql`now()` })
      .where(eq(authUsers.id, used.userId));
    await tx.update(profiles).set({ email: used.newEmail }).where(eq(profiles.id, used.userId));
    await endAllUserSessions(tx, used.userId);
    return { userId: used.userId, email: used.newEmail };
  });
}

/** Uses up an email-change link: the login and the profile take the new address together. */
export async function confirmLocalEmailChange(token: string, db: Database = systemDb()) {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'email_change');
    if (!used?.newEmail) return null;
    await tx
      .update(authUsers)
      .set({ email: used.newEmail, updatedAt: sql`now()` })
      .where(eq(authUsers.id, used.userId));
    await tx.update(profiles).set({ email: used.newEmail }).where(eq(profiles.id, used.userId));
    return { userId: used.userId, email: used.newEmail };
  });
}
