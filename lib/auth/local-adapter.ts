// Local auth: auth.users rows with bcrypt hashes (pgcrypto, the format Supabase Auth
// uses), sessions in auth.sessions, and short-lived HS256 JWTs with Supabase's claim
// shape in an httpOnly cookie. Revocation = deleting the session row, which the server
// checks once per request (lib/auth/session-profile.ts); getClaims and refreshSession only
// look at the token, so the proxy that calls them never touches the database.
import { and, eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { env } from '@/lib/config/env';
import { systemDb, type Claims } from '@/lib/db/client';
import { authSessions, authUsers } from '@/lib/db/schema';
import { recordSecurityEvent } from '@/lib/security/events';
import { SESSION_MAX_AGE_SECONDS, sessionCookieOptions, type CookieJar } from './cookies';
import { INVALID_INVITATION } from './invite-schema';
import { consumeInvitation } from './local-invitations';
import type { AuthAdapter } from './types';

export const SESSION_COOKIE = 'portal_session';
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const SESSION_DAYS = SESSION_MAX_AGE_SECONDS / 86400;
/** Spec §4: refresh when within 3 ticks of 30 s of expiry. */
export const REFRESH_WITHIN_SECONDS = 90;
export const INVALID_CREDENTIALS = 'Invalid login credentials';

function secret(): Uint8Array {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error('AUTH_SECRET is not set');
  return new TextEncoder().encode(value);
}

async function issueToken(user: { id: string; email: string | null }, sessionId: string): Promise<string> {
  return new SignJWT({ email: user.email ?? '', role: 'authenticated', session_id: sessionId, aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .setAudience('authenticated')
    .sign(secret());
}

async function verify(token: string, options: { allowExpired: boolean }): Promise<(JWTPayload & Claims) | null> {
  try {
    const { payload } = await jwtVerify(token, secret(), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      clockTolerance: options.allowExpired ? SESSION_DAYS * 86400 : 0,
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
    return payload as JWTPayload & Claims;
  } catch {
    return null;
  }
}

function tokenFrom(jar: CookieJar): string | undefined {
  return jar.getAll().find((c) => c.name === SESSION_COOKIE)?.value;
}

function clear(jar: CookieJar) {
  jar.set(SESSION_COOKIE, '', sessionCookieOptions(0, jar.host));
}

export const localAuth: AuthAdapter = {
  name: 'local',
  checksSessionRow: true,

  async signInWithPassword(jar, email, password, ctx) {
    const db = systemDb();
    const [user] = await db
      .select({ id: authUsers.id, email: authUsers.email })
      .from(authUsers)
      .where(
        and(
          sql`lower(${authUsers.email}) = lower(${email})`,
          sql`${authUsers.encryptedPassword} is not null`,
          sql`${authUsers.encryptedPassword} = extensions.crypt(${password}, ${authUsers.encryptedPassword})`,
        ),
      )
      .limit(1);
    if (!user) {
      await recordSecurityEvent('failed_login', ctx.ip, {
        email: email.toLowerCase().slice(0, 320),
        ...(ctx.device ? { device: ctx.device } : {}),
      });
      return { ok: false, error: INVALID_CREDENTIALS };
    }
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
    const token = await issueToken(user, session.id);
    jar.set(SESSION_COOKIE, token, sessionCookieOptions(SESSION_MAX_AGE_SECONDS, jar.host));
    const claims = (await verify(token, { allowExpired: false }))!;
    return { ok: true, claims };
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
    // No session row lookup here (docs/decisions.md, issue 20): a token reissued for a
    // revoked or expired session is still refused by the server's session check, which
    // reads the row on every request; the row's not_after caps the session whatever the token.
    const next = await issueToken({ id: claims.sub, email: claims.email ?? null }, claims.session_id);
    jar.set(SESSION_COOKIE, next, sessionCookieOptions(SESSION_MAX_AGE_SECONDS, jar.host));
  },

  async acceptInvitation(jar, token, password, ctx) {
    const accepted = await consumeInvitation(token, password);
    if (!accepted) return { ok: false, error: INVALID_INVITATION };
    return this.signInWithPassword(jar, accepted.email, password, ctx);
  },
};
