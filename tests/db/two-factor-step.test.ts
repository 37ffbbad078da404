import type postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/lib/db/seed-demo';
import { openSeededDatabase } from '../support/seeded-database';
import { currentTotp } from '@/lib/auth/totp';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';

// The two-factor step as an attacker who knows the password calls it: one ticket replayed,
// many addresses, one IPv6 /64, parallel guesses; and the owner, who must never be locked out
// by them. Also: an account deactivated between the two steps gets no session.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

type Result = { ok: boolean; error?: string };
let signIn: (input: unknown) => Promise<Result>;
let signInWithCode: (input: unknown) => Promise<Result>;
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;

beforeAll(async () => {
  database = await openSeededDatabase({ max: 4 });
  sql = database.sql;
  ({ signIn, signInWithCode } = (await import('@/lib/auth/actions')) as never);
});
afterAll(async () => {
  await database?.close();
});

let visitor = 0;
const nextAddress = () => `198.51.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`;
beforeEach(() => {
  request.cookies.clear();
  request.headers = { 'x-forwarded-for': nextAddress() };
});

/** An account with two-factor on; returns its email, id and TOTP secret. */
async function enrolledAccount(tag: string) {
  const email = `${tag}-${visitor++}@two-factor.test`;
  const [{ id }] = await sql`
    insert into auth.users (email, encrypted_password, email_confirmed_at)
    values (${email}, extensions.crypt(${DEMO_PASSWORD}, extensions.gen_salt('bf')), now()) returning id`;
  const { startEnrolment, confirmEnrolment } = await import('@/lib/auth/two-factor-local');
  const secret = (await startEnrolment(id))!;
  // Enrolment used the current step: sign-ins below use the next one (also accepted).
  expect(await confirmEnrolment(id, currentTotp(secret))).not.toBeNull();
  return { email, id: id as string, secret };
}

const nextCode = (secret: string) => currentTotp(secret, Date.now() + 30_000);

/** The password step in a browser holding `cookies`: the browser's cookies after it. */
async function passwordStep(email: string, cookies = new Map<string, string>()) {
  request.headers = { 'x-forwarded-for': nextAddress() };
  request.cookies = new Map(cookies);
  const to = await redirectOf(signIn({ email, password: DEMO_PASSWORD }));
  expect(to).toMatch(/^\/login\/two-factor/);
  expect(request.cookies.get('portal_mfa')).toBeTruthy();
  return new Map(request.cookies);
}

/** One code sent with the browser's cookies, from a new address each time. */
async function codeStep(cookies: Map<string, string>, code: string, address = nextAddress()) {
  request.headers = { 'x-forwarded-for': address };
  request.cookies = new Map(cookies);
  let answer: Result | undefined;
  const to = await redirectOf(signInWithCode({ code }).then((r) => (answer = r)));
  return { signedIn: to !== null, error: answer?.error, jar: new Map(request.cookies) };
}

const sessions = async (id: string) =>
  Number((await sql`select count(*)::int as n from auth.sessions where user_id = ${id}`)[0].n);

describe('a ticket (the password step’s proof)', () => {
  it('dies after five wrong codes, even sent from five addresses', async () => {
    const account = await enrolledAccount('five');
    const browser = await passwordStep(account.email);
    for (let i = 0; i < 5; i++) {
      expect(await codeStep(browser, '000000')).toMatchObject({
        signedIn: false,
        error: expect.stringMatching(/not correct/),
      });
    }
    // The right code no longer helps: this ticket is spent.
    expect(await codeStep(browser, nextCode(account.secret))).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/timed out/),
    });
    expect(await sessions(account.id)).toBe(0);
  });

  it('is good for one sign-in only', async () => {
    const account = await enrolledAccount('once');
    const browser = await passwordStep(account.email);
    expect((await codeStep(browser, nextCode(account.secret))).signedIn).toBe(true);
    // The same ticket replayed, with another valid code (a recovery code here).
    const { replaceRecoveryCodes } = await import('@/lib/auth/two-factor-local');
    const [recovery] = await replaceRecoveryCodes(account.id);
    expect(await codeStep(browser, recovery)).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/timed out/),
    });
    expect(await sessions(account.id)).toBe(1);
  });

  it('gets no more than five checks from twenty codes sent at once', async () => {
    const account = await enrolledAccount('parallel');
    const browser = await passwordStep(account.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        // Each call needs its own request: the mocks read the shared one when called.
        const cookies = new Map(browser);
        return (async () => {
          await new Promise((resolve) => setTimeout(resolve, i));
          return codeStep(cookies, String(100000 + i));
        })();
      }),
    );
    expect(answers.every((a) => !a.signedIn)).toBe(true);
    const [{ n }] = await sql`
      select count(*)::int as n from app.security_events
       where event_type = 'failed_login' and details ->> 'user' = ${account.id}`;
    expect(n).toBeLessThanOrEqual(5);
    const [ticket] = await sql`select attempts from app.mfa_tickets where user_id = ${account.id}`;
    expect(ticket.attempts).toBe(5);
  });
});

