import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestDatabase } from '../support/test-databases';

// RLS policies call helper functions for every statement, often once per row. PostgreSQL inlines
// a plain SQL function into the caller's plan, but not one that is security definer or sets its
// search_path: that one runs as a query of its own, parsed and planned again on each statement.
// PL/pgSQL keeps its statements' plans for the connection's life. So every helper a policy
// reaches, directly or through another helper, is either inlinable SQL or PL/pgSQL.

type Fn = { name: string; language: string; definer: boolean; config: string[] | null; body: string };

const calledFunctions = (text: string) => [...text.matchAll(/\b(app\.[a-z_]+)\s*\(/g)].map((m) => m[1]);

describe.each(databaseTargets())('functions the policies call, on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => t?.close());

  it('are inlinable SQL or keep their plans (PL/pgSQL)', async () => {
    const policies = await t.sql<{ text: string }[]>`
      select coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies`;
    const functions = await t.sql<Fn[]>`
      select n.nspname || '.' || p.proname as name, l.lanname as language, p.prosecdef as definer,
             p.proconfig as config, p.prosrc as body
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
       where n.nspname = 'app' and p.prokind = 'f'`;
    const byName = new Map(functions.map((f) => [f.name, f]));

    // Every helper the policies reach, following the helpers' own calls.
    const reached = new Set<string>();
    const queue = policies.flatMap((p) => calledFunctions(p.text));
    while (queue.length) {
      const name = queue.pop()!;
      const fn = byName.get(name);
      if (!fn || reached.has(name)) continue;
      reached.add(name);
      queue.push(...calledFunctions(fn.body));
    }
    // The ones this guards, so the walk cannot silently find nothing.
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'app.is_admin',
        'app.current_user_role',
        'app.visible_project_ids',
        'app.visible_project_ids_of',
        'app.member_sees_project',
        'app.can_see_ticket',
        'app.company_role_of',
        'app.organization_ids_as',
      ]),
    );

    const replannedEachTime = [...reached]
      .map((name) => byName.get(name)!)
      .filter((f) => f.language === 'sql' && (f.definer || (f.config ?? []).length > 0))
      .map((f) => f.name);
    expect(replannedEachTime).toEqual([]);
  });
});
