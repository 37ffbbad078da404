import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClients } from '@/lib/clients/queries';
import { withUser } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/lists/params';
import { getProjectDetail, listProjects } from '@/lib/projects/queries';
import { listUsers } from '@/lib/users/queries';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// A list page reads its rows and its total in one statement, and the project page
// its audit and files with the project. The totals and the json columns must stay exact.
describe.each(databaseTargets())('one-statement list pages on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  let projectId: string;
  const clients: string[] = [];
  const asAdmin = <T>(fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(admin), fn, t.db);

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    for (let i = 0; i < PAGE_SIZE + 3; i++) clients.push(await createUser(t.sql, `c${i}@client.test`));
    await t.sql`update app.profiles set company_name = 'Acme ' || email where role = 'client'`;
    [{ id: projectId }] =
      await t.sql`insert into app.projects (title, client_id) values ('Site', ${clients[0]}) returning id`;
    const [{ id: auditId }] = await t.sql`
      insert into app.software_audits (project_id, file_name) values (${projectId}, 'stack.csv') returning id`;
    await t.sql`
      insert into app.software_audit_items (audit_id, software_name, monthly_cost, annual_cost, position)
      values (${auditId}, 'Second', 2.5, 30, 2), (${auditId}, 'First', 10, 120, 1)`;
    await t.sql`
      insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes, created_at)
      values (${projectId}, gen_random_uuid()::text, 'old.pdf', 'application/pdf', 10, now() - interval '1 day'),
             (${projectId}, gen_random_uuid()::text, 'new.pdf', 'application/pdf', 20, now())`;
  });
  afterAll(() => t?.close());

  it('counts every matching row on every page, past the end included', async () => {
    const all = { q: '', status: 'all' as const, page: 1, accounts: 'current' as const };
    const first = await asAdmin((tx) => listClients(tx, all));
    expect(first.total).toBe(clients.length);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect((await asAdmin((tx) => listClients(tx, { ...all, page: 2 }))).rows).toHaveLength(3);
    const past = await asAdmin((tx) => listClients(tx, { ...all, page: 9 }));
    expect(past).toEqual({ rows: [], total: clients.length });
    expect(await asAdmin((tx) => listClients(tx, { ...all, q: 'c1@' }))).toMatchObject({ total: 1 });
    expect(await asAdmin((tx) => listClients(tx, { ...all, q: 'nobody' }))).toEqual({ rows: [], total: 0 });
    expect(await asAdmin((tx) => listClients(tx, { ...all, status: 'active' }))).toMatchObject({ total: 1 });
    expect(await asAdmin((tx) => listUsers(tx, { q: '', role: 'admin', page: 1, accounts: 'current' }))).toMatchObject({
      total: 1,
    });
    expect(await asAdmin((tx) => listProjects(tx, { stage: 'all', client: null, page: 1 }, admin))).toMatchObject({
      total: 1,
    });
  });

  it('loads the project with its first audit (items in file order) and its files (newest first)', async () => {
    const page = await asAdmin((tx) => getProjectDetail(tx, projectId));
    expect(page?.project).toMatchObject({ id: projectId, title: 'Site' });
    expect(page?.audit).toMatchObject({ fileName: 'stack.csv' });
    expect(page?.audit?.createdAt).toBeInstanceOf(Date);
    expect(page?.audit?.items.map((i) => [i.softwareName, i.monthlyCost, i.annualCost])).toEqual([
      ['First', 10, 120],
      ['Second', 2.5, 30],
    ]);
    expect(page?.files.map((f) => f.fileName)).toEqual(['new.pdf', 'old.pdf']);
    expect(page?.files[0].createdAt).toBeInstanceOf(Date);
    expect(page?.files[0].sizeBytes).toBe(20);
  });

  it('RLS still applies inside the json columns: a stranger sees no project at all', async () => {
    const stranger = clients[5];
    expect(await withUser(claimsFor(stranger), (tx) => getProjectDetail(tx, projectId), t.db)).toBeNull();
  });
});