describe('wrong codes per account, across addresses', () => {
  it('are capped with a growing wait; the owner’s browser is not locked out', async () => {
    const account = await enrolledAccount('owner');
    // The owner signed in on this browser before: it holds the account's device cookie.
    const owner = await passwordStep(account.email);
    const signedIn = await codeStep(owner, nextCode(account.secret));
    expect(signedIn.signedIn).toBe(true);
    const ownerDevice = new Map([...signedIn.jar].filter(([name]) => name.startsWith('portal_device')));
    expect(ownerDevice.size).toBe(1);

    // A stranger with the password takes four tickets (each password step passes: no failures
    // yet), then sends ten wrong codes with two of them, from ten addresses.
    const tickets = [];
    for (let i = 0; i < 4; i++) tickets.push(await passwordStep(account.email));
    // The password step alone earns no device cookie on a two-factor account.
    for (const ticket of tickets)
      expect([...ticket.keys()].some((name) => name.startsWith('portal_device'))).toBe(false);
    for (const ticket of tickets.slice(0, 2)) {
      for (let i = 0; i < 5; i++) expect((await codeStep(ticket, '000000')).signedIn).toBe(false);
    }
    // The third ticket: refused before the code is even checked, the right one included.
    expect(await codeStep(tickets[2], '000000')).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/Too many/),
    });
    expect(await codeStep(tickets[2], nextCode(account.secret))).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/Too many/),
    });
    expect(await sessions(account.id)).toBe(1);

    // The owner's browser signs in all the same (TOTP forbids reusing a step: a recovery code).
    const { replaceRecoveryCodes } = await import('@/lib/auth/two-factor-local');
    const [recovery] = await replaceRecoveryCodes(account.id);
    const again = await passwordStep(account.email, ownerDevice);
    expect((await codeStep(again, recovery)).signedIn).toBe(true);

    // After the wait (the last wrong code 31 s ago) one more try is allowed, then the wait doubles.
    await sql`update app.security_events set created_at = created_at - interval '31 seconds'
               where event_type = 'failed_login' and details ->> 'user' = ${account.id}`;
    expect(await codeStep(tickets[3], '000000')).toMatchObject({ error: expect.stringMatching(/not correct/) });
    expect(await codeStep(tickets[3], '000000')).toMatchObject({ error: expect.stringMatching(/Too many/) });
  });

  it('count an IPv6 /64 as one address', async () => {
    const { isWithinRateLimit } = await import('@/lib/security/rate-limit');
    const limit = { endpoint: 'sign_in', maxRequests: 3, windowMinutes: 15 };
    const answers = [];
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb::2',
      '2001:db8:aa:bb:abcd:ef01:2345:6789',
      '2001:DB8:AA:BB:ffff::1',
    ]) {
      answers.push(await isWithinRateLimit(address, limit));
    }
    expect(answers).toEqual([true, true, true, false]);
    // Another /64 is another address.
    expect(await isWithinRateLimit('2001:db8:aa:cc::1', limit)).toBe(true);
  });
});

describe('an account deactivated after its password step', () => {
  it('gets no session and no "Signed in" from the right code', async () => {
    const account = await enrolledAccount('deactivated');
    const browser = await passwordStep(account.email);
    await sql`update app.profiles set deactivated_at = now() where id = ${account.id}`;
    expect(await codeStep(browser, nextCode(account.secret))).toMatchObject({
      signedIn: false,
      error: expect.stringMatching(/deactivated/),
    });
    expect(await sessions(account.id)).toBe(0);
    const [{ n }] = await sql`
      select count(*)::int as n from app.activity_log where user_id = ${account.id} and action = 'signed_in'`;
    expect(n).toBe(0);
  });
});
