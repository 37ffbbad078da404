import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { actAs, systemDb, type Database } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { authUsers } from '@/lib/db/schema';
import { deliverNow, smtpConfigured } from '@/lib/mail/deliver';
import { queueMail } from '@/lib/mail/queue';
import { DuplicateEmailError, type AdminUsers } from './admin-users-types';
import { invitationEmail } from './invitation-email';
import { createInviteToken } from './local-invitations';
import { createLocalResetLink } from './local-account';

async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEmailError();
    throw error;
  }
}

/**
 * auth.users is not writable by the authenticated role, so the login is written through the
 * trusted connection; the same transaction then switches to the admin's claims (actAs) so
 * the profile is written under RLS and the profile guard trigger.
 */
export function createLocalAdminUsers(db: () => Database = systemDb): AdminUsers {
  return {
    createAccount(claims, account, fillProfile) {
      return uniqueEmail(() =>
        db().transaction(async (tx) => {
          const [user] = await tx
            .insert(authUsers)
            .values({ email: account.email, rawUserMetaData: { full_name: account.fullName } })
            .returning({ id: authUsers.id });
          await actAs(tx, claims);
          return fillProfile(tx, user.id);
        }),
      );
    },

    changeEmail(claims, id, email, updateProfile) {
      return uniqueEmail(() =>
        db().transaction(async (tx) => {
          await tx
            .update(authUsers)
            .set({ email, updatedAt: sql`now()` })
            .where(eq(authUsers.id, id));
          await actAs(tx, claims);
          return updateProfile(tx);
        }),
      );
    },

    async invite(claims, user, portalOrigin) {
      // The link and its mail are stored together; the first try to send it is made after
      // the commit, so the admin hears what actually happened.
      const { link, mailId } = await db().transaction(async (tx) => {
        const token = await createInviteToken(user.id, claims.sub, tx);
        const link = `${portalOrigin}/auth/accept-invite?token=${token}`;
        const mail = { kind: 'invitation', to: user.email, ...invitationEmail(user.fullName, link) };
        return { link, mailId: await queueMail(tx, mail, smtpConfigured()) };
      });
      return { link, delivery: await deliverNow(mailId) };
    },

    createPasswordResetLink(claims, user, portalOrigin) {
      return createLocalResetLink(user.id, claims.sub, portalOrigin);
    },

    async setSignInBlocked() {
      // Local sign-in refuses a deactivated profile; nothing else to tell.
    },

    eraseSignIn: {
      async inTransaction(tx, userId) {
        await tx
          .update(authUsers)
          .set({
            email: null,
            encryptedPassword: null,
            rawUserMetaData: {},
            rawAppMetaData: {},
            lastSignInAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(authUsers.id, userId));
      },
      async afterCommit() {
        // Done in the transaction.
      },
    },
  };
}

export const localAdminUsers = createLocalAdminUsers();
