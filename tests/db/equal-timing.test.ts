import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '@/lib/db/seed-demo';
import { openSeededDatabase } from '../support/seeded-database';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';

// Forgot-password and sign-in must not tell, by how long they take, which emails have an
// account: the reset's work runs after the answer, and sign-in compares one bcrypt hash
// whether or not the account exists.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
const deferred = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
// Next.js runs after() callbacks once the response is sent; here, when the test says so.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void deferred.push(task),
}));

type Result = { ok: boolean; error?: string };
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let sql: postgres.Sql;
let signIn: (input: unknown) => Promise<Result>;
let requestPasswordReset: (input: unknown) => Promise<Result>;

beforeAll(async () => {
  database = await openSeededDatabase();
  sql = database.sql;
  ({ signIn } = (await import('@/lib/auth/actions')) as never);
  ({ requestPasswordReset } = (await import('@/lib/accounts/actions')) as never);
});
afterAll(async () => {
  await database?.close();
});

let visitor = 0;
const fromNewAddress = () => {
  request.cookies.clear();
  request.headers = { 'x-forwarded-for': `192.0.2.${(visitor++ % 250) + 1}` };
};

describe('forgot password', () => {
  it('answers before anything depends on the account; the mail is queued after the answer', async () => {
    const mails = async () =>
      Number((await sql`select count(*)::int as n from app.mail_queue where kind = 'password_reset'`)[0].n);
    const before = await mails();
    for (const email of [demoAccounts.client, 'nobody@unknown.test']) {
      fromNewAddress();
      expect(await requestPasswordReset({ email })).toMatchObject({ ok: true });
    }
    // Both answered; nothing was looked up or stored for either yet.
    expect(deferred).toHaveLength(2);
    expect(await mails()).toBe(before);
    for (const task of deferred.splice(0)) await task();
    expect(await mails()).toBe(before + 1);
  });
});

describe('sign-in', () => {
  it('takes as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      fromNewAddress();
      // Below the per-account lockout, which answers without any comparison.
      await sql`delete from app.security_events`;
      const started = performance.now();
      await redirectOf(signIn({ email, password: `not-${DEMO_PASSWORD}` }));
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    await time(demoAccounts.client2); // warm up (the stand-in hash is made once)
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await time(demoAccounts.client2));
      unknown.push(await time(`nobody-${i}@unknown.test`));
    }
    // Before, an unknown email skipped bcrypt altogether: a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(unknown)).toBeLessThan(median(known) * 1.6);
  });
});
