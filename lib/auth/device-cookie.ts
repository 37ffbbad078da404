import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { env } from '@/lib/config/env';
import { sessionCookieOptions, type CookieJar } from './cookies';

// OWASP's device cookies: a browser that signed in to an account gets a
// signed cookie naming that account. Its sign-ins are limited by its own failures, so a
// stranger's failures (which lock the account for unknown browsers) do not lock the owner
// out. Stateless: the cookie is a JWT signed with a key derived from the server secret.

export const DEVICE_COOKIE_PREFIX = 'portal_device_';
export const DEVICE_DAYS = 180;
const AUDIENCE = 'device';

const login = (email: string) => email.trim().toLowerCase();

function key(): Uint8Array | null {
  const e = env();
  const material = e.AUTH_SECRET ?? e.SUPABASE_SERVICE_ROLE_KEY;
  if (!material) return null;
  return createHash('sha256').update(`device-cookie:${material}`).digest();
}

/** One cookie per account, so a shared browser keeps each account's standing apart. */
export function deviceCookieName(email: string): string {
  return DEVICE_COOKIE_PREFIX + createHash('sha256').update(login(email)).digest('hex').slice(0, 16);
}

/** The device id of this browser for `email` when it holds a valid device cookie, else null. */
export async function trustedDevice(jar: CookieJar, email: string): Promise<string | null> {
  const secret = key();
  const value = jar.getAll().find((c) => c.name === deviceCookieName(email))?.value;
  if (!secret || !value) return null;
  try {
    const { payload } = await jwtVerify(value, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === login(email) && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

/** After a successful sign-in: a fresh device cookie for this account. */
export async function issueDeviceCookie(jar: CookieJar, email: string): Promise<void> {
  const secret = key();
  if (!secret) return;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(login(email))
    .setAudience(AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_DAYS}d`)
    .sign(secret);
  jar.set(deviceCookieName(email), token, sessionCookieOptions(DEVICE_DAYS * 86400));
}
