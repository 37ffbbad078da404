-- Nothing of the app's is reachable through Supabase's Data API
-- (PostgREST and pg_graphql), whatever the project's Data API settings. Both serve only the
-- schemas in their exposed list / search_path (public by default); the app's tables, views,
-- sequences, types and functions move to the schema `app`, which is never exposed, and
-- nothing left in `public` grants anything to anon or authenticated.
-- The app's own queries still run as `authenticated` (or `anon`) under the user's claims
-- (lib/db/client.ts), so RLS stays the backstop: grants and policies move with each object.
--
-- Generic on purpose: it moves whatever the migrations before it created in `public`, so it
-- stays the last step whatever those add. Objects that belong to an extension stay where
-- the extension put them. Migrations after this one create their objects in `app`.
-- Runs unchanged on local PostgreSQL, PGlite and Supabase (before or after Supabase's 2026
-- default-privileges change), and may run again (it then moves whatever is new in `public`).

create schema if not exists app;
grant usage on schema app to anon, authenticated, service_role;

do $migration$
declare
  r record;
  moved text[] := '{}';
  names_pattern text;
  new_path text;
begin
  -- Tables (their indexes, constraints, triggers, policies, owned sequences and grants move
  -- with them), views, materialized views, foreign tables and free-standing sequences.
  for r in
    select c.relname, c.relkind from pg_class c
    where c.relnamespace = 'public'::regnamespace
      and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      -- A sequence owned by a column (serial, identity) moves with its table.
      and not (c.relkind = 'S' and exists (select 1 from pg_depend d
                      where d.classid = 'pg_class'::regclass and d.objid = c.oid
                        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')))
    order by c.relkind, c.relname
  loop
    execute format('alter %s public.%I set schema app',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table'
                     when 'S' then 'sequence' else 'table' end,
      r.relname);
    moved := moved || r.relname::text;
  end loop;

  -- Enums, domains, ranges and free-standing composite types (a table's row type and an
  -- array type move with their table or element type).
  for r in
    select t.typname from pg_type t
    where t.typnamespace = 'public'::regnamespace
      and (t.typtype in ('e', 'd', 'r')
           or (t.typtype = 'c' and exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c')))
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
    order by t.typname
  loop
    execute format('alter type public.%I set schema app', r.typname);
    moved := moved || r.typname::text;
  end loop;

  -- Functions, procedures and aggregates. Triggers and policies refer to a function by its
  -- OID, so the triggers on auth.users and the policies keep calling the moved functions.
  for r in
    select format('public.%I(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
           p.proname, p.prokind
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname
  loop
    execute format('alter %s %s set schema app',
      case r.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, r.signature);
    moved := moved || r.proname::text;
  end loop;

  if cardinality(moved) > 0 then
    -- A function that ran with `search_path = public` finds the moved objects in app first.
    for r in
      select p.oid::regprocedure as signature, c.setting from pg_proc p, unnest(p.proconfig) c (setting)
      where p.pronamespace = 'app'::regnamespace and c.setting like 'search_path=%'
    loop
      select string_agg(case when btrim(e) in ('public', '"public"') then 'app, public' else btrim(e) end, ', ')
        into new_path
        from unnest(string_to_array(substr(r.setting, length('search_path=') + 1), ',')) e;
      if new_path is distinct from substr(r.setting, length('search_path=') + 1) then
        execute format('alter routine %s set search_path = %s', r.signature, new_path);
      end if;
    end loop;

    -- Function bodies are text: `public.profiles` in a body (the functions with an empty
    -- search_path qualify every name) would look for the table where it no longer is.
    -- Re-create each such function with `public.` replaced by `app.` in front of the names
    -- moved above (and only those: `public.` before anything else is left alone).
    -- CREATE OR REPLACE keeps the function's OID, owner and grants (revoke ... from public
    -- included).
    select '\mpublic\.(' || string_agg(regexp_replace(n, '([^A-Za-z0-9_])', '\\\1', 'g'), '|' order by length(n) desc, n)
           || ')\M'
      into names_pattern
      from (select distinct unnest(moved) as n) names;
    for r in
      select p.oid from pg_proc p join pg_language l on l.oid = p.prolang
      where p.pronamespace = 'app'::regnamespace and p.prokind in ('f', 'p', 'w')
        and l.lanname not in ('c', 'internal') and p.prosrc ~* names_pattern
    loop
      execute regexp_replace(pg_get_functiondef(r.oid), names_pattern, 'app.\1', 'gi');
    end loop;
  end if;

  -- What is left in `public` is not the app's (objects of extensions, if any): it grants
  -- nothing to the API roles either. Each object on its own, so one we may not change (an
  -- extension object Supabase created) is reported and skipped, not a failed migration.
  for r in
    select format('%s public.%I', case c.relkind when 'S' then 'sequence' else 'table' end, c.relname) as target
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    union all
    select format('routine public.%I(%s)', p.proname, pg_get_function_identity_arguments(p.oid))
    from pg_proc p where p.pronamespace = 'public'::regnamespace
  loop
    begin
      execute format('revoke all on %s from anon, authenticated', r.target);
    exception when insufficient_privilege then
      raise notice 'left the grants on % as they are: %', r.target, sqlerrm;
    end;
  end loop;

  -- Objects created in `public` later get no automatic grants to the API roles (Supabase
  -- projects created before the 2026 change grant all on them by default). Only the default
  -- privileges of roles this migration acts for can change: supabase_admin's cover what it
  -- creates (extensions), none of the app's.
  for r in
    select distinct pg_get_userbyid(a.defaclrole)::text as owner from pg_default_acl a
    where a.defaclnamespace = 'public'::regnamespace and pg_has_role(a.defaclrole, 'MEMBER')
    union
    select current_user::text
  loop
    execute format('alter default privileges for role %I in schema public revoke all on tables from anon, authenticated', r.owner);
    execute format('alter default privileges for role %I in schema public revoke all on sequences from anon, authenticated', r.owner);
    execute format('alter default privileges for role %I in schema public revoke all on functions from anon, authenticated', r.owner);
  end loop;
end
$migration$;

-- Old Supabase projects granted every privilege on each new table in `public` to anon and
-- authenticated; the migrations grant explicitly what each role needs. TRUNCATE (which RLS
-- does not filter), REFERENCES and TRIGGER are never among them.
revoke truncate, references, trigger on all tables in schema app from anon, authenticated;
