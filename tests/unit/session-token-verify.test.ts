import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/auth/cookies';

// The local adapter keeps the session tokens it verified: a signed-in
// request verified the same token three times. What a kept token must still get right:
// the expiry (the clock moves), a token that differs by one character, and a new secret.

const state = vi.hoisted(() => ({ secret: 'first-secret-'.padEnd(48, 'x'), verifications: 0 }));
vi.mock('@/lib/config/env', async (original) => ({
  ...(await original<typeof import('@/lib/config/env')>()),
  env: () => ({ AUTH_SECRET: state.secret }),
}));
vi.mock('jose', async (original) => {
  const jose = await original<typeof import('jose')>();
  return {
    ...jose,
    jwtVerify: (...args: Parameters<typeof jose.jwtVerify>) => {
      state.verifications += 1;
      return jose.jwtVerify(...args);
    },
  };
});

const { localAuth, SESSION_COOKIE, SESSION_DAYS } = await import('@/lib/auth/local-adapter');

const NOW = new Date('2026-11-23T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function token(secret = state.secret, expiresIn = 3600, subject = 'user-1'): Promise<string> {
  return new SignJWT({ email: 'a@demo.test', role: 'authenticated', session_id: 'session-1', aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt(seconds(NOW))
    .setExpirationTime(seconds(NOW) + expiresIn)
    .setAudience('authenticated')
    .sign(new TextEncoder().encode(secret));
}

const jarWith = (value: string): CookieJar => ({ getAll: () => [{ name: SESSION_COOKIE, value }], set: () => {} });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  state.secret = 'first-secret-'.padEnd(48, 'x');
  state.verifications = 0;
});
afterEach(() => vi.useRealTimers());

describe('session token verification', () => {
  it('verifies a token once, then answers from what it kept', async () => {
    const jar = jarWith(await token(state.secret, 3600, 'user-once'));
    expect(await localAuth.getClaims(jar)).toMatchObject({ sub: 'user-once', session_id: 'session-1' });
    expect(await localAuth.getClaims(jar)).toMatchObject({ sub: 'user-once' });
    await localAuth.refreshSession(jar);
    expect(state.verifications).toBe(1);
  });

  it('refuses a kept token once it has expired, as a fresh verification does', async () => {
    const jar = jarWith(await token(state.secret, 60, 'user-expiring'));
    expect(await localAuth.getClaims(jar)).not.toBeNull();
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    expect(await localAuth.getClaims(jar)).toBeNull();
    // The refresh still accepts it within the session's lifetime, and not after.
    const refreshed: string[] = [];
    await localAuth.refreshSession({ ...jar, set: (name, value) => void refreshed.push(value) });
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).not.toBe('');
    vi.setSystemTime(new Date(NOW.getTime() + (60 + SESSION_DAYS * 86400) * 1000));
    const cleared: string[] = [];
    await localAuth.refreshSession({ ...jar, set: (name, value) => void cleared.push(value) });
    expect(cleared).toEqual(['']);
  });

  it('refuses a token one character away from a kept one', async () => {
    const good = await token(state.secret, 3600, 'user-tampered');
    expect(await localAuth.getClaims(jarWith(good))).not.toBeNull();
    const last = good.at(-1) === 'A' ? 'B' : 'A';
    expect(await localAuth.getClaims(jarWith(good.slice(0, -1) + last))).toBeNull();
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'someone-else', session_id: 'session-1', aud: 'authenticated', exp: seconds(NOW) + 3600 }),
    ).toString('base64url');
    expect(await localAuth.getClaims(jarWith(`${header}.${payload}.${signature}`))).toBeNull();
  });

  it('forgets every kept token when the secret changes', async () => {
    const jar = jarWith(await token(state.secret, 3600, 'user-rotated'));
    expect(await localAuth.getClaims(jar)).not.toBeNull();
    state.secret = 'second-secret-'.padEnd(48, 'y');
    expect(await localAuth.getClaims(jar)).toBeNull();
    expect(await localAuth.getClaims(jarWith(await token(state.secret, 3600, 'user-rotated')))).not.toBeNull();
  });

  it('hands out copies: changing returned claims changes nothing kept', async () => {
    const jar = jarWith(await token(state.secret, 3600, 'user-copy'));
    const first = await localAuth.getClaims(jar);
    (first as Record<string, unknown>).sub = 'changed';
    expect(await localAuth.getClaims(jar)).toMatchObject({ sub: 'user-copy' });
  });
});
