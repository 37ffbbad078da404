import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/auth/cookies';
import { createSupabaseAuth } from '@/lib/auth/supabase-adapter';

const recorded = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@/lib/security/events', () => ({
  recordSecurityEvent: async (...args: unknown[]) => void recorded.events.push(args),
}));

const fixture = (name: string) => JSON.parse(readFileSync(path.join('tests/fixtures/supabase-auth', name), 'utf8'));
const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const user = fixture('user.json');

function memoryJar(): CookieJar & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    getAll: () => [...store].map(([name, value]) => ({ name, value })),
    set: (name, value, options) =>
      options?.maxAge === 0 || value === '' ? store.delete(name) : store.set(name, value),
  };
}

let privateKey: CryptoKey;
let jwks: { keys: unknown[] };
const calls: string[] = [];

async function accessToken(sub = user.id) {
  return new SignJWT({
    email: user.email,
    role: 'authenticated',
    session_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    aal: 'aal1',
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeSupabase: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
  if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
    const body = JSON.parse(String(init?.body));
    if (body.password !== 'demo-password') return json(fixture('invalid-credentials.json'), 400);
    const now = Math.floor(Date.now() / 1000);
    return json({
      access_token: await accessToken(),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: 'r3fr3sh-t0k3n',
      user,
    });
  }
  if (url.pathname === '/auth/v1/.well-known/jwks.json') return json(jwks);
  if (url.pathname === '/auth/v1/user') return json(user);
  if (url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 });
  return json({ msg: 'not recorded' }, 404);
};

describe('Supabase auth adapter against recorded Supabase Auth responses', () => {
  const adapter = () => createSupabaseAuth({ url: SUPABASE_URL, anonKey: 'anon-key', fetch: fakeSupabase });
  const ctx = { ip: '203.0.113.9', userAgent: 'test' };

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
  });

  it('passes Supabase’s message through and records a failed sign-in', async () => {
    const jar = memoryJar();
    const result = await adapter().signInWithPassword(jar, 'client@demo.test', 'wrong', ctx);
    expect(result).toEqual({ ok: false, error: 'Invalid login credentials' });
    expect(jar.store.size).toBe(0);
    expect(recorded.events).toContainEqual(['failed_login', '203.0.113.9', { email: 'client@demo.test' }]);
  });

  it('signs in, keeps the session in cookies and returns verified claims', async () => {
    const jar = memoryJar();
    const result = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.claims).toMatchObject({ sub: user.id, email: user.email, role: 'authenticated' });
    expect([...jar.store.keys()].some((name) => name.startsWith('sb-abcdefghijklmnop-auth-token'))).toBe(true);

    // A later request with the same cookies is recognised.
    expect(await adapter().getClaims(jar)).toMatchObject({ sub: user.id });
  });

  it('rejects a token that was not signed by the project’s key', async () => {
    const jar = memoryJar();
    await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
    const other = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(other.privateKey);
    for (const [name, value] of jar.store) {
      const decoded = value.startsWith('base64-') ? Buffer.from(value.slice(7), 'base64url').toString() : value;
      const session = JSON.parse(decoded);
      session.access_token = forged;
      jar.store.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`);
    }
    expect(await adapter().getClaims(jar)).toBeNull();
  });

  it('signs out through Supabase and clears the cookies', async () => {
    const jar = memoryJar();
    await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
    calls.length = 0;
    expect(await adapter().signOut(jar)).toEqual({});
    expect(calls.some((c) => c.startsWith('POST /auth/v1/logout'))).toBe(true);
    expect(jar.store.size).toBe(0);
    expect(await adapter().getClaims(jar)).toBeNull();
  });
});
