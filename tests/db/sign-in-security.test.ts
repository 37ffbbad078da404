import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { navigationMock, nextHeadersMock, redirectOf } from '../support/action-request';
import { hostileNextValues, staysOnSite } from '../support/hostile-redirects';

// The sign-in action as an attacker calls it (issue 15): hostile `next` values, forged
// client addresses, and lockout used as a weapon.

const request = vi.hoisted(
  () => ({ headers: {}, cookies: new Map(), user: undefined }) as import('../support/action-request').FakeRequest,
);
vi.mock('next/headers', () => nextHeadersMock(request));
vi.mock('next/navigation', () => navigationMock);
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

type Result = { ok: boolean; error?: string };
let signIn: (input: unknown) => Promise<Result>;
let server: EmbeddedServer;
let sql: postgres.Sql;

beforeAll(async () => {
  server = await startEmbeddedPostgres();
  sql = postgres(server.url, { max: 2, prepare: false, onnotice: () => {} });
  await migrate(sql, { localShim: true });
  await seedDemo(sql);
  process.env.DATABASE_URL = server.url;
  process.env.AUTH_SECRET = 'x'.repeat(48);
  ({ signIn } = (await import('@/lib/auth/actions')) as never);
});
afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

let visitor = 0;
beforeEach(() => {
  visitor += 1;
  request.cookies.clear();
  request.headers = { 'x-forwarded-for': `198.51.100.${visitor % 250}` };
});

describe('sign-in redirect (item 3)', () => {
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
