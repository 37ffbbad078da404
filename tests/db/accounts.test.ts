import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeAccountToken, createAccountToken, peekAccountToken } from '@/lib/auth/account-tokens';
import { changeLocalPassword, completeLocalPasswordReset } from '@/lib/auth/local-account';
import { loadSessionProfile } from '@/lib/auth/session-profile';
import { endAllUserSessions, listUserSessions } from '@/lib/auth/sessions';
import {
  confirmEnrolment,
  disableTwoFactor,
  redeemRecoveryCode,
  replaceRecoveryCodes,
  startEnrolment,
  unusedRecoveryCodes,
  verifySecondFactor,
} from '@/lib/auth/two-factor-local';
import { currentTotp } from '@/lib/auth/totp';
import { withAnon, withUser } from '@/lib/db/client';
import { appSettings, authSessions, mailQueue, mfaFactors, profiles } from '@/lib/db/schema';
import { MAX_MAIL_ATTEMPTS } from '@/lib/mail/backoff';
import { queueMail } from '@/lib/mail/queue';
import { deliverDueMail } from '@/lib/mail/sender';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Accounts on real databases: what people may change about themselves and others, the
// one-time links, the mail queue and its sender, sessions and two-factor codes.
describe.each(databaseTargets())('accounts on $name', (target) => {
  let t: TestDatabase;
  let client: string, other: string, admin: string, otherAdmin: string, superAdmin: string;

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'c@clients.test');
    other = await createUser(t.sql, 'o@clients.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    otherAdmin = await createUser(t.sql, 'admin2@team.test', 'admin');
    superAdmin = await createUser(t.sql, 'super@team.test', 'super_admin');
    await t.sql`update auth.users set encrypted_password = extensions.crypt('old-password', extensions.gen_salt('bf'))
                where id = ${client}`;
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const update = (actor: string, targetId: string, values: Partial<typeof profiles.$inferInsert>) =>
    as(actor, (tx) => tx.update(profiles).set(values).where(eq(profiles.id, targetId)).returning({ id: profiles.id }));

  describe('the profile rules', () => {
    it('let a client change their own name and phone', async () => {
      expect(await update(client, client, { fullName: 'Cleo', phone: '+1 555' })).toHaveLength(1);
    });

    it('refuse a client changing their own role, status, email or custom fields', async () => {
      expect(await dbError(update(client, client, { role: 'admin' }))).toMatch(/super admin can change roles/);
      expect(await dbError(update(client, client, { deactivatedAt: new Date() }))).toMatch(/your own account/);
      expect(await dbError(update(client, client, { email: 'x@evil.test' }))).toMatch(/Not allowed/);
      expect(await dbError(update(client, client, { customFields: { tier: 'gold' } }))).toMatch(/Not allowed/);
      expect(await dbError(update(client, client, { invitationStatus: 'accepted' }))).toMatch(/Not allowed/);
    });

    it("never reach someone else's profile for a client", async () => {
      expect(await update(client, other, { fullName: 'Hacked' })).toEqual([]);
      const [row] = await t.sql`select full_name from app.profiles where id = ${other}`;
      expect(row.full_name).not.toBe('Hacked');
    });

    it('let an admin deactivate a client but not an admin; a super admin both; nobody themselves', async () => {
      expect(await update(admin, other, { deactivatedAt: new Date(), deactivatedBy: admin })).toHaveLength(1);
      expect(await dbError(update(admin, otherAdmin, { deactivatedAt: new Date() }))).toMatch(/super admin/);
      expect(await dbError(update(admin, admin, { deactivatedAt: new Date() }))).toMatch(/your own account/);
      expect(await update(superAdmin, otherAdmin, { deactivatedAt: new Date() })).toHaveLength(1);
      expect(await update(superAdmin, otherAdmin, { deactivatedAt: null })).toHaveLength(1);
      expect(await update(admin, other, { deactivatedAt: null, deactivatedBy: null })).toHaveLength(1);
    });

    it('give a deactivated admin no admin rights, even with a valid token', async () => {
      await t.sql`update app.profiles set deactivated_at = now() where id = ${otherAdmin}`;
      const seen = await as(otherAdmin, (tx) => tx.select({ id: profiles.id }).from(profiles));
      expect(seen.map((r) => r.id)).toEqual([otherAdmin]);
      await t.sql`update app.profiles set deactivated_at = null where id = ${otherAdmin}`;
    });

    it('let only a super admin require two-factor for admins', async () => {
      expect(await as(admin, (tx) => tx.update(appSettings).set({ requireAdminMfa: true }).returning())).toEqual([]);
      expect(
        await as(superAdmin, (tx) => tx.update(appSettings).set({ requireAdminMfa: true }).returning()),
      ).toHaveLength(1);
      await t.sql`update app.app_settings set require_admin_mfa = false`;
    });
  });

  describe('one-time account links', () => {
    it('are stored as a hash, valid one hour, and work once', async () => {
      const token = await createAccountToken(t.db, { userId: client, purpose: 'password_reset' });
      const [row] = await t.sql`select token_hash, extract(epoch from expires_at - created_at)::int as ttl
                                from app.account_tokens where user_id = ${client}`;
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(token);
      expect(row.ttl).toBe(3600);
      expect(await peekAccountToken(t.db, token, 'password_reset')).toMatchObject({ userId: client });
      expect(await peekAccountToken(t.db, token, 'email_change')).toBeNull();
      expect(await consumeAccountToken(t.db, token, 'password_reset')).toMatchObject({ userId: client });
      expect(await consumeAccountToken(t.db, token, 'password_reset')).toBeNull();
    });

    it('stop working when expired', async () => {
      const token = await createAccountToken(t.db, { userId: client, purpose: 'password_reset' });
      await t.sql`update app.account_tokens set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
                  where consumed_at is null and user_id = ${client}`;
      expect(await consumeAccountToken(t.db, token, 'password_reset')).toBeNull();
    });

    it('are out of reach of the API roles', async () => {
      expect(await dbError(as(superAdmin, (tx) => tx.execute('select * from app.account_tokens' as never)))).toMatch(
        /permission denied/,
      );
    });

    it('reset the password once and end every session of the account', async () => {
      await t.sql`insert into auth.sessions (user_id, not_after) values (${client}, now() + interval '1 day'),
                  (${client}, now() + interval '1 day')`;
      const token = await createAccountToken(t.db, { userId: client, purpose: 'password_reset' });
      expect(await completeLocalPasswordReset(token, 'brand-new-pass', t.db)).toMatchObject({ userId: client });
      expect(await listUserSessions(t.db, client)).toEqual([]);
      const [ok] = await t.sql`select encrypted_password = extensions.crypt('brand-new-pass', encrypted_password) as ok
                               from auth.users where id = ${client}`;
      expect(ok.ok).toBe(true);
      expect(await completeLocalPasswordReset(token, 'another-pass', t.db)).toBeNull();
    });

    it('change a password only with the current one, keeping this session', async () => {
      const [kept] = await t.db.insert(authSessions).values({ userId: client }).returning({ id: authSessions.id });
      await t.db.insert(authSessions).values({ userId: client });
      expect(await changeLocalPassword(client, 'wrong', 'next-pass', kept.id, t.db)).toBe(false);
      expect(await changeLocalPassword(client, 'brand-new-pass', 'next-pass', kept.id, t.db)).toBe(true);
      expect((await listUserSessions(t.db, client)).map((s) => s.id)).toEqual([kept.id]);
      expect(await endAllUserSessions(t.db, client)).toBe(1);
    });
  });

  describe('the session check', () => {
    it('signs out an ended session and a deactivated account at once', async () => {
      const open = async () => {
        const [s] = await t.db.insert(authSessions).values({ userId: other }).returning({ id: authSessions.id });
        return { ...claimsFor(other), session_id: s.id };
      };
      const ended = await open();
      expect(await loadSessionProfile(ended, t.db)).toMatchObject({ profile: { id: other } });
      await endAllUserSessions(t.db, other);
      expect(await loadSessionProfile(ended, t.db)).toBeNull();

      const deactivated = await open();
      await t.sql`update app.profiles set deactivated_at = now() where id = ${other}`;
      expect(await loadSessionProfile(deactivated, t.db)).toBeNull();
      expect(await listUserSessions(t.db, other)).toEqual([]);
      await t.sql`update app.profiles set deactivated_at = null where id = ${other}`;
    });
  });

  describe('the mail queue', () => {
    let server: SMTPServer;
    let port = 0;
    const received: string[] = [];

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.on('data', () => {});
          stream.on('end', () => {
            received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const mail = (to: string) => ({ kind: 'test', to, subject: 'Hello', text: 'Body' });

    it('takes mail from a visitor, shows it only to a super admin', async () => {
      await withAnon((tx) => queueMail(tx, mail('team@firm.test'), false), t.db);
      expect(await as(client, (tx) => tx.select().from(mailQueue))).toEqual([]);
      expect(await as(admin, (tx) => tx.select().from(mailQueue))).toEqual([]);
      const seen = await as(superAdmin, (tx) => tx.select().from(mailQueue));
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ status: 'outbox', toAddress: 'team@firm.test' });
      expect(
        await dbError(as(superAdmin, (tx) => tx.update(mailQueue).set({ status: 'sent', sentAt: new Date() }))),
      ).toMatch(/permission denied/);
    });

    it('sends queued mail over SMTP after the commit and records it', async () => {
      const id = await as(client, (tx) => queueMail(tx, mail('ann@client.test'), true));
      const results = await deliverDueMail({ smtpUrl: `smtp://127.0.0.1:${port}`, ids: [id], db: t.db });
      expect(results).toEqual([{ id, status: 'sent' }]);
      expect(received).toContain('ann@client.test');
      const [row] = await t.db.select().from(mailQueue).where(eq(mailQueue.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      // Sent is sent: a second run sends nothing.
      expect(await deliverDueMail({ smtpUrl: `smtp://127.0.0.1:${port}`, ids: [id], db: t.db })).toEqual([]);
    });

    it('retries with backoff when the mail server fails, then gives up', async () => {
      const id = await as(client, (tx) => queueMail(tx, mail('bob@client.test'), true));
      const failing = { send: async () => Promise.reject(new Error('451 try later')), close: () => {} };
      const [first] = await deliverDueMail({ smtpUrl: 'smtp://x', ids: [id], db: t.db, transport: failing });
      expect(first).toMatchObject({ status: 'queued', error: '451 try later' });
      const [row] = await t.sql`select status, attempts, last_error,
                                       extract(epoch from next_attempt_at - now())::int as wait
                                from app.mail_queue where id = ${id}`;
      expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: '451 try later' });
      expect(row.wait).toBeGreaterThan(30);
      // Not due yet: nothing is tried.
      expect(await deliverDueMail({ smtpUrl: 'smtp://x', ids: [id], db: t.db, transport: failing })).toEqual([]);
      await t.sql`update app.mail_queue set attempts = ${MAX_MAIL_ATTEMPTS - 1}, next_attempt_at = now() where id = ${id}`;
      const [last] = await deliverDueMail({ smtpUrl: 'smtp://x', ids: [id], db: t.db, transport: failing });
      expect(last.status).toBe('failed');
    });
  });

  describe('two-factor codes', () => {
    it('enrol with a code, sign in once per code, recovery codes once, disable with a code', async () => {
      const secret = (await startEnrolment(admin, t.db))!;
      const [stored] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, admin));
      expect(stored.secretCiphertext).not.toContain(secret);
      expect(await confirmEnrolment(admin, '000000', t.db)).toBeNull();
      const codes = (await confirmEnrolment(admin, currentTotp(secret), t.db))!;
      expect(codes).toHaveLength(10);
      expect(await startEnrolment(admin, t.db)).toBeNull();
      // The code that confirmed the enrolment cannot sign in again.
      expect(await verifySecondFactor(admin, currentTotp(secret), t.db)).toBeNull();
      const next = currentTotp(secret, Date.now() + 30_000);
      expect(await verifySecondFactor(admin, next, t.db)).toBe('totp');
      expect(await verifySecondFactor(admin, codes[0], t.db)).toBe('recovery_code');
      expect(await verifySecondFactor(admin, codes[0], t.db)).toBeNull();
      expect(await disableTwoFactor(admin, 'nope', t.db)).toBe(false);
      expect(await disableTwoFactor(admin, codes[1].toUpperCase(), t.db)).toBe(true);
      expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, admin))).toEqual([]);
    });

    it('Supabase mode’s recovery codes: one redeems once, and the others go with the factor', async () => {
      const codes = await replaceRecoveryCodes(otherAdmin, t.db);
      expect(await unusedRecoveryCodes(otherAdmin, t.db)).toBe(10);
      expect(await redeemRecoveryCode(otherAdmin, 'not-a-code', t.db)).toBe(false);
      expect(await redeemRecoveryCode(client, codes[0], t.db)).toBe(false); // someone else's code
      expect(await unusedRecoveryCodes(otherAdmin, t.db)).toBe(10);
      expect(await redeemRecoveryCode(otherAdmin, codes[0], t.db)).toBe(true);
      expect(await unusedRecoveryCodes(otherAdmin, t.db)).toBe(0);
      expect(await redeemRecoveryCode(otherAdmin, codes[0], t.db)).toBe(false);
      expect(await redeemRecoveryCode(otherAdmin, codes[1], t.db)).toBe(false);
    });

    it('keeps the factor tables out of reach of the API roles', async () => {
      expect(await dbError(as(superAdmin, (tx) => tx.select().from(mfaFactors)))).toMatch(/permission denied/);
    });
  });
});
