import { eq, sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import {
  contactInquiries,
  customFieldDefinitions,
  profiles,
  projects,
  softwareAuditItems,
  softwareAudits,
} from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

describe.each(databaseTargets())('row-level security on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string, superAdmin: string;
  let projectA: string, projectB: string, auditB: string;

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test', 'client', { full_name: 'Client A' });
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    superAdmin = await createUser(t.sql, 'super@team.test', 'super_admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id, project_value) values ('A site', ${clientA}, 1000) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id, project_value) values ('B app', ${clientB}, 2000) returning id`;
    [{ id: auditB }] = await t.sql`insert into app.software_audits (project_id) values (${projectB}) returning id`;
    await t.sql`insert into app.software_audit_items (audit_id, software_name, monthly_cost) values (${auditB}, 'CRM', 99)`;
    await t.sql`insert into app.custom_field_definitions (entity_type, field_name, field_type) values ('client', 'Industry', 'text')`;
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  it('creates a client profile for every new auth user', async () => {
    const [a] = await t.db.select().from(profiles).where(eq(profiles.id, clientA));
    expect(a).toMatchObject({
      email: 'a@client.test',
      fullName: 'Client A',
      role: 'client',
      invitationStatus: 'pending',
    });
    const noEmail = await createUser(t.sql, null);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, noEmail));
    expect(p).toMatchObject({ email: '', fullName: null, role: 'client' });
  });

  it('lets a visitor who is not signed in see nothing private', async () => {
    expect(await dbError(withAnon((tx) => tx.select().from(profiles), t.db))).toMatch(/permission denied/);
    expect(await dbError(withAnon((tx) => tx.select().from(projects), t.db))).toMatch(/permission denied/);
    expect(await dbError(withAnon((tx) => tx.execute(dsql`select app.is_admin()`), t.db))).toMatch(/permission denied/);
  });

  it('shows a client only their own profile and projects', async () => {
    const seen = await as(clientA, (tx) => tx.select({ id: profiles.id }).from(profiles));
    expect(seen.map((r) => r.id)).toEqual([clientA]);
    const own = await as(clientA, (tx) => tx.select({ id: projects.id }).from(projects));
    expect(own.map((r) => r.id)).toEqual([projectA]);
    const guessed = await as(clientA, (tx) => tx.select().from(projects).where(eq(projects.id, projectB)));
    expect(guessed).toEqual([]);
  });

  it('hides other clients’ audits and all custom field definitions from a client', async () => {
    expect(await as(clientA, (tx) => tx.select().from(softwareAudits))).toEqual([]);
    expect(await as(clientA, (tx) => tx.select().from(softwareAuditItems))).toEqual([]);
    expect(await as(clientB, (tx) => tx.select().from(softwareAuditItems))).toHaveLength(1);
    expect(await as(clientA, (tx) => tx.select().from(customFieldDefinitions))).toEqual([]);
  });

  it('lets no client write projects, audits or field definitions', async () => {
    expect(
      await dbError(as(clientA, (tx) => tx.insert(projects).values({ title: 'Mine', clientId: clientA }))),
    ).toMatch(/row-level security/);
    const updated = await as(clientA, (tx) =>
      tx.update(projects).set({ progressPercentage: 100 }).where(eq(projects.id, projectA)).returning(),
    );
    expect(updated).toEqual([]);
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.insert(customFieldDefinitions).values({ entityType: 'client', fieldName: 'x', fieldType: 'text' }),
        ),
      ),
    ).toMatch(/row-level security/);
    const deleted = await as(clientA, (tx) => tx.delete(softwareAudits).returning());
    expect(deleted).toEqual([]);
  });

  it('lets a client edit their own details but not their role or invitation', async () => {
    const [mine] = await as(clientA, (tx) =>
      tx.update(profiles).set({ phone: '555' }).where(eq(profiles.id, clientA)).returning(),
    );
    expect(mine.phone).toBe('555');
    expect(
      await dbError(as(clientA, (tx) => tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, clientA)))),
    ).toMatch(/Only a super admin can change roles/);
    expect(
      await dbError(
        as(clientA, (tx) => tx.update(profiles).set({ invitationStatus: 'accepted' }).where(eq(profiles.id, clientA))),
      ),
    ).toMatch(/Not allowed/);
    const other = await as(clientA, (tx) =>
      tx.update(profiles).set({ phone: 'x' }).where(eq(profiles.id, clientB)).returning(),
    );
    expect(other).toEqual([]);
  });

  it('lets admins read and write everything but roles', async () => {
    expect(await as(admin, (tx) => tx.select().from(profiles))).toHaveLength(5);
    expect(await as(admin, (tx) => tx.select().from(projects))).toHaveLength(2);
    const [p] = await as(admin, (tx) =>
      tx.update(projects).set({ kanbanStage: 'completed' }).where(eq(projects.id, projectB)).returning(),
    );
    expect(p.kanbanStage).toBe('completed');
    expect(
      await dbError(as(admin, (tx) => tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, clientB)))),
    ).toMatch(/Only a super admin/);
    expect(
      await dbError(as(admin, (tx) => tx.update(profiles).set({ role: 'super_admin' }).where(eq(profiles.id, admin)))),
    ).toMatch(/Only a super admin/);
  });

  it('lets a super admin change other people’s roles but never their own', async () => {
    const [b] = await as(superAdmin, (tx) =>
      tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, clientB)).returning(),
    );
    expect(b.role).toBe('admin');
    await t.sql`update app.profiles set role = 'client' where id = ${clientB}`;
    expect(
      await dbError(
        as(superAdmin, (tx) => tx.update(profiles).set({ role: 'client' }).where(eq(profiles.id, superAdmin))),
      ),
    ).toMatch(/cannot change your own role/);
  });

  it('lets a user create only a client profile for themselves', async () => {
    const [{ id }] = await t.sql`insert into auth.users (email) values ('late@client.test') returning id`;
    await t.sql`delete from app.profiles where id = ${id}`;
    expect(
      await dbError(as(id, (tx) => tx.insert(profiles).values({ id, email: 'late@client.test', role: 'admin' }))),
    ).toMatch(/Only a client profile/);
    const [created] = await as(id, (tx) => tx.insert(profiles).values({ id, email: 'late@client.test' }).returning());
    expect(created.role).toBe('client');
    await dbError(as(clientA, (tx) => tx.insert(profiles).values({ id: clientB, email: 'x@y.z' })));
  });

  it('accepts contact inquiries from anyone but shows them only to admins', async () => {
    await withAnon(
      (tx) =>
        tx.insert(contactInquiries).values({
          fullName: 'Ann',
          email: 'ann@x.co',
          company: 'X',
          projectType: 'other',
          budget: '5k-15k',
          timeline: 'flexible',
          description: 'x'.repeat(60),
        }),
      t.db,
    );
    expect(await dbError(withAnon((tx) => tx.select().from(contactInquiries), t.db))).toMatch(/permission denied/);
    expect(await as(clientA, (tx) => tx.select().from(contactInquiries))).toEqual([]);
    expect(await as(admin, (tx) => tx.select().from(contactInquiries))).toHaveLength(1);
  });

  it('keeps updated_at current and enforces the constraints', async () => {
    const [{ id }] =
      await t.sql`insert into app.projects (title, client_id, updated_at) values ('Old', ${clientA}, '2000-01-01') returning id`;
    await t.sql`update app.projects set title = 'Renamed' where id = ${id}`;
    const [after] = await t.sql`select updated_at from app.projects where id = ${id}`;
    expect(new Date(after.updated_at).getFullYear()).toBeGreaterThan(2000);
    expect(await dbError(t.sql`update app.projects set progress_percentage = 101 where id = ${projectA}`)).toMatch(
      /check constraint/,
    );
    expect(await dbError(t.sql`update app.projects set project_value = -1 where id = ${projectA}`)).toMatch(
      /check constraint/,
    );
    await dbError(t.sql`update app.projects set kanban_stage = 'launched' where id = ${projectA}`);
    expect(await dbError(t.sql`insert into auth.users (email) values ('A@CLIENT.TEST')`)).toMatch(/duplicate key/);
  });
});
