// supabase/seed.sql (what `supabase db reset` and branching run) on the migrations and the
// local auth shim: demo users in the shape Supabase Auth (GoTrue) reads, and the guard that
// keeps previews and the demo seed off a database marked production.
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertDeploymentMayUseDatabase,
  markDatabaseEnvironment,
  PreviewOnProductionError,
  readDatabaseEnvironment,
} from '@/lib/db/environment';
import { demoAccounts, demoSeedSql, seedDemo } from '@/lib/db/seed-demo';
import { databaseTargets, type TestDatabase } from '../support/test-databases';

const seedFile = readFileSync('supabase/seed.sql', 'utf8');

it('supabase/seed.sql is the demo seed of lib/db/seed-demo.ts (npm run db:seed-sql)', () => {
  expect(seedFile).toBe(demoSeedSql());
});

describe.each(databaseTargets())('supabase/seed.sql on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    await t.sql.unsafe(seedFile);
  });
  afterAll(async () => t?.close());

  it('creates users the way Supabase Auth reads them', async () => {
    const users = await t.sql`
      select u.email, u.instance_id::text, u.aud, u.role, u.raw_app_meta_data,
             u.confirmation_token, u.recovery_token, u.email_change_token_new, u.email_change,
             u.email_change_token_current, u.phone_change, u.phone_change_token, u.reauthentication_token,
             u.email_confirmed_at is not null as confirmed,
             i.provider, i.provider_id = u.id::text as provider_id_is_user,
             i.identity_data ->> 'sub' = u.id::text as sub_is_user, i.identity_data ->> 'email' as identity_email
      from auth.users u left join auth.identities i on i.user_id = u.id
      order by u.email`;
    expect(users.length).toBeGreaterThanOrEqual(10);
    for (const u of users) {
      expect(u, u.email).toMatchObject({
        instance_id: '00000000-0000-0000-0000-000000000000',
        aud: 'authenticated',
        role: 'authenticated',
        raw_app_meta_data: { provider: 'email', providers: ['email'] },
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
        email_change_token_current: '',
        phone_change: '',
        phone_change_token: '',
        reauthentication_token: '',
        provider: 'email',
        provider_id_is_user: true,
        sub_is_user: true,
        identity_email: u.email,
      });
    }
    const signIn = users.filter((u) => u.confirmed).map((u) => u.email);
    expect(signIn).toEqual(expect.arrayContaining(Object.values(demoAccounts)));
  });

  it('gives the demo accounts their roles and the demo password', async () => {
    const rows = await t.sql`
      select p.email, p.role, u.encrypted_password = extensions.crypt('demo-password', u.encrypted_password) as ok
      from app.profiles p join auth.users u on u.id = p.id
      where p.email = any(${Object.values(demoAccounts)}) order by p.email`;
    expect(rows.map((r) => [r.email, r.role, r.ok])).toEqual([
      ['admin@demo.test', 'admin', true],
      ['billing@demo.test', 'client', true],
      ['client2@demo.test', 'client', true],
      ['client@demo.test', 'client', true],
      ['member@demo.test', 'client', true],
      ['superadmin@demo.test', 'super_admin', true],
    ]);
    const [{ projects }] = await t.sql`select count(*)::int as projects from app.projects`;
    expect(projects).toBeGreaterThanOrEqual(10);
  });

  it('does nothing when run again, and seedDemo sees the demo as there', async () => {
    const count = async () => (await t.sql`select count(*)::int as n from auth.users`)[0].n;
    const before = await count();
    await t.sql.unsafe(seedFile);
    expect(await count()).toBe(before);
    expect(await seedDemo(t.sql)).toBe(false);
  });

  it('a preview refuses a database marked production, unless told to', async () => {
    const preview = { VERCEL_ENV: 'preview' };
    expect(await readDatabaseEnvironment(t.sql)).toBeNull();
    await expect(assertDeploymentMayUseDatabase(t.sql, preview)).resolves.toBeUndefined();

    await markDatabaseEnvironment(t.sql, 'production', 'test');
    expect(await readDatabaseEnvironment(t.sql)).toBe('production');
    await expect(assertDeploymentMayUseDatabase(t.sql, preview)).rejects.toThrow(PreviewOnProductionError);
    await expect(assertDeploymentMayUseDatabase(t.sql, preview)).rejects.toThrow(/marked production/);
    await expect(
      assertDeploymentMayUseDatabase(t.sql, { ...preview, ALLOW_PREVIEW_ON_PRODUCTION_DATABASE: '1' }),
    ).resolves.toBeUndefined();
    await expect(assertDeploymentMayUseDatabase(t.sql, { VERCEL_ENV: 'production' })).resolves.toBeUndefined();
    await expect(assertDeploymentMayUseDatabase(t.sql, {})).resolves.toBeUndefined();

    // The demo seed, with its published password, never goes into production.
    await expect(seedDemo(t.sql)).rejects.toThrow(/SEED_DEMO refused: this database is marked production/);

    await markDatabaseEnvironment(t.sql, 'staging', 'test');
    await expect(assertDeploymentMayUseDatabase(t.sql, preview)).resolves.toBeUndefined();
  });

  it('keeps the marker out of reach of anon and authenticated', async () => {
    const rows = await t.sql`
      select grantee from information_schema.role_table_grants
      where table_schema = 'app' and table_name = 'database_environment' and grantee in ('anon', 'authenticated')`;
    expect(rows).toEqual([]);
  });
});

// A role that may read but not write auth.users (as a restricted Supabase connection could be):
// SEED_DEMO says what went wrong and what to do instead. Needs a real server for a second login.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('SEED_DEMO without the right to write auth.users', () => {
  const target = databaseTargets().find((t) => t.name.startsWith('PostgreSQL'))!;
  let t: TestDatabase;
  let restricted: postgres.Sql;
  const role = `seed_reader_${Math.random().toString(36).slice(2, 10)}`;
  beforeAll(async () => {
    t = await target.open();
    await t.sql.unsafe(`create role ${role} login`);
    await t.sql.unsafe(`grant usage on schema auth, extensions, app to ${role}`);
    await t.sql.unsafe(`grant select on auth.users, app.database_environment to ${role}`);
    const [{ db }] = await t.sql`select current_database() as db`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.pathname = `/${db}`;
    restricted = postgresClient(url.toString(), { max: 1, prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await restricted?.end();
    await t?.close();
    const admin = postgresClient(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop role if exists ${role}`);
    await admin.end();
  });

  it('refuses with a clear message', async () => {
    await expect(seedDemo(restricted)).rejects.toThrow(
      /SEED_DEMO could not write the demo accounts into auth.users \(permission denied/,
    );
    const [{ users }] = await t.sql`select count(*)::int as users from auth.users`;
    expect(users).toBe(0);
  });
});
