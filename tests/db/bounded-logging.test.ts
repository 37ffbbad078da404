import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';

// Nothing anonymous grows without bound. Hits on /mgmt-<x> by visitors
// who are not signed in are logged a bounded number of times per source, rate-limit
// refusals are logged once per window, and expired rate-limit rows are purged.

vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => null }));

let server: EmbeddedServer;
let sql: postgres.Sql;
let isValidAdminPath: typeof import('@/lib/security/admin-path').isValidAdminPath;

beforeAll(async () => {
  server = await startEmbeddedPostgres();
  sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
  await migrate(sql, { localShim: true });
  process.env.DATABASE_URL = server.url;
  ({ isValidAdminPath } = await import('@/lib/security/admin-path'));
});
afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

const eventsFrom = async (ip: string, type: string) =>
  Number(
    (await sql`select count(*)::int as n from app.security_events where ip = ${ip}::inet and event_type = ${type}`)[0]
      .n,
  );

describe('anonymous /mgmt-<x> hits', () => {
  it('are logged at most a bounded number of times per source and hour', async () => {
    for (let i = 0; i < 60; i++) expect(await isValidAdminPath(`guess-${i}`, '192.0.2.77')).toBe(false);
    const logged = await eventsFrom('192.0.2.77', 'unauthorized_admin_access');
    expect(logged).toBeGreaterThan(0);
    expect(logged).toBeLessThanOrEqual(20);
    // Another source is logged on its own.
    await isValidAdminPath('guess', '192.0.2.78');
    expect(await eventsFrom('192.0.2.78', 'unauthorized_admin_access')).toBe(1);
  });
});

describe('check_rate_limit', () => {
  it('logs a refusal once per window, not on every refused request', async () => {
    for (let i = 0; i < 30; i++) await sql`select app.check_rate_limit('192.0.2.90'::inet, 'contact_form', 5, 60)`;
    expect(await eventsFrom('192.0.2.90', 'rate_limited')).toBe(1);
  });

  it('purges expired rows of every source, not only the caller’s', async () => {
    await sql`insert into app.rate_limits (ip, endpoint, window_start, request_count)
              select ('10.9.' || (g / 250) || '.' || (g % 250))::inet, 'sign_in', now() - interval '3 days', 1
              from generate_series(1, 400) g`;
    await sql`select app.check_rate_limit('192.0.2.91'::inet, 'sign_in', 20, 15)`;
    const [{ n }] =
      await sql`select count(*)::int as n from app.rate_limits where window_start < now() - interval '1 day'`;
    expect(n).toBe(0);
  });
});
