import { eq, sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { activityLog, projects, softwareAuditItems, softwareAudits } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Projects on real databases: what a client can see and do with projects and audits, and the
// activity log the database writes for project changes.
describe.each(databaseTargets())('projects, audits and their activity on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string, auditA: string, auditB: string;

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@projects.test');
    clientB = await createUser(t.sql, 'b@projects.test');
    admin = await createUser(t.sql, 'admin@projects.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('A shop', ${clientA}) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('B app', ${clientB}) returning id`;
    [{ id: auditA }] = await t.sql`insert into app.software_audits (project_id) values (${projectA}) returning id`;
    [{ id: auditB }] = await t.sql`insert into app.software_audits (project_id) values (${projectB}) returning id`;
    await t.sql`insert into app.software_audit_items (audit_id, software_name, monthly_cost) values
                (${auditA}, 'Slack', 10), (${auditB}, 'Zoom', 20)`;
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const logFor = (projectId: string) =>
    t.sql`select action, user_id, details from app.activity_log where resource_type = 'project' and resource_id = ${projectId} order by id`;

  it('shows a client only their own projects, audits and audit items', async () => {
    expect((await as(clientA, (tx) => tx.select().from(projects))).map((p) => p.id)).toEqual([projectA]);
    expect((await as(clientA, (tx) => tx.select().from(softwareAudits))).map((a) => a.id)).toEqual([auditA]);
    const items = await as(clientA, (tx) => tx.select().from(softwareAuditItems));
    expect(items.map((i) => i.softwareName)).toEqual(['Slack']);
    const guessed = await as(clientA, (tx) =>
      tx.select().from(softwareAuditItems).where(eq(softwareAuditItems.auditId, auditB)),
    );
    expect(guessed).toEqual([]);
  });

  it('lets a client write no project, audit or audit item, not even their own', async () => {
    expect(
      await dbError(as(clientA, (tx) => tx.insert(projects).values({ title: 'Mine', clientId: clientA }))),
    ).toMatch(/row-level security/);
    // RLS turns other writes into no-ops: nothing matches, nothing changes.
    const unchanged = await Promise.all([
      as(clientA, (tx) =>
        tx.update(projects).set({ kanbanStage: 'completed' }).where(eq(projects.id, projectA)).returning(),
      ),
      as(clientA, (tx) => tx.delete(projects).where(eq(projects.id, projectA)).returning()),
      as(clientA, (tx) =>
        tx.update(softwareAuditItems).set({ monthlyCost: 0 }).where(eq(softwareAuditItems.auditId, auditA)).returning(),
      ),
      as(clientA, (tx) => tx.delete(softwareAudits).where(eq(softwareAudits.id, auditA)).returning()),
    ]);
    expect(unchanged).toEqual([[], [], [], []]);
    expect(await dbError(as(clientA, (tx) => tx.insert(softwareAudits).values({ projectId: projectA })))).toMatch(
      /row-level security/,
    );
    expect(
      await dbError(
        as(clientA, (tx) => tx.insert(softwareAuditItems).values({ auditId: auditA, softwareName: 'Free money' })),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx
            .insert(activityLog)
            .values({ action: 'project_stage_changed', resourceType: 'project', resourceId: projectB }),
        ),
      ),
    ).toMatch(/permission denied/);
    const [a] = await t.sql`select kanban_stage from app.projects where id = ${projectA}`;
    expect(a.kanban_stage).toBe('discovery_audit');
    const [{ n }] = await t.sql`select count(*)::int as n from app.software_audit_items where audit_id = ${auditA}`;
    expect(n).toBe(1);
  });

  it('logs an admin’s stage change with who, from and to, and nothing for other edits', async () => {
    await as(admin, (tx) => tx.update(projects).set({ progressPercentage: 40 }).where(eq(projects.id, projectA)));
    await as(admin, (tx) => tx.update(projects).set({ kanbanStage: 'proposal_sent' }).where(eq(projects.id, projectA)));
    await as(admin, (tx) => tx.update(projects).set({ kanbanStage: 'proposal_sent' }).where(eq(projects.id, projectA)));
    expect(await logFor(projectA)).toEqual([
      {
        action: 'project_stage_changed',
        user_id: admin,
        details: { title: 'A shop', from: 'discovery_audit', to: 'proposal_sent' },
      },
    ]);
  });

  it('logs projects an admin creates and audits an admin uploads, but not trusted server work', async () => {
    const [created] = await as(admin, (tx) =>
      tx.insert(projects).values({ title: 'C site', clientId: clientB, kanbanStage: 'contract_signed' }).returning(),
    );
    await as(admin, (tx) => tx.insert(softwareAudits).values({ projectId: created.id, fileName: 'audit.csv' }));
    expect(await logFor(created.id)).toEqual([
      { action: 'project_created', user_id: admin, details: { title: 'C site', stage: 'contract_signed' } },
      { action: 'audit_uploaded', user_id: admin, details: { file_name: 'audit.csv' } },
    ]);
    await t.sql`update app.projects set kanban_stage = 'completed' where id = ${projectB}`;
    expect(await logFor(projectB)).toEqual([]);
  });

  it('shows a client the activity of their own projects only', async () => {
    await as(admin, (tx) =>
      tx.update(projects).set({ kanbanStage: 'in_development' }).where(eq(projects.id, projectB)),
    );
    const seenByA = await as(clientA, (tx) => tx.select().from(activityLog));
    expect(seenByA.map((r) => r.resourceId)).toEqual([projectA]);
    const seenByB = await as(clientB, (tx) => tx.select({ id: activityLog.resourceId }).from(activityLog));
    expect(seenByB.every((r) => r.id !== projectA)).toBe(true);
    expect(seenByB.length).toBeGreaterThan(0);
  });

  it('lets nobody call the logging trigger function directly', async () => {
    expect(await dbError(as(admin, (tx) => tx.execute(dsql`select app.log_project_activity()`)))).toMatch(
      /permission denied|trigger functions can only be called as triggers/,
    );
  });
});
