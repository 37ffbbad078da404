import type postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/lib/db/seed-demo';
import { currentTotp } from '@/lib/auth/totp';
import {
  EMAIL_CHANGE_CODE_NEEDED,
  EMAIL_CHANGE_PASSWORD_NEEDED,
  EMAIL_CHANGE_UNDONE,
  INVALID_CODE,
  INVALID_UNDO_LINK,
  WRONG_CURRENT_PASSWORD,
} from '@/lib/auth/messages';
import { openSeededDatabase } from '../support/seeded-database';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';

// Changing the sign-in email from a signed-in session: the person proves it is them first
// (the current password, or a fresh authenticator code when two-factor is on), and the old
// address is told, with a link that undoes the change for 7 days and signs every session out.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

type Result = { ok: boolean; error?: string; fieldErrors?: Record<string, string>; message?: string };
type Run = (input: unknown) => Promise<Result>;
let actions: Record<'signIn' | 'requestEmailChange' | 'confirmEmailChange' | 'undoEmailChange', Run>;
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;
let counter = 0;

beforeAll(async () => {
  database = await openSeededDatabase({ max: 4 });
  sql = database.sql;
  actions = {
    ...(await import('@/lib/auth/actions')),
    ...(await import('@/lib/accounts/actions')),
  } as never;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  request.cookies = new Map();
  request.headers = { 'x-forwarded-for': `198.51.100.${(counter % 250) + 1}` };
});

/** A client account signed in with its password in this "browser"; its id and email. */
async function signedInAccount(tag: string) {
  const email = `${tag}-${counter++}@email-change.test`;
  const [{ id }] = await sql`
    insert into auth.users (email, encrypted_password, email_confirmed_at)
    values (${email}, extensions.crypt(${DEMO_PASSWORD}, extensions.gen_salt('bf')), now()) returning id`;
  await sql`insert into app.profiles (id, email, role, invitation_status) values (${id}, ${email}, 'client', 'accepted')
            on conflict (id) do update set invitation_status = 'accepted'`;
  expect(await redirectOf(actions.signIn({ email, password: DEMO_PASSWORD }))).toBe('/dashboard');
  return { id: id as string, email };
}

const mailsTo = (to: string) =>
  sql<
    { kind: string; body: string }[]
  >`select kind, body from app.mail_queue where to_address = ${to} order by created_at`;
const tokenIn = (body: string, path: string) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(body)![1];
const emailOf = async (id: string) => {
  const [row] = await sql`select u.email as login, p.email as profile from auth.users u
                          join app.profiles p on p.id = u.id where u.id = ${id}`;
  return row as { login: string; profile: string };
};
const sessions = async (id: string) =>
  Number((await sql`select count(*)::int as n from auth.sessions where user_id = ${id}`)[0].n);

