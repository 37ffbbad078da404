// Nothing of the app's is reachable through Supabase's Data API. PostgREST
// and pg_graphql act as `anon` (the anon key) or `authenticated` (a user's JWT) with the
// search_path set to the exposed schemas (`public` by default); the app lives in `app`, and
// `public` grants the two roles nothing, on a project created before Supabase's 2026
// default-privileges change (every new object in `public` granted to them) or after it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { migrationsDir } from '@/lib/db/migrate';
import { contactInquiries, profiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

const API_ROLES = ['anon', 'authenticated'] as const;
const moveMigration = readFileSync(path.join(migrationsDir, '20261123235000_app_schema.sql'), 'utf8');

/** What Supabase set up before the 2026 change: every new object in `public` granted to the API roles. */
async function supabaseBefore2026(sql: postgres.Sql) {
  await sql.unsafe(`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
      if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
    end
    $$;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`);
}

const projects = databaseTargets().flatMap((target) => [
  { ...target, project: 'a project created after the change', beforeMigrate: undefined },
  { ...target, project: 'a project created before the change', beforeMigrate: supabaseBefore2026 },
]);

describe.each(projects)('the Data API on $name, as $project', (target) => {
  let t: TestDatabase;
  let client: string;

  beforeAll(async () => {
    t = await target.open({ beforeMigrate: target.beforeMigrate });
    client = await createUser(t.sql, 'client@api.test');
  });
  afterAll(async () => t?.close());

  /** What `role` may do to anything in `public`: one row per privilege held. */
  const privilegesInPublic = (role: string) => t.sql<{ object: string }[]>`
    select 'table ' || c.relname as object from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and has_table_privilege(${role}, c.oid, 'select, insert, update, delete, truncate, references, trigger')
    union all
    select 'sequence ' || c.relname from pg_class c
    where c.relnamespace = 'public'::regnamespace
      -- has_sequence_privilege refuses anything but a sequence, whatever the order of evaluation.
      and case when c.relkind = 'S' then has_sequence_privilege(${role}, c.oid, 'usage, select, update') end
    union all
    select 'function ' || p.oid::regprocedure::text from pg_proc p
    where p.pronamespace = 'public'::regnamespace and has_function_privilege(${role}, p.oid, 'execute')
    union all
    select 'default privilege ' || a.defaclobjtype::text from pg_default_acl a, aclexplode(a.defaclacl) x
    where a.defaclnamespace = 'public'::regnamespace and x.grantee = ${role}::regrole`;

  /** A request as PostgREST makes it: the API role, the user's claims, search_path = the exposed schema. */
  async function throughTheApi(role: string, statement: string): Promise<string> {
    try {
      await t.sql.begin(async (tx) => {
        const claims = role === 'anon' ? { role } : claimsFor(client);
        await tx`select set_config('search_path', 'public, extensions', true),
                        set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                        set_config('role', ${role}, true)`;
        await tx.unsafe(statement);
      });
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  }

  it('leaves nothing of the app in public', async () => {
    const left = await t.sql`
      select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      union all
      select p.proname from pg_proc p where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all
      select t.typname from pg_type t where t.typnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`;
    expect(left).toEqual([]);
    const [moved] = await t.sql`
      select to_regclass('app.profiles') is not null as tables, to_regprocedure('app.is_admin()') is not null as functions,
             to_regtype('app.user_role') is not null as types`;
    expect(moved).toEqual({ tables: true, functions: true, types: true });
  });

  it.each(API_ROLES)(
    'gives %s no privilege on anything in public, now or for objects made there later',
    async (role) => {
      expect(await privilegesInPublic(role)).toEqual([]);
      // A table and a function created in public after the migrations (by hand, by an extension
      // installed there): no automatic grants to the API roles either.
      await t.sql.unsafe(`
      create table public.made_later (id int);
      create sequence public.made_later_seq;
      create function public.made_later_fn() returns int language sql as 'select 1';
      revoke execute on function public.made_later_fn() from public;`);
      try {
        expect(await privilegesInPublic(role)).toEqual([]);
      } finally {
        await t.sql.unsafe(
          'drop table public.made_later; drop sequence public.made_later_seq; drop function public.made_later_fn();',
        );
      }
    },
  );

  it.each(API_ROLES)('finds none of the app’s tables or functions as %s, qualified or not', async (role) => {
    const attempts = [
      'select * from profiles',
      'select * from public.profiles',
      "update profiles set website = 'javascript:alert(1)', custom_fields = '{\"x\": 1}' where id = auth.uid()",
      `insert into contact_inquiries (full_name, email, company, project_type, budget, timeline, description)
       values ('A', 'a@b.test', 'C', 'other', '5k-15k', 'asap', repeat('x', 60))`,
      "select log_activity('fake', 'security', null)",
      "select public.validate_admin_access('x')",
      "select public.check_rate_limit('192.0.2.1'::inet, 'contact_form', 5, 60)",
    ];
    for (const statement of attempts) {
      expect(await throughTheApi(role, statement), statement).toMatch(/does not exist/);
    }
  });

  it('still runs the app’s own queries as authenticated and anon, with RLS deciding', async () => {
    const own = await withUser(claimsFor(client), (tx) => tx.select({ id: profiles.id }).from(profiles), t.db);
    expect(own.map((r) => r.id)).toEqual([client]);
    const email = `visitor-${Date.now()}@api.test`;
    await withAnon(
      (tx) =>
        tx.insert(contactInquiries).values({
          fullName: 'Visitor',
          email,
          company: 'Co',
          projectType: 'other',
          budget: '5k-15k',
          timeline: 'asap',
          description: 'A description long enough for the check constraint on inquiries.',
        }),
      t.db,
    );
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))).toHaveLength(1);
  });

  it('keeps the triggers on auth.users calling the moved function', async () => {
    const triggers = await t.sql`
      select tgname, tgfoid::regprocedure::text as fn from pg_trigger
      where tgrelid = 'auth.users'::regclass and not tgisinternal`;
    expect(triggers).toEqual([{ tgname: 'on_auth_user_created', fn: 'app.handle_new_user()' }]);
    const id = await createUser(t.sql, 'trigger@api.test');
    expect(await t.sql`select email from app.profiles where id = ${id}`).toEqual([{ email: 'trigger@api.test' }]);
  });

  it('leaves no function body naming public, and PUBLIC executes only trigger functions', async () => {
    const bodies = await t.sql`
      select proname from pg_proc where pronamespace = 'app'::regnamespace and prosrc ~* '\\mpublic\\.'`;
    expect(bodies).toEqual([]);
    const callable = await t.sql`
      select p.proname from pg_proc p
      where p.pronamespace = 'app'::regnamespace and p.prorettype <> 'trigger'::regtype
        and (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0))`;
    expect(callable).toEqual([]);
  });

  it('grants the API roles in app only what the migrations grant: never TRUNCATE, REFERENCES or TRIGGER', async () => {
    for (const role of API_ROLES) {
      const rows = await t.sql`
        select c.relname from pg_class c where c.relnamespace = 'app'::regnamespace and c.relkind in ('r', 'p')
          and has_table_privilege(${role}, c.oid, 'truncate, references, trigger')`;
      expect(rows, role).toEqual([]);
    }
    // The tables only trusted server code reads: explicitly revoked, so nothing even on old projects.
    const trusted = ['invite_tokens', 'account_tokens', 'mfa_factors', 'mfa_recovery_codes', 'invoice_counters'];
    const granted = await t.sql`
      select c.relname, x.grantee::regrole::text as grantee
      from pg_class c, aclexplode(c.relacl) x
      where c.relnamespace = 'app'::regnamespace
        and c.relname = any(${[...trusted, 'database_environment']})
        and x.grantee in ('anon'::regrole, 'authenticated'::regrole)`;
    expect(granted).toEqual([]);
  });

  // Runs last: it adds objects to the database.
  it('moves whatever the migrations before it add to public, and leaves extensions where they are', async () => {
    const server = target.name.startsWith('PostgreSQL');
    if (server) await t.sql.unsafe('create extension citext schema public');
    await t.sql.unsafe(`
      create type public.probe_mood as enum ('calm', 'busy');
      create sequence public.probe_ticket_seq;
      create table public.probe_notes (
        id bigint generated always as identity primary key,
        serial_no bigserial,
        mood public.probe_mood not null default 'calm',
        ticket bigint not null default nextval('public.probe_ticket_seq')
      );
      alter table public.probe_notes enable row level security;
      grant select on public.probe_notes to authenticated;
      create view public.probe_calm as select id from public.probe_notes where mood = 'calm';
      create function public.probe_count() returns bigint language sql stable set search_path = ''
        as $$ select count(*) from public.probe_notes where mood = 'calm'::public.probe_mood $$;
      revoke execute on function public.probe_count() from public;
      create function public.probe_add() returns bigint language plpgsql set search_path = public
        as $$ declare n bigint; begin insert into probe_notes default values returning id into n; return n; end $$;
      create function public.probe_on_user() returns trigger language plpgsql security definer set search_path = ''
        as $$ begin insert into public.probe_notes (mood) values ('busy'); return new; end $$;
      create trigger probe_on_user after insert on auth.users for each row execute function public.probe_on_user();`);
    if (server) {
      await t.sql.unsafe(`create function public.probe_ci(v text) returns public.citext language sql immutable
                          set search_path = '' as $$ select v::public.citext $$`);
    }

    await t.sql.unsafe(moveMigration);

    const where = await t.sql`
      select c.relname as name, c.relnamespace::regnamespace::text as schema from pg_class c
      where c.relname in ('probe_notes', 'probe_calm', 'probe_ticket_seq', 'probe_notes_serial_no_seq', 'probe_notes_id_seq')
      union all select t.typname, t.typnamespace::regnamespace::text from pg_type t where t.typname = 'probe_mood'
      union all select p.proname, p.pronamespace::regnamespace::text from pg_proc p where p.proname like 'probe\\_%'
      order by 1`;
    expect(
      where.every((r) => r.schema === 'app'),
      JSON.stringify(where),
    ).toBe(true);
    expect(where).toHaveLength(server ? 10 : 9);

    expect((await t.sql`select app.probe_add() as id`)[0].id).toBeTruthy();
    await createUser(t.sql, 'probe@api.test');
    expect(await t.sql`select app.probe_count()::int as n`).toEqual([{ n: 1 }]);
    expect(await t.sql`select mood::text, ticket > 0 as numbered from app.probe_notes order by id`).toEqual([
      { mood: 'calm', numbered: true },
      { mood: 'busy', numbered: true },
    ]);
    const [config] = await t.sql`select proconfig from pg_proc where proname = 'probe_add'`;
    expect(config.proconfig).toEqual(['search_path=app, public']);
    const [acl] = await t.sql`
      select has_table_privilege('authenticated', 'app.probe_notes', 'select') as notes,
             has_function_privilege('anon', 'app.probe_count()', 'execute') as count_for_anon`;
    expect(acl).toEqual({ notes: true, count_for_anon: false });

    if (server) {
      expect((await t.sql`select to_regtype('public.citext')::text as t`)[0].t).toBe('citext');
      const [ci] = await t.sql`select app.probe_ci('Mixed')::text as v, prosrc from pg_proc where proname = 'probe_ci'`;
      expect(ci).toMatchObject({ v: 'Mixed', prosrc: expect.stringContaining('public.citext') });
    }
    await t.sql.unsafe('drop trigger probe_on_user on auth.users');
  });
});
