// Supabase-mode session cookies against recorded Supabase Auth responses: the attributes
// the browser receives (Set-Cookie as Next.js writes it), and one token refresh per request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { NextRequest, NextResponse } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(process.env, { NODE_ENV: 'production', ROOT_DOMAIN: 'example.com' });
  delete process.env.COOKIE_DOMAIN;
});
vi.mock('@/lib/security/events', () => ({ recordSecurityEvent: async () => {} }));
// The profile facts the adapter reads from the app's own database: an active account.
vi.mock('@/lib/auth/account-status', () => ({ isDeactivated: async () => false, syncProfileEmail: async () => {} }));

const { cookieDomainFor, SESSION_MAX_AGE_SECONDS } = await import('@/lib/auth/cookies');
const { createSupabaseAuth } = await import('@/lib/auth/supabase-adapter');
const { refreshProxySession } = await import('@/lib/auth/proxy-session');

const fixture = (name: string) => JSON.parse(readFileSync(path.join('tests/fixtures/supabase-auth', name), 'utf8'));
const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
const COOKIE = 'sb-abcdefghijklmnop-auth-token';
const user = fixture('user.json');

let privateKey: CryptoKey;
let jwks: { keys: unknown[] };
let refreshes = 0;

async function accessToken(expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, role: 'authenticated', session_id: 'a1b2c3d4-0000-4000-8000-000000000002' })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setAudience('authenticated')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresIn)
    .sign(privateKey);
}

async function session(expiresIn: number, refreshToken: string) {
  return {
    access_token: await accessToken(expiresIn),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    refresh_token: refreshToken,
    user,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Supabase Auth as recorded: password and refresh-token grants, the JWKS and the user.
const fakeSupabase: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname === '/auth/v1/token') {
    const body = JSON.parse(String(init?.body));
    if (url.searchParams.get('grant_type') === 'password') {
      if (body.password !== 'demo-password') return json(fixture('invalid-credentials.json'), 400);
      return json(await session(3600, 'r3fr3sh-0'));
    }
    if (url.searchParams.get('grant_type') === 'refresh_token') {
      refreshes += 1;
      if (body.refresh_token !== 'r3fr3sh-old') return json(fixture('refresh-token-already-used.json'), 400);
      return json(await session(3600, `r3fr3sh-${refreshes}`));
    }
  }
  if (url.pathname === '/auth/v1/.well-known/jwks.json') return json(jwks);
  if (url.pathname === '/auth/v1/user') return json(user);
  return json({ msg: 'not recorded' }, 404);
};

const adapter = () => createSupabaseAuth({ url: SUPABASE_URL, anonKey: 'anon-key', fetch: fakeSupabase });

function encode(value: unknown) {
  return `base64-${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
}

/** Parses Set-Cookie lines into name → attributes (lower-cased keys). */
function setCookies(response: NextResponse) {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair, ...attributes] = line.split(/;\s*/);
      const name = pair.slice(0, pair.indexOf('='));
      const attrs = Object.fromEntries(
        attributes.map((a) => {
          const [k, v] = a.split('=');
          return [k.toLowerCase(), v ?? true];
        }),
      );
      return [name, { value: pair.slice(name.length + 1), ...attrs } as Record<string, string | boolean>];
    }),
  );
}

function cookieHeaderJar(header: string | null, host: string) {
  const cookies = (header ?? '')
    .split(/;\s*/)
    .filter(Boolean)
    .map((p) => ({ name: p.slice(0, p.indexOf('=')), value: decodeURIComponent(p.slice(p.indexOf('=') + 1)) }));
  const written: string[] = [];
  return { host, written, getAll: () => cookies, set: (name: string) => void written.push(name) };
}

async function expiredSessionRequest(host: string) {
  const cookie = `${COOKIE}=${encode(await session(-60, 'r3fr3sh-old'))}`;
  return new NextRequest(`https://${host}/dashboard`, { headers: { host, cookie } });
}

