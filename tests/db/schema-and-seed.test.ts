import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { databaseTargets, type TestDatabase } from '../support/test-databases';

describe.each(databaseTargets())('migrations, schema and demo data on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => t?.close());

  it('re-running the migrations changes nothing', async () => {
    expect(await migrate(t.sql, { localShim: true })).toEqual([]);
  });

  it('the Drizzle schema names only columns the database has', async () => {
    const tables = (Object.values(schema) as unknown[]).filter(
      (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    );
    expect(tables.length).toBeGreaterThan(8);
    for (const table of tables) {
      const config = getTableConfig(table);
      const rows = await t.sql<{ column_name: string }[]>`
        select column_name from information_schema.columns
        where table_schema = ${config.schema ?? 'app'} and table_name = ${config.name}`;
      const actual = new Set(rows.map((r) => r.column_name));
      for (const column of config.columns) expect(actual, `${config.name}.${column.name}`).toContain(column.name);
    }
  });

  it('enables row-level security on every table of the app', async () => {
    const rows = await t.sql<{ relname: string }[]>`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'app' and c.relkind = 'r' and not c.relrowsecurity`;
    expect(rows.map((r) => r.relname)).toEqual([]);
  });

  it('seeds the demo data once', async () => {
    expect(await seedDemo(t.sql)).toBe(true);
    expect(await seedDemo(t.sql)).toBe(false);
    const roles =
      await t.sql`select email, role from app.profiles where email = any(${Object.values(demoAccounts)}) order by email`;
    expect(roles.map((r) => [r.email, r.role])).toEqual([
      ['admin@demo.test', 'admin'],
      ['billing@demo.test', 'client'],
      ['client2@demo.test', 'client'],
      ['client@demo.test', 'client'],
      ['member@demo.test', 'client'],
      ['superadmin@demo.test', 'super_admin'],
    ]);
    // The demo company has an owner, a billing teammate and a member; every client is in one.
    const team = await t.sql`
      select p.email, m.company_role from app.organization_members m join app.profiles p on p.id = m.profile_id
      where m.organization_id = (select organization_id from app.organization_members
                                  where profile_id = (select id from app.profiles where email = ${demoAccounts.client}))
      order by p.email`;
    expect(team.map((r) => [r.email, r.company_role])).toEqual([
      ['billing@demo.test', 'billing'],
      ['client@demo.test', 'owner'],
      ['member@demo.test', 'member'],
    ]);
    const [{ companyless }] = await t.sql`select count(*)::int as companyless from app.profiles p
      where role = 'client' and not exists (select 1 from app.organization_members m where m.profile_id = p.id)`;
    expect(companyless).toBe(0);
    const [{ clients }] = await t.sql`select count(*)::int as clients from app.profiles where role = 'client'`;
    expect(clients).toBeGreaterThanOrEqual(8);
    const invitations =
      await t.sql`select distinct invitation_status from app.profiles where role = 'client' order by 1`;
    expect(invitations.map((r) => r.invitation_status)).toEqual(['pending', 'sent', 'accepted']);
    const stages = await t.sql`select distinct kanban_stage from app.projects`;
    expect(stages).toHaveLength(7);
    const [{ without }] = await t.sql`
      select count(*)::int as without from app.profiles p where role = 'client'
      and not exists (select 1 from app.projects where client_id = p.id)`;
    expect(without).toBeGreaterThan(0);
    const [{ inactive }] = await t.sql`
      select count(*)::int as inactive from app.profiles p where role = 'client'
      and exists (select 1 from app.projects where client_id = p.id)
      and not exists (select 1 from app.projects where client_id = p.id and kanban_stage not in ('completed', 'awaiting_final_payment'))`;
    expect(inactive).toBeGreaterThan(0);
    const types = await t.sql`select distinct field_type from app.custom_field_definitions order by 1`;
    expect(types.map((r) => r.field_type).sort()).toEqual(['checkbox', 'date', 'number', 'select', 'text', 'textarea']);
    const [{ items }] = await t.sql`select count(*)::int as items from app.software_audit_items`;
    expect(items).toBeGreaterThan(0);
    const [{ ok }] = await t.sql`
      select encrypted_password = extensions.crypt('demo-password', encrypted_password) as ok
      from auth.users where email = ${demoAccounts.client}`;
    expect(ok).toBe(true);
  });

  it('seeds support tickets on the demo clients’ own projects, with their activity', async () => {
    const tickets = await t.sql`
      select c.email, t.status, p.client_id = t.client_id as own_project, t.resolved_at is not null as has_resolved_at
      from app.support_tickets t join app.profiles c on c.id = t.client_id left join app.projects p on p.id = t.project_id
      order by t.created_at`;
    expect(tickets.map((r) => [r.email, r.status, r.own_project, r.has_resolved_at])).toEqual([
      [demoAccounts.client, 'resolved', null, true],
      [demoAccounts.client, 'open', true, false],
      [demoAccounts.client2, 'open', true, false],
    ]);
    const [{ events }] =
      await t.sql`select count(*)::int as events from app.activity_log where action = 'ticket_created'`;
    expect(events).toBe(3);
  });
});
