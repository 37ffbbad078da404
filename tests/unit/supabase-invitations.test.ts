import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSupabaseAdminUsers } from '@/lib/auth/admin-users-supabase';
import { DuplicateEmailError } from '@/lib/auth/admin-users-types';
import type { CookieJar } from '@/lib/auth/cookies';
import { INVALID_INVITATION } from '@/lib/auth/invite-schema';
import { createSupabaseAuth } from '@/lib/auth/supabase-adapter';

// Invitations and client logins in Supabase mode, against recorded-shape Supabase Auth
// responses: creating a login with the service-role admin API, inviting, and accepting through
// /auth/confirm.

const state = vi.hoisted(() => ({ accepted: [] as string[], filled: [] as string[] }));
vi.mock('@/lib/security/events', () => ({ recordSecurityEvent: async () => {} }));
vi.mock('@/lib/auth/invitation-status', () => ({
  markInvitationAccepted: async (id: string) => void state.accepted.push(id),
}));
vi.mock('@/lib/db/client', () => ({
  withUser: async (_claims: unknown, fn: (tx: unknown) => Promise<unknown>) => fn({}),
}));

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const user = JSON.parse(readFileSync(path.join('tests/fixtures/supabase-auth', 'user.json'), 'utf8'));
const calls: { method: string; path: string; search: string; body: Record<string, unknown> | null }[] = [];
let privateKey: CryptoKey;
let jwks: { keys: unknown[] };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function session() {
  const now = Math.floor(Date.now() / 1000);
  const access_token = await new SignJWT({ email: user.email, role: 'authenticated', session_id: 's-1', aal: 'aal1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
  return { access_token, token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, refresh_token: 'r', user };
}

const fakeSupabase: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const body = init?.body ? JSON.parse(String(init.body)) : null;
  calls.push({ method: init?.method ?? 'GET', path: url.pathname, search: url.search, body });
  if (url.pathname === '/auth/v1/.well-known/jwks.json') return json(jwks);
  if (url.pathname === '/auth/v1/admin/users' && init?.method === 'POST') {
    if (body.email === 'taken@client.test') {
      return json(
        { code: 422, error_code: 'email_exists', msg: 'A user with this email address has already been registered' },
        422,
      );
    }
    return json({ ...user, id: '0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80', email: body.email });
  }
  if (url.pathname.startsWith('/auth/v1/admin/users/') && init?.method === 'DELETE') return json({});
  // supabase-js reads the user before deleting it (it returns the deleted user).
  if (url.pathname.startsWith('/auth/v1/admin/users/')) return json({ ...user, id: url.pathname.split('/').pop() });
  if (url.pathname === '/auth/v1/invite') return json({ ...user, email: body.email });
  if (url.pathname === '/auth/v1/verify') {
    if (body.token_hash !== 'good-hash') {
      return json({ code: 403, error_code: 'otp_expired', msg: 'Email link is invalid or has expired' }, 403);
    }
    return json(await session());
  }
  if (url.pathname === '/auth/v1/user' && init?.method === 'PUT') return json(user);
  if (url.pathname === '/auth/v1/user') return json(user);
  return json({ msg: 'not recorded' }, 404);
};

function memoryJar(): CookieJar & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    getAll: () => [...store].map(([name, value]) => ({ name, value })),
    set: (name, value, options) =>
      options?.maxAge === 0 || value === '' ? store.delete(name) : store.set(name, value),
  };
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
});
beforeEach(() => {
  calls.length = 0;
  state.accepted.length = 0;
});

const admin = () => createSupabaseAdminUsers({ url: SUPABASE_URL, serviceRoleKey: 'service-key', fetch: fakeSupabase });
const claims = { sub: 'admin-id', role: 'authenticated' };

describe('Supabase mode: logins through the service-role admin API', () => {
  it('creates an unconfirmed login without a password, then fills the profile', async () => {
    const id = await admin().createAccount(
      claims,
      { email: 'ann@client.test', fullName: 'Ann' },
      async (_tx, newId) => newId,
    );
    expect(id).toBe('0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80');
    const create = calls.find((c) => c.path === '/auth/v1/admin/users');
    expect(create?.body).toEqual({
      email: 'ann@client.test',
      email_confirm: false,
      user_metadata: { full_name: 'Ann' },
    });
  });

  it('removes the login again when the profile cannot be filled', async () => {
    await expect(
      admin().createAccount(claims, { email: 'ann@client.test', fullName: 'Ann' }, async () => {
        throw new Error('profile failed');
      }),
    ).rejects.toThrow('profile failed');
    expect(
      calls.some(
        (c) => c.method === 'DELETE' && c.path === '/auth/v1/admin/users/0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80',
      ),
    ).toBe(true);
  });

  it('erases a login with Supabase’s soft delete, after the erasure committed, and nothing before', async () => {
    await admin().eraseSignIn.inTransaction({} as never, '0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80');
    expect(calls).toEqual([]);
    await admin().eraseSignIn.afterCommit('0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80');
    const erased = calls.find((c) => c.method === 'DELETE');
    expect(erased).toMatchObject({
      path: '/auth/v1/admin/users/0b6c5a6e-1c1f-4c9b-8a3e-2f4d5c6b7a80',
      body: { should_soft_delete: true },
    });
  });

  it('reports a taken email as a duplicate', async () => {
    await expect(
      admin().createAccount(claims, { email: 'taken@client.test', fullName: 'T' }, async (_tx, id) => id),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('invites by email with the portal’s /auth/confirm as the redirect', async () => {
    const result = await admin().invite(
      claims,
      { id: 'u1', email: 'ann@client.test', fullName: 'Ann' },
      'https://portal.example.com',
    );
    expect(result).toEqual({ link: null, delivery: 'sent' });
    const invite = calls.find((c) => c.path === '/auth/v1/invite');
    expect(invite?.body).toEqual({ email: 'ann@client.test', data: { full_name: 'Ann' } });
    expect(new URLSearchParams(invite?.search).get('redirect_to')).toBe('https://portal.example.com/auth/confirm');
  });
});

describe('Supabase mode: accepting the invitation on /auth/confirm', () => {
  const adapter = () => createSupabaseAuth({ url: SUPABASE_URL, anonKey: 'anon-key', fetch: fakeSupabase });
  const ctx = { ip: null, userAgent: null };

  it('verifies the token_hash as an invite, sets the password, marks the profile accepted, signs in', async () => {
    const jar = memoryJar();
    const result = await adapter().acceptInvitation(jar, 'good-hash', 'new-secret', ctx);
    expect(result).toMatchObject({ ok: true, claims: { sub: user.id } });
    expect(calls.find((c) => c.path === '/auth/v1/verify')?.body).toMatchObject({
      type: 'invite',
      token_hash: 'good-hash',
    });
    expect(calls.find((c) => c.path === '/auth/v1/user' && c.method === 'PUT')?.body).toMatchObject({
      password: 'new-secret',
    });
    expect(state.accepted).toEqual([user.id]);
    expect(jar.store.size).toBeGreaterThan(0);
  });

  it('refuses an invalid or expired link and changes nothing', async () => {
    const result = await adapter().acceptInvitation(memoryJar(), 'used-hash', 'new-secret', ctx);
    expect(result).toEqual({ ok: false, error: INVALID_INVITATION });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(state.accepted).toEqual([]);
  });
});