describe('asking for a new sign-in email', () => {
  it('is refused without the current password, or with a wrong one, and nothing is sent', async () => {
    const account = await signedInAccount('wrong');
    const target = `new-${account.email}`;
    expect(await actions.requestEmailChange({ email: target })).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: EMAIL_CHANGE_PASSWORD_NEEDED },
    });
    expect(await actions.requestEmailChange({ email: target, currentPassword: 'not-it' })).toMatchObject({
      ok: false,
      error: WRONG_CURRENT_PASSWORD,
      fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    expect(await mailsTo(target)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
    expect(await emailOf(account.id)).toEqual({ login: account.email, profile: account.email });
    // The wrong password counts like a failed sign-in of the account.
    const [{ n }] = await sql`select count(*)::int as n from app.security_events
                              where event_type = 'failed_login' and details ->> 'user' = ${account.id}`;
    expect(n).toBe(1);
  });

  it('with the password: the new address gets the link, the old one the notice; undo restores and signs out', async () => {
    const account = await signedInAccount('undo');
    const target = `moved-${account.email}`;
    expect(await actions.requestEmailChange({ email: target, currentPassword: DEMO_PASSWORD })).toMatchObject({
      ok: true,
    });
    const [confirmMail] = await mailsTo(target);
    const [notice] = await mailsTo(account.email);
    expect(confirmMail.kind).toBe('email_change');
    expect(notice.kind).toBe('email_change_notice');
    expect(notice.body).toContain(target);
    expect(notice.body).toContain('expires in 7 days');
    const [{ days }] = await sql`select extract(day from expires_at - created_at)::int as days
                                 from app.account_tokens where user_id = ${account.id} and purpose = 'email_change_undo'`;
    expect(days).toBe(7);

    // The new address confirms: the change is made.
    expect(await actions.confirmEmailChange({ token: tokenIn(confirmMail.body, '/auth/confirm-email') })).toMatchObject(
      { ok: true },
    );
    expect(await emailOf(account.id)).toEqual({ login: target, profile: target });
    expect(await sessions(account.id)).toBeGreaterThan(0);

    // The owner undoes it from the old address: the old email is back, every session is gone.
    const undo = tokenIn(notice.body, '/auth/undo-email-change');
    request.cookies = new Map();
    expect(await actions.undoEmailChange({ token: undo })).toEqual({ ok: true, message: EMAIL_CHANGE_UNDONE });
    expect(await emailOf(account.id)).toEqual({ login: account.email, profile: account.email });
    expect(await sessions(account.id)).toBe(0);
    // Once only.
    expect(await actions.undoEmailChange({ token: undo })).toEqual({ ok: false, error: INVALID_UNDO_LINK });
  });

  it('undone before it was confirmed: the confirmation link dies', async () => {
    const account = await signedInAccount('early');
    const target = `early-${account.email}`;
    expect(await actions.requestEmailChange({ email: target, currentPassword: DEMO_PASSWORD })).toMatchObject({
      ok: true,
    });
    const [confirmMail] = await mailsTo(target);
    const [notice] = await mailsTo(account.email);
    expect(await actions.undoEmailChange({ token: tokenIn(notice.body, '/auth/undo-email-change') })).toMatchObject({
      ok: true,
    });
    expect(await actions.confirmEmailChange({ token: tokenIn(confirmMail.body, '/auth/confirm-email') })).toMatchObject(
      { ok: false },
    );
    expect(await emailOf(account.id)).toEqual({ login: account.email, profile: account.email });
  });

  it('a second change never takes away the first address’s way back', async () => {
    const account = await signedInAccount('chain');
    const first = `first-${account.email}`;
    await actions.requestEmailChange({ email: first, currentPassword: DEMO_PASSWORD });
    const [firstNotice] = await mailsTo(account.email);
    await actions.confirmEmailChange({ token: tokenIn((await mailsTo(first))[0].body, '/auth/confirm-email') });
    // Whoever holds the session moves it on again (the notice now goes to the first new address).
    const second = `second-${account.email}`;
    await actions.requestEmailChange({ email: second, currentPassword: DEMO_PASSWORD });
    await actions.confirmEmailChange({ token: tokenIn((await mailsTo(second))[0].body, '/auth/confirm-email') });
    expect((await emailOf(account.id)).login).toBe(second);
    expect(
      await actions.undoEmailChange({ token: tokenIn(firstNotice.body, '/auth/undo-email-change') }),
    ).toMatchObject({ ok: true });
    expect(await emailOf(account.id)).toEqual({ login: account.email, profile: account.email });
  });

  it('with two-factor on: a fresh authenticator code is asked for, not the password', async () => {
    const account = await signedInAccount('totp');
    const { startEnrolment, confirmEnrolment } = await import('@/lib/auth/two-factor-local');
    const secret = (await startEnrolment(account.id))!;
    expect(await confirmEnrolment(account.id, currentTotp(secret))).not.toBeNull();
    const target = `totp-${account.email}`;
    expect(await actions.requestEmailChange({ email: target, currentPassword: DEMO_PASSWORD })).toMatchObject({
      ok: false,
      fieldErrors: { code: EMAIL_CHANGE_CODE_NEEDED },
    });
    expect(await actions.requestEmailChange({ email: target, code: '000000' })).toMatchObject({
      ok: false,
      fieldErrors: { code: INVALID_CODE },
    });
    // The code used at enrolment does not work twice.
    expect(await actions.requestEmailChange({ email: target, code: currentTotp(secret) })).toMatchObject({
      ok: false,
    });
    expect(await mailsTo(target)).toEqual([]);
    const fresh = currentTotp(secret, Date.now() + 30_000);
    expect(await actions.requestEmailChange({ email: target, code: fresh })).toMatchObject({ ok: true });
    expect((await mailsTo(account.email)).map((m) => m.kind)).toEqual(['email_change_notice']);
  });
});
