import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@/lib/db/seed-demo';
import { openSeededDatabase } from '../support/seeded-database';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';
import { hostileNextValues, staysOnSite } from '../support/hostile-redirects';

// The sign-in action as an attacker calls it: hostile `next` values, forged
// client addresses, and lockout used as a weapon.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

type Result = { ok: boolean; error?: string };
let signIn: (input: unknown) => Promise<Result>;
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await openSeededDatabase();
  sql = database.sql;
  ({ signIn } = (await import('@/lib/auth/actions')) as never);
});
afterAll(async () => {
  await database?.close();
});

let visitor = 0;
beforeEach(() => {
  visitor += 1;
  request.cookies.clear();
  request.headers = { 'x-forwarded-for': `198.51.100.${visitor % 250}` };
});

describe('sign-in redirect', () => {
  it('sends every hostile next value to a page of this site', async () => {
    for (const next of hostileNextValues) {
      request.cookies.clear();
      request.headers = { 'x-forwarded-for': `192.0.2.${(visitor++ % 250) + 1}` };
      let answer: Result | undefined;
      const to = await redirectOf(
        signIn({ email: demoAccounts.client, password: DEMO_PASSWORD, next }).then((r) => (answer = r)),
      );
      // Either a clear refusal (NUL bytes) or a redirect that stays on the site.
      if (to === null) expect(answer?.ok, JSON.stringify(next)).toBe(false);
      else expect(staysOnSite(to), `${JSON.stringify(next)} -> ${to}`).toBe(true);
    }
  });
});

describe('lockout is not a weapon: device cookies', () => {
  async function attempt(email: string, password: string, cookies?: Map<string, string>) {
    request.headers = { 'x-forwarded-for': `198.51.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}` };
    request.cookies.clear();
    for (const [k, v] of cookies ?? []) request.cookies.set(k, v);
    let answer: Result | undefined;
    const to = await redirectOf(signIn({ email, password }).then((r) => (answer = r)));
    const jar = new Map(request.cookies);
    return { signedIn: to !== null, error: answer?.error, jar };
  }
  const deviceCookies = (jar: Map<string, string>) =>
    new Map([...jar].filter(([name]) => name.startsWith('portal_device')));

  async function newAccount(tag: string) {
    const email = `${tag}-${visitor}@device.test`;
    await sql`insert into auth.users (email, encrypted_password, email_confirmed_at)
              values (${email}, extensions.crypt(${DEMO_PASSWORD}, extensions.gen_salt('bf')), now())`;
    return email;
  }

  it('a browser that signed in before keeps signing in while strangers are locked out', async () => {
    const email = await newAccount('owner');
    const first = await attempt(email, DEMO_PASSWORD);
    expect(first.signedIn).toBe(true);
    const device = deviceCookies(first.jar);
    expect(device.size).toBe(1);

    for (let i = 0; i < 6; i++) expect((await attempt(email, `wrong-${i}-password`)).signedIn).toBe(false);
    // A stranger, even with the right password, waits.
    expect(await attempt(email, DEMO_PASSWORD)).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/Too many/),
    });
    // The owner's browser does not.
    expect((await attempt(email, DEMO_PASSWORD, device)).signedIn).toBe(true);
  });

  it('guessing from a known device is limited too, per device', async () => {
    const email = await newAccount('guess');
    const device = deviceCookies((await attempt(email, DEMO_PASSWORD)).jar);
    for (let i = 0; i < 5; i++) expect((await attempt(email, `wrong-${i}-password`, device)).signedIn).toBe(false);
    expect(await attempt(email, DEMO_PASSWORD, device)).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/Too many/),
    });
  });

  it('a forged or another account’s device cookie counts as unknown', async () => {
    const victim = await newAccount('victim');
    const other = await newAccount('other');
    const otherDevice = deviceCookies((await attempt(other, DEMO_PASSWORD)).jar);
    for (let i = 0; i < 6; i++) await attempt(victim, `wrong-${i}-password`);
    // The other account's valid cookie, presented under the victim's cookie name.
    const { deviceCookieName } = await import('@/lib/auth/device-cookie');
    const renamed = new Map([[deviceCookieName(victim), [...otherDevice.values()][0]]]);
    expect((await attempt(victim, DEMO_PASSWORD, renamed)).signedIn).toBe(false);
    const forgedValue = new Map([[deviceCookieName(victim), `${[...otherDevice.values()][0].slice(0, -6)}AAAAAA`]]);
    expect((await attempt(victim, DEMO_PASSWORD, forgedValue)).signedIn).toBe(false);
  });
});
