import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/auth/cookies';
import { createSupabaseAuth } from '@/lib/auth/supabase-adapter';
import { ACCOUNT_DEACTIVATED, INVALID_CODE, INVALID_RESET_LINK, WRONG_CURRENT_PASSWORD } from '@/lib/auth/messages';

const recorded = vi.hoisted(() => ({
  events: [] as unknown[],
  deactivated: new Set<string>(),
  accepted: [] as string[],
  emails: [] as [string, string][],
  withFactor: false,
  bodies: [] as unknown[],
  recoveryCodes: new Set<string>(),
  adminAuth: [] as (string | null)[],
}));
vi.mock('@/lib/security/events', () => ({
  recordSecurityEvent: async (...args: unknown[]) => void recorded.events.push(args),
}));
// The two-factor step's per-account limit reads the app's own database: allowed here, and a
// wrong code is recorded like the other security events.
vi.mock('@/lib/security/two-factor-limits', () => ({
  TOO_MANY_CODES: 'Too many wrong codes',
  twoFactorAllowed: async () => true,
  recordWrongCode: async (ip: string | null, account: unknown, device: unknown) =>
    void recorded.events.push(['wrong_code', ip, account, device]),
}));
// The profile facts kept in the app's own database (deactivation, the profile's email copy).
vi.mock('@/lib/auth/account-status', () => ({
  isDeactivated: async (id: string) => recorded.deactivated.has(id),
  syncProfileEmail: async (id: string, email: string) => void recorded.emails.push([id, email]),
}));
// The app's own recovery codes (hashed in the database; their rules are tested in tests/db).
vi.mock('@/lib/auth/two-factor-local', () => ({
  redeemRecoveryCode: async (_id: string, code: string) => recorded.recoveryCodes.delete(code),
}));
vi.mock('@/lib/auth/invitation-status', () => ({
  markInvitationAccepted: async (id: string) => void recorded.accepted.push(id),
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

async function accessToken(sub = user.id, aal = 'aal1') {
  return new SignJWT({
    email: user.email,
    role: 'authenticated',
    session_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    aal,
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

const factor = fixture('mfa-factor.json');
const currentUser = () => (recorded.withFactor ? { ...user, factors: [factor] } : user);
async function session(aal = 'aal1') {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: await accessToken(user.id, aal),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'r3fr3sh-t0k3n',
    user: currentUser(),
  };
}

const fakeSupabase: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
  if (init?.body) recorded.bodies.push(JSON.parse(String(init.body)));
  if (url.pathname === '/auth/v1/recover') return json({});
  if (url.pathname === '/auth/v1/verify') {
    const body = JSON.parse(String(init?.body));
    if (body.token_hash !== 'good-hash') return json(fixture('otp-expired.json'), 403);
    return json(await session());
  }
  if (url.pathname === '/auth/v1/user' && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    return json({ ...currentUser(), ...(body.email ? { new_email: body.email } : {}) });
  }
  if (url.pathname === `/auth/v1/factors/${factor.id}/challenge`) return json(fixture('mfa-challenge.json'));
  if (url.pathname === `/auth/v1/factors/${factor.id}/verify`) {
    const body = JSON.parse(String(init?.body));
    if (body.code !== '123456') return json(fixture('mfa-invalid-code.json'), 422);
    return json(await session('aal2'));
  }
  if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
    const body = JSON.parse(String(init?.body));
    if (body.password !== 'demo-password') return json(fixture('invalid-credentials.json'), 400);
    return json(await session());
  }
  if (url.pathname === `/auth/v1/admin/users/${user.id}/factors/${factor.id}` && init?.method === 'DELETE') {
    recorded.adminAuth.push(new Headers(init.headers).get('authorization'));
    recorded.withFactor = false;
    return json(factor);
  }
  if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'refresh_token') {
    return json(await session());
  }
  if (url.pathname === '/auth/v1/.well-known/jwks.json') return json(jwks);
  if (url.pathname === '/auth/v1/user') return json(currentUser());
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

  describe('accounts', () => {
    it('refuses a deactivated account after Supabase accepted the password, and keeps no session', async () => {
      recorded.deactivated.add(user.id);
      try {
        const jar = memoryJar();
        const result = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
        expect(result).toEqual({ ok: false, error: ACCOUNT_DEACTIVATED });
        expect(await adapter().getClaims(jar)).toBeNull();
      } finally {
        recorded.deactivated.delete(user.id);
      }
    });

    it('asks Supabase to mail the reset link to its /auth/confirm and says nothing back', async () => {
      calls.length = 0;
      recorded.bodies.length = 0;
      await adapter().requestPasswordReset('client@demo.test', 'https://portal.example.com');
      expect(
        calls.some((c) =>
          c.startsWith('POST /auth/v1/recover?redirect_to=https%3A%2F%2Fportal.example.com%2Fauth%2Fconfirm'),
        ),
      ).toBe(true);
      expect(recorded.bodies).toContainEqual(expect.objectContaining({ email: 'client@demo.test' }));
    });

    it('refuses a used or expired recovery link', async () => {
      const result = await adapter().completePasswordReset(memoryJar(), 'used-hash', 'new-password', ctx);
      expect(result).toEqual({ ok: false, error: INVALID_RESET_LINK });
    });

    it('resets with a recovery link: verifies it, sets the password, ends the other sessions, signs in', async () => {
      calls.length = 0;
      const jar = memoryJar();
      const result = await adapter().completePasswordReset(jar, 'good-hash', 'new-password', ctx);
      expect(result).toMatchObject({ ok: true, claims: { sub: user.id } });
      expect(calls).toEqual(
        expect.arrayContaining(['POST /auth/v1/verify', 'PUT /auth/v1/user', 'POST /auth/v1/logout?scope=others']),
      );
      expect(recorded.accepted).toContain(user.id);
    });

    it('changes the password only with the right current one, then ends the other sessions', async () => {
      const jar = memoryJar();
      const signedIn = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
      if (!signedIn.ok) throw new Error('sign-in failed');
      calls.length = 0;
      expect(await adapter().changePassword(jar, signedIn.claims, 'wrong', 'next-password')).toEqual({
        ok: false,
        error: WRONG_CURRENT_PASSWORD,
      });
      expect(calls.some((c) => c.startsWith('PUT /auth/v1/user'))).toBe(false);
      calls.length = 0;
      expect(await adapter().changePassword(jar, signedIn.claims, 'demo-password', 'next-password')).toEqual({
        ok: true,
      });
      expect(calls).toEqual(expect.arrayContaining(['PUT /auth/v1/user', 'POST /auth/v1/logout?scope=others']));
    });

    it('asks Supabase to confirm a new email address at the portal', async () => {
      const jar = memoryJar();
      const signedIn = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
      if (!signedIn.ok) throw new Error('sign-in failed');
      calls.length = 0;
      recorded.bodies.length = 0;
      const result = await adapter().requestEmailChange(
        jar,
        signedIn.claims,
        'new@demo.test',
        'https://portal.example.com',
      );
      expect(result).toEqual({ ok: true });
      expect(
        calls.some((c) =>
          c.startsWith('PUT /auth/v1/user?redirect_to=https%3A%2F%2Fportal.example.com%2Fauth%2Fconfirm'),
        ),
      ).toBe(true);
      expect(recorded.bodies).toContainEqual(expect.objectContaining({ email: 'new@demo.test' }));
    });

    it('confirms an email change and copies the address to the profile', async () => {
      const result = await adapter().confirmEmailChange(memoryJar(), 'good-hash');
      expect(result).toEqual({ ok: true });
      expect(recorded.emails).toContainEqual([user.id, user.email]);
    });

    it('holds an enrolled user at aal1 until the code, then signs in with aal2', async () => {
      recorded.withFactor = true;
      try {
        const jar = memoryJar();
        const first = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx);
        expect(first).toMatchObject({ ok: false, mfaRequired: true });
        // The aal1 session does not count as signed in.
        expect(await adapter().getClaims(jar)).toBeNull();
        expect(await adapter().completeTwoFactorSignIn(jar, '000000', ctx)).toEqual({ ok: false, error: INVALID_CODE });
        const second = await adapter().completeTwoFactorSignIn(jar, '123456', ctx);
        expect(second).toMatchObject({ ok: true, claims: { sub: user.id, aal: 'aal2' } });
        expect(await adapter().getClaims(jar)).toMatchObject({ aal: 'aal2' });
      } finally {
        recorded.withFactor = false;
      }
    });

    it('signs in with a recovery code once: the lost factor is removed through the Admin API', async () => {
      const withServiceKey = () =>
        createSupabaseAuth({
          url: SUPABASE_URL,
          anonKey: 'anon-key',
          fetch: fakeSupabase,
          serviceRoleKey: 'service-key',
        });
      recorded.withFactor = true;
      recorded.recoveryCodes = new Set(['k3y9-q2w8', 'z7x6-c5v4']);
      recorded.adminAuth = [];
      try {
        // Without the service-role key there is no way to lift the session: refused.
        const held = memoryJar();
        await adapter().signInWithPassword(held, 'client@demo.test', 'demo-password', ctx);
        expect(await adapter().completeTwoFactorSignIn(held, 'k3y9-q2w8', ctx)).toEqual({
          ok: false,
          error: INVALID_CODE,
        });
        expect(recorded.adminAuth).toEqual([]);

        const jar = memoryJar();
        expect(await withServiceKey().signInWithPassword(jar, 'client@demo.test', 'demo-password', ctx)).toMatchObject({
          mfaRequired: true,
        });
        expect(await withServiceKey().completeTwoFactorSignIn(jar, 'not-a-code', ctx)).toEqual({
          ok: false,
          error: INVALID_CODE,
        });
        expect(recorded.adminAuth).toEqual([]);
        const signedIn = await withServiceKey().completeTwoFactorSignIn(jar, 'z7x6-c5v4', ctx);
        expect(signedIn).toMatchObject({ ok: true, claims: { sub: user.id } });
        expect(recorded.adminAuth).toEqual(['Bearer service-key']);
        expect(recorded.withFactor).toBe(false);
        expect(await withServiceKey().getClaims(jar)).toMatchObject({ sub: user.id });

        // The same code never works twice.
        recorded.withFactor = true;
        const again = memoryJar();
        await withServiceKey().signInWithPassword(again, 'client@demo.test', 'demo-password', ctx);
        expect(await withServiceKey().completeTwoFactorSignIn(again, 'z7x6-c5v4', ctx)).toEqual({
          ok: false,
          error: INVALID_CODE,
        });
        expect(recorded.adminAuth).toHaveLength(1);
      } finally {
        recorded.withFactor = false;
      }
    });
  });
});
