// Local auth: auth.users rows with bcrypt hashes (pgcrypto, the format Supabase Auth
// uses), sessions in auth.sessions, and short-lived HS256 JWTs with Supabase's claim
// shape in an httpOnly cookie. Revocation = deleting the session row, which the server
// checks once per request (lib/auth/session-profile.ts); getClaims and refreshSession only
// look at the token, so the proxy that calls them never touches the database.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { env } from '@/lib/config/env';
import { isUniqueViolation } from '@/lib/db/errors';
import { systemDb, type Claims } from '@/lib/db/client';
import { authSessions, authUsers } from '@/lib/db/schema';
import { recordSecurityEvent } from '@/lib/security/events';
import { recordWrongCode, TOO_MANY_CODES, twoFactorAllowed } from '@/lib/security/two-factor-limits';
import { isDeactivated } from './account-status';
import { SESSION_MAX_AGE_SECONDS, sessionCookieOptions, type CookieJar } from './cookies';
import { trustedDevice } from './device-cookie';
import { INVALID_INVITATION } from './invite-schema';
import { consumeInvitation } from './local-invitations';
import {
  changeLocalPassword,
  completeLocalPasswordReset,
  confirmLocalEmailChange,
  isLocalPassword,
  requestLocalEmailChange,
  requestLocalPasswordReset,
  undoLocalEmailChange,
} from './local-account';
import {
  ACCOUNT_DEACTIVATED,
  EMAIL_TAKEN,
  INVALID_CODE,
  INVALID_EMAIL_LINK,
  INVALID_RESET_LINK,
  INVALID_UNDO_LINK,
  TWO_FACTOR_EXPIRED,
  TWO_FACTOR_NEEDED,
  UNDO_EMAIL_TAKEN,
  WRONG_CURRENT_PASSWORD,
} from './messages';
import type { AuthAdapter, RequestContext, SignInResult } from './types';
import { isEnrolled, verifySecondFactor } from './two-factor-local';
import { recordTicket, reserveTicketAttempt, spendTicket } from './two-factor-tickets';

export const SESSION_COOKIE = 'portal_session';
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const SESSION_DAYS = SESSION_MAX_AGE_SECONDS / 86400;
/** Refresh when within 3 ticks of 30 s of expiry. */
export const REFRESH_WITHIN_SECONDS = 90;
export const INVALID_CREDENTIALS = 'Invalid login credentials';

// The HMAC key is imported once per secret, not on every sign and verify (the proxy and the
// server verify the session token on every signed-in request).
let imported: { value: string; key: Promise<CryptoKey> } | null = null;

function secret(): Promise<CryptoKey> {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error('AUTH_SECRET is not set');
  if (imported?.value !== value) {
    const key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(value),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    imported = { value, key };
    key.catch(() => {
      if (imported?.key === key) imported = null;
    });
  }
  return imported.key;
}

export type Aal = 'aal1' | 'aal2';

async function issueToken(user: { id: string; email: string | null }, sessionId: string, aal: Aal): Promise<string> {
  return new SignJWT({ email: user.email ?? '', role: 'authenticated', session_id: sessionId, aal })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .setAudience('authenticated')
    .sign(await secret());
}

type VerifiedToken = JWTPayload & Claims;

// Session tokens whose signature and audience jose accepted, by their exact text, under the
// secret they were verified with: a signed-in request verified the same
// token three times (the proxy's refresh and check, the server's check) and every request
// of a browser carries the same token for its hour. The same text under the same secret
// always verifies the same way, so only the expiry, which depends on the clock, is checked
// again on every use. Failures are never kept. Bounded: the oldest entries go first.
const VERIFIED_LIMIT = 1000;
let verified: { secret: string; tokens: Map<string, VerifiedToken> } = { secret: '', tokens: new Map() };

function rememberVerified(secretValue: string, token: string, payload: VerifiedToken) {
  if (verified.secret !== secretValue) verified = { secret: secretValue, tokens: new Map() };
  if (verified.tokens.size >= VERIFIED_LIMIT) verified.tokens.delete(verified.tokens.keys().next().value!);
  verified.tokens.set(token, payload);
}

/** Outside its time window by more than `toleranceSeconds`, as jose's `exp` and `nbf` checks decide. */
function outOfTime(payload: VerifiedToken, toleranceSeconds: number): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.nbf === 'number' && payload.nbf > now + toleranceSeconds) return true;
  return typeof payload.exp !== 'number' || payload.exp <= now - toleranceSeconds;
}

