import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/lib/auth/cookies';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { navigationMock, nextHeadersMock, redirectOf, type FakeRequest } from '../support/action-request';

// Sessions end when they should: after idling (shorter for staff),
// when an invitation is accepted in a browser signed in as someone else, and at once
// when a user's role changes.

const request = vi.hoisted(() => ({ headers: {}, cookies: new Map(), user: undefined }) as FakeRequest);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

type Result = { ok: boolean; error?: string };
let server: EmbeddedServer;
let sql: postgres.Sql;
let localAuth: typeof import('@/lib/auth/local-adapter').localAuth;
let loadSessionProfile: typeof import('@/lib/auth/session-profile').loadSessionProfile;
let actions: {
  signIn: (input: unknown) => Promise<Result>;
  acceptInvitation: (input: unknown) => Promise<Result>;
  updateUser: (input: unknown) => Promise<Result>;
};

const jar: CookieJar = {
  getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
  set: (name, value, options) => {
    if (options?.maxAge === 0 || value === '') request.cookies.delete(name);
    else request.cookies.set(name, value);
  },
};

async function signInAs(email: string) {
  request.cookies.clear();
  expect(await redirectOf(actions.signIn({ email, password: DEMO_PASSWORD }))).toBe('/dashboard');
  const claims = await localAuth.getClaims(jar);
  expect(claims).not.toBeNull();
  return claims!;
}

// The server's one session check per request (lib/auth/session-profile.ts); the
// token alone (getClaims) no longer reads the session row.
async function signedIn(): Promise<boolean> {
  const claims = await localAuth.getClaims(jar);
  return claims !== null && (await loadSessionProfile(claims)) !== null;
}

const idFor = async (email: string) => (await sql`select id from app.profiles where email = ${email}`)[0].id as string;
const sessionsOf = async (userId: string) =>
  Number((await sql`select count(*)::int as n from auth.sessions where user_id = ${userId}`)[0].n);

beforeAll(async () => {
  server = await startEmbeddedPostgres();
  sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
  await migrate(sql, { localShim: true });
  await seedDemo(sql);
  process.env.DATABASE_URL = server.url;
  process.env.AUTH_SECRET = 'x'.repeat(48);
  ({ localAuth } = await import('@/lib/auth/local-adapter'));
  ({ loadSessionProfile } = await import('@/lib/auth/session-profile'));
  actions = {
    ...(await import('@/lib/auth/actions')),
    ...(await import('@/lib/invitations/actions')),
    ...(await import('@/lib/users/actions')),
  } as never;
});
afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

let visitor = 0;
beforeEach(() => {
  request.headers = { 'x-forwarded-for': `198.18.0.${(visitor++ % 250) + 1}` };
  request.user = undefined;
});

const idleFor = (sessionId: string, minutes: number) =>
  sql`update auth.sessions set updated_at = now() - make_interval(mins => ${minutes}) where id = ${sessionId}`;

describe('idle timeout', () => {
  it('ends an admin session idle for more than 30 minutes', async () => {
    const claims = await signInAs(demoAccounts.admin);
    await idleFor(claims.session_id!, 29);
    expect(await signedIn()).toBe(true);
    await idleFor(claims.session_id!, 31);
    expect(await signedIn()).toBe(false);
  });

  it('gives clients longer, but not for ever', async () => {
    const claims = await signInAs(demoAccounts.client);
    await idleFor(claims.session_id!, 31);
    expect(await signedIn()).toBe(true);
    await idleFor(claims.session_id!, 60 * 24);
    expect(await signedIn()).toBe(false);
  });

  it('activity keeps a session alive', async () => {
    const claims = await signInAs(demoAccounts.admin);
    await idleFor(claims.session_id!, 20);
    expect(await signedIn()).toBe(true);
    const [row] =
      await sql`select now() - updated_at < interval '1 minute' as fresh from auth.sessions where id = ${claims.session_id!}`;
    expect(row.fresh).toBe(true);
  });
});

describe('a deactivated account', () => {
  it('loses its session at the next request, and the session row is removed', async () => {
    const claims = await signInAs(demoAccounts.client2);
    await sql`update app.profiles set deactivated_at = now() where id = ${claims.sub}`;
    try {
      expect(await signedIn()).toBe(false);
      const [row] = await sql`select id from auth.sessions where id = ${claims.session_id!}`;
      expect(row).toBeUndefined();
    } finally {
      await sql`update app.profiles set deactivated_at = null where id = ${claims.sub}`;
    }
  });
});

describe('accepting an invitation in a signed-in browser', () => {
  it('ends the earlier session of the other account', async () => {
    const earlier = await signInAs(demoAccounts.client2);
    const [invitee] = await sql`insert into auth.users (email) values ('invitee-session@client.test') returning id`;
    const { createInviteToken } = await import('@/lib/auth/local-invitations');
    const token = await createInviteToken(invitee.id, await idFor(demoAccounts.admin));
    const to = await redirectOf(
      actions.acceptInvitation({ token, password: 'a-new-password', confirmPassword: 'a-new-password' }),
    );
    expect(to).toBe('/dashboard');
    const [old] = await sql`select id from auth.sessions where id = ${earlier.session_id!}`;
    expect(old).toBeUndefined();
    expect((await localAuth.getClaims(jar))?.sub).toBe(invitee.id);
  });
});

describe('a role change', () => {
  it('ends every session of the demoted user at once', async () => {
    const [staff] = await sql`
      insert into auth.users (email, encrypted_password, email_confirmed_at)
      values ('demote-me@team.test', extensions.crypt(${DEMO_PASSWORD}, extensions.gen_salt('bf')), now()) returning id`;
    await sql`update app.profiles set role = 'admin', invitation_status = 'accepted' where id = ${staff.id}`;
    await signInAs('demote-me@team.test');
    await signInAs('demote-me@team.test');
    expect(await sessionsOf(staff.id)).toBe(2);

    const superId = await idFor(demoAccounts.superAdmin);
    request.user = {
      claims: { sub: superId, role: 'authenticated', email: demoAccounts.superAdmin },
      profile: { id: superId, role: 'super_admin' },
    };
    vi.doMock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));
    vi.resetModules();
    const { updateUser } = (await import('@/lib/users/actions')) as unknown as typeof actions;
    const result = await updateUser({ id: staff.id, fullName: 'Demoted', role: 'client' });
    expect(result.ok).toBe(true);
    expect(await sessionsOf(staff.id)).toBe(0);
    expect(await signedIn()).toBe(false);
  });
});
