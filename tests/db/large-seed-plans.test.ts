import { drizzle } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClients } from '@/lib/clients/queries';
import { withUser, type Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { listUsers } from '@/lib/users/queries';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// The admin lists' plans as the admin runs them (role authenticated, RLS on).
// Enum equality is not leakproof, so under RLS `role = 'client'` cannot be an index condition;
// the partial indexes of 20261124000200_large_seed_indexes.sql serve the lists' order anyway.
// Sequential scans are priced out so the small test data set plans like the large one.
describe.each(databaseTargets())('admin list plans on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  let logged: { query: string; params: unknown[] }[];
  let db: Database;

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    for (let i = 0; i < 30; i++) await createUser(t.sql, `c${i}@client.test`);
    await t.sql`update app.profiles set company_name = 'Acme ' || email where role = 'client'`;
    await t.sql`analyze app.profiles`;
    db = drizzle(t.sql, { schema, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  });
  afterAll(() => t?.close());

  /** The plan of the one statement `read` runs, explained in the admin's transaction. */
  async function planOf(read: Parameters<typeof withUser>[1]): Promise<string> {
    logged = [];
    await withUser(claimsFor(admin), read, db);
    const statements = logged.filter((s) => !s.query.includes('set_config'));
    expect(statements).toHaveLength(1);
    const [{ query, params }] = statements;
    const rows = await t.sql.begin(async (sql) => {
      await sql`
        select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(admin))}, true),
               set_config('role', 'authenticated', true), set_config('enable_seqscan', 'off', true)`;
      return sql.unsafe(`explain ${query}`, params as never[]);
    });
    return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  }

  it('reads a page of clients in company order from the partial index, without sorting them all', async () => {
    const plan = await planOf((tx) => listClients(tx, { q: '', status: 'all', page: 1, accounts: 'current' }));
    expect(plan).toContain('profiles_client_company_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    // The "active" flag is probed per row, not a hashed subplan over every active project.
    expect(plan).not.toMatch(/hashed SubPlan/i);
  });

  it('filters clients by active or inactive from the kept counters, without reading the projects', async () => {
    for (const status of ['active', 'inactive'] as const) {
      const plan = await planOf((tx) => listClients(tx, { q: '', status, page: 1, accounts: 'current' }));
      expect(plan).toContain('client_project_counts');
      expect(plan).not.toMatch(/ on projects\b/);
    }
  });

  it('reads a staff role of the users list from the partial index', async () => {
    const plan = await planOf((tx) => listUsers(tx, { q: '', role: 'admin', page: 1, accounts: 'current' }));
    expect(plan).toContain('profiles_staff_created_idx');
  });
});