async function verify(token: string, options: { allowExpired: boolean }): Promise<VerifiedToken | null> {
  const secretValue = env().AUTH_SECRET ?? '';
  let payload = verified.secret === secretValue ? verified.tokens.get(token) : undefined;
  if (!payload) {
    try {
      // The widest window any caller accepts; the caller's own window is checked below.
      ({ payload } = (await jwtVerify(token, await secret(), {
        algorithms: ['HS256'],
        audience: 'authenticated',
        clockTolerance: SESSION_DAYS * 86400,
      })) as { payload: VerifiedToken });
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
    rememberVerified(secretValue, token, payload);
  }
  if (outOfTime(payload, options.allowExpired ? SESSION_DAYS * 86400 : 0)) return null;
  // A copy: callers must not be able to change what the next request reads.
  return { ...payload };
}

function tokenFrom(jar: CookieJar): string | undefined {
  return jar.getAll().find((c) => c.name === SESSION_COOKIE)?.value;
}

function clear(jar: CookieJar) {
  jar.set(SESSION_COOKIE, '', sessionCookieOptions(0, jar.host));
}

export const MFA_COOKIE = 'portal_mfa';
/** How long the password step stays good while the person finds their authenticator. */
const MFA_TICKET_SECONDS = 5 * 60;

type MfaTicket = { id: string; email: string | null; ticket: string };

/**
 * Proof that the password was right, waiting for the second factor (not a session). Its id
 * names a row of app.mfa_tickets, which limits the codes tried with it and allows one success.
 */
async function issueMfaTicket(user: { id: string; email: string | null }): Promise<string> {
  const ticket = randomUUID();
  await recordTicket(ticket, user.id, MFA_TICKET_SECONDS);
  return new SignJWT({ email: user.email ?? '', purpose: 'mfa' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setJti(ticket)
    .setIssuedAt()
    .setExpirationTime(`${MFA_TICKET_SECONDS}s`)
    .setAudience('mfa')
    .sign(await secret());
}

async function readMfaTicket(jar: CookieJar): Promise<MfaTicket | null> {
  const token = jar.getAll().find((c) => c.name === MFA_COOKIE)?.value;
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await secret(), { algorithms: ['HS256'], audience: 'mfa' });
    if (payload.purpose !== 'mfa' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { id: payload.sub, email: typeof payload.email === 'string' ? payload.email : null, ticket: payload.jti };
  } catch {
    return null;
  }
}

/** Opens a session (a row in auth.sessions) and sets its cookie. */
async function startSession(
  jar: CookieJar,
  user: { id: string; email: string | null },
  ctx: RequestContext,
  aal: Aal,
): Promise<SignInResult> {
  const db = systemDb();
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: user.id,
      notAfter: sql`now() + make_interval(days => ${SESSION_DAYS})`,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      ip: ctx.ip,
    })
    .returning({ id: authSessions.id });
  await db
    .update(authUsers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(authUsers.id, user.id));
  const token = await issueToken(user, session.id, aal);
  jar.set(SESSION_COOKIE, token, sessionCookieOptions(SESSION_MAX_AGE_SECONDS, jar.host));
  const claims = (await verify(token, { allowExpired: false }))!;
  return { ok: true, claims };
}

let standIn: Promise<string> | undefined;
/** A bcrypt hash of nothing anyone knows, made the way passwords are (same cost), once per process. */
function standInHash(): Promise<string> {
  standIn ??= systemDb()
    .execute<{ hash: string }>(sql`select extensions.crypt(${randomUUID()}, extensions.gen_salt('bf')) as hash`)
    .then((rows) => rows[0].hash)
    .catch((error: unknown) => {
      standIn = undefined;
      throw error;
    });
  return standIn;
}

