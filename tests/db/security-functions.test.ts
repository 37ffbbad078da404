import { sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

type Metric = { metric_name: string; metric_value: string; last_updated: string };

describe.each(databaseTargets())('security functions on $name', (target) => {
  let t: TestDatabase;
  let admin: string, client: string;
  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'sec-admin@team.test', 'admin');
    client = await createUser(t.sql, 'sec-client@client.test');
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, query: ReturnType<typeof dsql>) =>
    withUser(claimsFor(id), (tx) => tx.execute(query), t.db) as Promise<T[]>;
  const events = async (type: string) =>
    (await t.sql`select details from app.security_events where event_type = ${type} order by id`).map((r) => r.details);

  it('rotates the admin token for admins only; the old token stops working', async () => {
    expect(await as<{ token: string | null }>(client, dsql`select app.rotate_admin_token() as token`)).toEqual([
      { token: null },
    ]);
    const [{ token: first }] = await as<{ token: string }>(admin, dsql`select app.rotate_admin_token() as token`);
    expect(first).toMatch(/^adm-[0-9a-f]{16}-[0-9a-f]{48}$/);
    const part = first.split('-')[1];
    const [{ ok }] = await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access(${part}) as ok`);
    expect(ok).toBe(true);
    expect((await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access(${first}) as ok`))[0].ok).toBe(true);

    const [{ token: second }] = await as<{ token: string }>(admin, dsql`select app.rotate_admin_token() as token`);
    expect(second).not.toBe(first);
    expect((await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access(${part}) as ok`))[0].ok).toBe(false);
    expect(
      (await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access(${second.split('-')[1]}) as ok`))[0].ok,
    ).toBe(true);
    const [{ hashes }] =
      await t.sql`select count(*)::int as hashes from app.admin_tokens where token_hash = ${first} or token_hash = ${second}`;
    expect(hashes).toBe(0); // stored hashed, never in the clear
    expect(await events('token_rotation')).toHaveLength(2);
  });

  it('logs every failed admin access with the attempted path', async () => {
    const [{ token }] = await as<{ token: string }>(admin, dsql`select app.rotate_admin_token() as token`);
    const part = token.split('-')[1];
    expect((await as<{ ok: boolean }>(client, dsql`select app.validate_admin_access(${part}) as ok`))[0].ok).toBe(
      false,
    );
    expect((await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access('deadbeef') as ok`))[0].ok).toBe(
      false,
    );
    expect((await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_access(null) as ok`))[0].ok).toBe(false);
    const paths = (await events('unauthorized_admin_access')).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining([`/mgmt-${part}`, '/mgmt-deadbeef']));
  });

  it('validates admin sessions', async () => {
    const [{ id: adminSession }] =
      await t.sql`insert into auth.sessions (user_id, not_after) values (${admin}, now() + interval '1 day') returning id`;
    const [{ id: clientSession }] =
      await t.sql`insert into auth.sessions (user_id, not_after) values (${client}, now() + interval '1 day') returning id`;
    const [{ id: expired }] =
      await t.sql`insert into auth.sessions (user_id, not_after) values (${admin}, now() - interval '1 minute') returning id`;
    const check = async (id: string) =>
      (await as<{ ok: boolean }>(admin, dsql`select app.validate_admin_session(${id}) as ok`))[0].ok;
    expect(await check(adminSession)).toBe(true);
    expect(await check(clientSession)).toBe(false);
    expect(await check(expired)).toBe(false);
    expect(await check('not-a-uuid')).toBe(false);
  });

  it('computes the dashboard from real events, for admins only', async () => {
    await t.sql`insert into app.security_events (event_type) select 'failed_login' from generate_series(1, 7)`;
    await t.sql`insert into app.security_events (event_type, created_at) values ('failed_login', now() - interval '2 days')`;
    const metrics = await as<Metric>(admin, dsql`select * from app.get_security_dashboard()`);
    const value = (name: string) => Number(metrics.find((m) => m.metric_name.startsWith(name))?.metric_value);
    expect(metrics.map((m) => m.metric_name)).toEqual([
      'Failed login attempts (24h)',
      'Rate limited requests (24h)',
      'Active sessions',
      'Token rotations (30d)',
      'Unauthorized admin access attempts (24h)',
    ]);
    expect(value('Failed login')).toBe(7);
    expect(value('Token rotations')).toBe(3);
    expect(value('Active sessions')).toBe(2);
    expect(value('Unauthorized')).toBeGreaterThanOrEqual(3);
    expect(await as<Metric>(client, dsql`select * from app.get_security_dashboard()`)).toEqual([]);
  });

  it('counts requests per IP and endpoint and refuses past the limit', async () => {
    const check = async (ip: string) =>
      (await t.sql`select app.check_rate_limit(${ip}::inet, 'test_endpoint', 3, 60) as ok`)[0].ok;
    expect([await check('203.0.113.1'), await check('203.0.113.1'), await check('203.0.113.1')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await check('203.0.113.1')).toBe(false);
    expect(await check('203.0.113.2')).toBe(true);
    expect((await t.sql`select app.check_rate_limit('203.0.113.3'::inet, 'default_endpoint') as ok`)[0].ok).toBe(true);
    expect((await t.sql`select app.check_rate_limit(null, 'x', 3, 60) as ok`)[0].ok).toBe(false);
    expect((await events('rate_limited')).length).toBeGreaterThanOrEqual(1);
  });

  it('lets only the right roles call each function', async () => {
    for (const call of [
      dsql`select app.rotate_admin_token()`,
      dsql`select app.get_security_dashboard()`,
      dsql`select app.validate_admin_access('x')`,
      dsql`select app.log_activity('x', 'y', null)`,
      dsql`select app.check_rate_limit('1.2.3.4'::inet, 'x', 1, 1)`,
    ]) {
      expect(await dbError(withAnon((tx) => tx.execute(call), t.db))).toMatch(/permission denied/);
    }
    expect(await dbError(as(client, dsql`select app.check_rate_limit('1.2.3.4'::inet, 'x', 1, 1)`))).toMatch(
      /permission denied/,
    );
  });

  it('log_activity records the caller’s action and never fails the caller', async () => {
    await as(
      client,
      dsql`select app.log_activity('admin_token_rotation_failed', 'security', ${JSON.stringify({ error: 'x' })})`,
    );
    await as(client, dsql`select app.log_activity('note', 'security', 'plain text')`);
    await as(client, dsql`select app.log_activity(${'a'.repeat(200)}, 'x', null)`);
    const rows =
      await t.sql`select action, details, user_id from app.activity_log where user_id = ${client} order by id`;
    expect(rows.map((r) => [r.action, r.details])).toEqual([
      ['admin_token_rotation_failed', { error: 'x' }],
      ['note', 'plain text'],
    ]);
  });
});