describe('Supabase-mode session cookies (recorded Supabase Auth responses)', () => {
  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' }] };
  });
  beforeEach(() => {
    refreshes = 0;
  });

  it('sign-in sets httpOnly, Secure, SameSite=Lax cookies on the parent domain, living as long as a session', async () => {
    const response = NextResponse.next();
    const jar = {
      host: 'portal.example.com',
      getAll: () => response.cookies.getAll().map(({ name, value }) => ({ name, value })),
      set: (name: string, value: string, options?: object) => void response.cookies.set(name, value, options),
    };
    const result = await adapter().signInWithPassword(jar, 'client@demo.test', 'demo-password', {
      ip: null,
      userAgent: null,
    });
    expect(result).toMatchObject({ ok: true });
    const cookie = setCookies(response).get(COOKIE);
    expect(cookie).toMatchObject({
      httponly: true,
      secure: true,
      samesite: 'lax',
      domain: '.example.com',
      path: '/',
      'max-age': String(SESSION_MAX_AGE_SECONDS),
    });
    expect(SESSION_MAX_AGE_SECONDS).toBe(7 * 86400);
  });

  it('refreshes an expired session once per request: the proxy’s refresh reaches the page', async () => {
    const request = await expiredSessionRequest('portal.example.com');
    const staleCookieHeader = request.headers.get('cookie');
    const forward = new Headers(request.headers);
    const proxySession = await refreshProxySession(request, forward, adapter());
    expect(proxySession.signedIn).toBe(true);
    expect(refreshes).toBe(1);

    const response = NextResponse.next({ request: { headers: forward } });
    proxySession.commit(response);
    expect(setCookies(response).get(COOKIE)).toMatchObject({
      httponly: true,
      secure: true,
      samesite: 'lax',
      domain: '.example.com',
      'max-age': String(SESSION_MAX_AGE_SECONDS),
    });

    // The page behind the rewrite reads the forwarded Cookie header: a valid token, no refresh.
    const page = cookieHeaderJar(forward.get('cookie'), 'portal.example.com');
    expect(await adapter().getClaims(page)).toMatchObject({ sub: user.id });
    expect(refreshes).toBe(1);
    expect(page.written).toEqual([]);

    // What happened before: the page saw the request's own, stale cookies and refreshed again
    // with a refresh token the proxy had already used.
    await adapter().getClaims(cookieHeaderJar(staleCookieHeader, 'portal.example.com'));
    expect(refreshes).toBe(2);
  });

  it('a preview host gets host-only cookies, still httpOnly and Secure', async () => {
    const host = 'consultancy-git-feature-x-team.vercel.app';
    const request = await expiredSessionRequest(host);
    const proxySession = await refreshProxySession(request, new Headers(request.headers), adapter());
    const response = NextResponse.next();
    proxySession.commit(response);
    const cookie = setCookies(response).get(COOKIE);
    expect(cookie).toMatchObject({ httponly: true, secure: true, samesite: 'lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
  });

  it('a valid session is not refreshed and writes no cookie', async () => {
    const host = 'portal.example.com';
    const cookie = `${COOKIE}=${encode(await session(3600, 'r3fr3sh-live'))}`;
    const request = new NextRequest(`https://${host}/`, { headers: { host, cookie } });
    const forward = new Headers(request.headers);
    const proxySession = await refreshProxySession(request, forward, adapter());
    const response = NextResponse.next();
    proxySession.commit(response);
    expect(proxySession.signedIn).toBe(true);
    expect(refreshes).toBe(0);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(forward.get('cookie')).toBe(cookie);
  });
});

describe('cookieDomainFor', () => {
  it.each([
    ['portal.example.com', '.example.com', '.example.com'],
    ['example.com', '.example.com', '.example.com'],
    ['EXAMPLE.com:443', '.example.com', '.example.com'],
    ['app.example.com.', '.example.com', '.example.com'],
    ['my-site-git-main-team.vercel.app', '.example.com', undefined],
    ['portal---my-site-git-main-team.vercel.app', '.example.com', undefined],
    ['badexample.com', '.example.com', undefined],
    ['portal.example.com', undefined, undefined],
    [null, '.example.com', '.example.com'],
  ])('%s with %s → %s', (host, domain, expected) => {
    expect(cookieDomainFor(host, domain)).toBe(expected);
  });
});