export const localAuth: AuthAdapter = {
  name: 'local',

  async signInWithPassword(jar, email, password, ctx) {
    // One bcrypt comparison whether or not the account exists (against a stand-in hash of the
    // same cost when it does not), so the answer's timing does not tell which emails have one.
    const [row] = await systemDb().execute<{
      id: string | null;
      email: string | null;
      deactivated_at: unknown;
      matches: boolean | null;
    }>(sql`
      select u.id, u.email, p.deactivated_at,
             u.encrypted_password = extensions.crypt(${password}, coalesce(u.encrypted_password, ${await standInHash()})) as matches
        from (select 1) as one
        left join auth.users u on lower(u.email) = lower(${email}) and u.encrypted_password is not null
        left join app.profiles p on p.id = u.id
       limit 1`);
    const user =
      row?.id && row.matches ? { id: row.id, email: row.email, deactivatedAt: row.deactivated_at } : undefined;
    if (!user) {
      await recordSecurityEvent('failed_login', ctx.ip, {
        email: email.toLowerCase().slice(0, 320),
        ...(ctx.device ? { device: ctx.device } : {}),
      });
      return { ok: false, error: INVALID_CREDENTIALS };
    }
    // Said only to someone who knows the password: it reveals nothing to a guesser.
    if (user.deactivatedAt) return { ok: false, error: ACCOUNT_DEACTIVATED };
    if (await isEnrolled(user.id)) {
      // The password was right; the session starts only after the second factor.
      jar.set(MFA_COOKIE, await issueMfaTicket(user), { ...sessionCookieOptions(MFA_TICKET_SECONDS, jar.host) });
      return { ok: false, error: TWO_FACTOR_NEEDED, mfaRequired: true };
    }
    return startSession(jar, user, ctx, 'aal1');
  },

  async completeTwoFactorSignIn(jar, code, ctx) {
    const ticket = await readMfaTicket(jar);
    if (!ticket) return { ok: false, error: TWO_FACTOR_EXPIRED };
    const endTicket = () => jar.set(MFA_COOKIE, '', sessionCookieOptions(0, jar.host));
    // A browser that completed a sign-in to this account before is limited by its own wrong
    // codes only (lib/security/two-factor-limits.ts).
    const device = ticket.email ? await trustedDevice(jar, ticket.email) : null;
    if (!(await twoFactorAllowed(ctx.ip, ticket.id, device))) return { ok: false, error: TOO_MANY_CODES };
    if (!(await reserveTicketAttempt(ticket.ticket, ticket.id))) {
      endTicket();
      return { ok: false, error: TWO_FACTOR_EXPIRED };
    }
    const factor = await verifySecondFactor(ticket.id, code);
    if (!factor) {
      await recordWrongCode(ctx.ip, { userId: ticket.id, email: ticket.email }, device);
      return { ok: false, error: INVALID_CODE };
    }
    endTicket();
    if (!(await spendTicket(ticket.ticket, ticket.id))) return { ok: false, error: TWO_FACTOR_EXPIRED };
    // The account may have been deactivated since its password step.
    if (await isDeactivated(ticket.id)) return { ok: false, error: ACCOUNT_DEACTIVATED };
    return startSession(jar, ticket, ctx, 'aal2');
  },

  async upgradeSession(jar, claims) {
    if (!claims.session_id) return;
    jar.set(
      SESSION_COOKIE,
      await issueToken({ id: claims.sub, email: claims.email ?? null }, claims.session_id, 'aal2'),
      sessionCookieOptions(SESSION_MAX_AGE_SECONDS, jar.host),
    );
  },

  async signOut(jar) {
    const token = tokenFrom(jar);
    const claims = token ? await verify(token, { allowExpired: true }) : null;
    if (claims?.session_id) {
      await systemDb().delete(authSessions).where(eq(authSessions.id, claims.session_id));
    }
    clear(jar);
    return {};
  },

  async getClaims(jar) {
    const token = tokenFrom(jar);
    if (!token) return null;
    const claims = await verify(token, { allowExpired: false });
    return claims?.session_id ? claims : null;
  },

  async refreshSession(jar) {
    const token = tokenFrom(jar);
    if (!token) return;
    const claims = await verify(token, { allowExpired: true });
    if (!claims?.session_id) return clear(jar);
    const secondsLeft = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    if (secondsLeft > REFRESH_WITHIN_SECONDS) return;
    // No session row lookup here (docs/decisions/0034-one-session-check-one-transaction.md): a
    // token reissued for a revoked, expired, idle or deactivated session is still refused by
    // the server's session check, which reads the row on every request; the row's not_after
    // caps the session whatever the token. The check records activity, which the sessions list shows.
    const aal: Aal = claims.aal === 'aal2' ? 'aal2' : 'aal1';
    const next = await issueToken({ id: claims.sub, email: claims.email ?? null }, claims.session_id, aal);
    jar.set(SESSION_COOKIE, next, sessionCookieOptions(SESSION_MAX_AGE_SECONDS, jar.host));
  },

  async acceptInvitation(jar, token, password, ctx) {
    const accepted = await consumeInvitation(token, password);
    if (!accepted) return { ok: false, error: INVALID_INVITATION };
    return this.signInWithPassword(jar, accepted.email, password, ctx);
  },

  async requestPasswordReset(email, portalOrigin) {
    await requestLocalPasswordReset(email, portalOrigin);
  },

  async completePasswordReset(jar, token, password, ctx) {
    const reset = await completeLocalPasswordReset(token, password);
    if (!reset) return { ok: false, error: INVALID_RESET_LINK };
    return this.signInWithPassword(jar, reset.email, password, ctx);
  },

  async changePassword(_jar, claims, currentPassword, newPassword) {
    const changed = await changeLocalPassword(claims.sub, currentPassword, newPassword, claims.session_id ?? null);
    return changed ? { ok: true } : { ok: false, error: WRONG_CURRENT_PASSWORD };
  },

  checkCurrentPassword(claims, password) {
    return isLocalPassword(claims.sub, password);
  },

  async requestEmailChange(_jar, claims, newEmail, portalOrigin) {
    const [taken] = await systemDb()
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(sql`lower(${authUsers.email}) = lower(${newEmail})`)
      .limit(1);
    if (taken) return { ok: false, error: EMAIL_TAKEN };
    await requestLocalEmailChange(claims.sub, newEmail, portalOrigin);
    return { ok: true };
  },

  async confirmEmailChange(_jar, token) {
    try {
      return (await confirmLocalEmailChange(token)) ? { ok: true } : { ok: false, error: INVALID_EMAIL_LINK };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, error: EMAIL_TAKEN };
      throw error;
    }
  },

  async undoEmailChange(token) {
    try {
      return (await undoLocalEmailChange(token)) ? { ok: true } : { ok: false, error: INVALID_UNDO_LINK };
    } catch (error) {
      // The old address has become another account's since: it cannot be taken back.
      if (isUniqueViolation(error)) return { ok: false, error: UNDO_EMAIL_TAKEN };
      throw error;
    }
  },
};
