import { sql as dsql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// A project's plan under row-level security, read and written as every kind of person in
// company A (owner, billing member on A2 only, member, restricted member on A1 only, removed
// member) and as company B's owner. Staff create, reorder and delete; a client person changes
// only the status of a client-visible task assigned to their company's people on a project
// they see; internal tasks reach no client.

type Person = 'owner' | 'billing' | 'member' | 'restricted' | 'removed' | 'ownerB';
const PEOPLE: Person[] = ['owner', 'billing', 'member', 'restricted', 'removed', 'ownerB'];

describe.each(databaseTargets())('project plans on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  const id = {} as Record<Person, string>;
  const projects: Record<string, string> = {};
  const milestones: Record<string, string> = {};
  // Per project: `open` (client-visible, assigned to A's member, or B's owner for B1),
  // `staffs` (client-visible, the team's), `internal` (team only).
  const tasks: Record<string, string> = {};

  const as = <T>(who: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(who), fn, t.db);
  const names = (ids: string[], from: Record<string, string>) => {
    const byId = new Map(Object.entries(from).map(([name, rowId]) => [rowId, name]));
    return ids
      .map((x) => byId.get(x))
      .filter((n): n is string => n !== undefined)
      .sort();
  };
  const seen = async (who: Person, table: 'project_tasks' | 'project_milestones') => {
    const rows = await as(id[who], (tx) =>
      tx.execute<{ id: string }>(dsql.raw(`select id::text as id from app.${table}`)),
    );
    return names(
      rows.map((r) => r.id),
      table === 'project_tasks' ? tasks : milestones,
    );
  };
  const setStatus = (who: string, task: string, status: string) =>
    as(who, (tx) =>
      tx.execute<{ id: string }>(
        dsql`update app.project_tasks set status = ${status}::app.task_status where id = ${task} returning id::text as id`,
      ),
    );

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    id.owner = await createUser(t.sql, 'owner@a.test', 'client');
    id.ownerB = await createUser(t.sql, 'owner@b.test', 'client');
    for (const who of ['billing', 'member', 'restricted', 'removed'] as const)
      id[who] = await createUser(t.sql, `${who}@a.test`, 'client', {}, { company: false });
    const [{ org: orgA }] =
      await t.sql`select organization_id as org from app.organization_members where profile_id = ${id.owner}`;
    await t.sql`insert into app.organization_members (organization_id, profile_id, company_role, restricted) values
      (${orgA}, ${id.billing}, 'billing', false), (${orgA}, ${id.member}, 'member', false),
      (${orgA}, ${id.restricted}, 'member', true), (${orgA}, ${id.removed}, 'member', false)`;
    for (const [name, client] of [
      ['A1', id.owner],
      ['A2', id.owner],
      ['B1', id.ownerB],
    ] as const) {
      const [p] = await t.sql<{ id: string }[]>`
        insert into app.projects (title, client_id, project_value) values (${name}, ${client}, 1000) returning id`;
      projects[name] = p.id;
      const [m] = await t.sql<{ id: string }[]>`
        insert into app.project_milestones (project_id, title) values (${p.id}, ${`${name} design`}) returning id`;
      milestones[name] = m.id;
      const assignee = name === 'B1' ? id.ownerB : id.member;
      const [open] = await t.sql<{ id: string }[]>`
        insert into app.project_tasks (project_id, milestone_id, title, assignee_client_id, position)
        values (${p.id}, ${m.id}, 'Send the logo', ${assignee}, 0) returning id`;
      const [staffs] = await t.sql<{ id: string }[]>`
        insert into app.project_tasks (project_id, milestone_id, title, assignee_staff_id, position)
        values (${p.id}, ${m.id}, 'Wireframes', ${admin}, 1) returning id`;
      const [internal] = await t.sql<{ id: string }[]>`
        insert into app.project_tasks (project_id, milestone_id, title, client_visible, position)
        values (${p.id}, ${m.id}, 'Check the margin', false, 2) returning id`;
      Object.assign(tasks, {
        [`${name}.open`]: open.id,
        [`${name}.staffs`]: staffs.id,
        [`${name}.internal`]: internal.id,
      });
    }
    await t.sql`insert into app.organization_member_projects (organization_id, profile_id, project_id) values
      (${orgA}, ${id.restricted}, ${projects.A1}), (${orgA}, ${id.billing}, ${projects.A2})`;
    await t.sql`delete from app.organization_members where profile_id = ${id.removed}`;
  });
  afterAll(async () => t?.close());

  it('each person reads the milestones of exactly the projects they see', async () => {
    const answers = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'project_milestones')] as const)),
    );
    expect(answers).toEqual({
      owner: ['A1', 'A2'],
      billing: ['A2'],
      member: ['A1', 'A2'],
      restricted: ['A1'],
      removed: [],
      ownerB: ['B1'],
    });
  });

  it('each person reads the client-visible tasks of those projects, never an internal one', async () => {
    const answers = Object.fromEntries(
      await Promise.all(PEOPLE.map(async (p) => [p, await seen(p, 'project_tasks')] as const)),
    );
    const visible = (...ps: string[]) => ps.flatMap((p) => [`${p}.open`, `${p}.staffs`]).sort();
    expect(answers).toEqual({
      owner: visible('A1', 'A2'),
      billing: visible('A2'),
      member: visible('A1', 'A2'),
      restricted: visible('A1'),
      removed: [],
      ownerB: visible('B1'),
    });
    expect(await as(admin, (tx) => tx.execute(dsql`select 1 from app.project_tasks`))).toHaveLength(9);
  });

  it('a client person marks done a task assigned to their company on a project they see; the database stamps it', async () => {
    // The restricted member is on A1: the task there is the member's, a teammate.
    expect(await setStatus(id.restricted, tasks['A1.open'], 'done')).toHaveLength(1);
    const [row] = await t.sql`
      select status, completed_by, completed_at is not null as stamped from app.project_tasks where id = ${tasks['A1.open']}`;
    expect(row).toEqual({ status: 'done', completed_by: id.restricted, stamped: true });
    const [m] =
      await t.sql`select task_count, done_count, reached_at from app.project_milestones where id = ${milestones.A1}`;
    expect(m).toMatchObject({ task_count: 2, done_count: 1, reached_at: null });
    // Reopening clears the stamp.
    expect(await setStatus(id.owner, tasks['A1.open'], 'in_progress')).toHaveLength(1);
    const [reopened] =
      await t.sql`select completed_at, completed_by from app.project_tasks where id = ${tasks['A1.open']}`;
    expect(reopened).toEqual({ completed_at: null, completed_by: null });
  });

  it('no client person changes a task outside that rule', async () => {
    // The team's task, an internal task, another project they do not see, another company.
    const refused: [Person, string][] = [
      ['owner', 'A1.staffs'],
      ['owner', 'A1.internal'],
      ['member', 'A1.internal'],
      ['restricted', 'A2.open'],
      ['billing', 'A1.open'],
      ['removed', 'A1.open'],
      ['ownerB', 'A1.open'],
      ['owner', 'B1.open'],
    ];
    for (const [who, task] of refused)
      expect([who, task, await setStatus(id[who], tasks[task], 'done')]).toEqual([who, task, []]);
    const [{ done }] = await t.sql`select count(*)::int as done from app.project_tasks where status = 'done'`;
    expect(done).toBe(0);
  });

  it('a client person changes the status and note only, and never creates, moves or deletes', async () => {
    expect(
      await dbError(
        as(id.member, (tx) =>
          tx.execute(dsql`update app.project_tasks set title = 'Mine now' where id = ${tasks['A1.open']}`),
        ),
      ),
    ).toMatch(/only the status/);
    expect(
      await dbError(
        as(id.member, (tx) =>
          tx.execute(dsql`update app.project_tasks set position = 5 where id = ${tasks['A1.open']}`),
        ),
      ),
    ).toMatch(/only the status/);
    expect(
      await dbError(
        as(id.owner, (tx) =>
          tx.execute(
            dsql`insert into app.project_tasks (project_id, milestone_id, title) values (${projects.A1}, ${milestones.A1}, 'x')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(
        as(id.owner, (tx) =>
          tx.execute(dsql`insert into app.project_milestones (project_id, title) values (${projects.A1}, 'x')`),
        ),
      ),
    ).toMatch(/row-level security/);
    for (const who of PEOPLE) {
      const gone = await as(id[who], (tx) =>
        tx.execute(
          dsql`delete from app.project_tasks where project_id in (${projects.A1}, ${projects.B1}) returning id`,
        ),
      );
      const movedMilestones = await as(id[who], (tx) =>
        tx.execute(dsql`update app.project_milestones set position = 3 returning id`),
      );
      const goneMilestones = await as(id[who], (tx) =>
        tx.execute(dsql`delete from app.project_milestones returning id`),
      );
      expect([who, gone.length, movedMilestones.length, goneMilestones.length]).toEqual([who, 0, 0, 0]);
    }
    const updated = await as(id.member, (tx) =>
      tx.execute(
        dsql`update app.project_tasks set status = 'done', completion_note = 'Sent by mail' where id = ${tasks['A1.open']} returning id`,
      ),
    );
    expect(updated).toHaveLength(1);
    await t.sql`update app.project_tasks set status = 'todo' where id = ${tasks['A1.open']}`;
  });

  it('the assignee is someone of the team or of the project’s company, never both, never internal work for a client', async () => {
    const insert = (columns: string) =>
      dbError(
        as(admin, (tx) =>
          tx.execute(
            dsql.raw(
              `insert into app.project_tasks (project_id, milestone_id, title, ${columns.split('=')[0]}) values ('${projects.A1}', '${milestones.A1}', 'x', ${columns.split('=')[1]})`,
            ),
          ),
        ),
      );
    expect(await insert(`assignee_client_id='${id.ownerB}'`)).toMatch(/client's people/);
    expect(await insert(`assignee_staff_id='${id.owner}'`)).toMatch(/not on the team/);
    expect(await insert(`client_visible, assignee_client_id=false, '${id.member}'`)).toMatch(/check constraint/);
    expect(await insert(`assignee_staff_id, assignee_client_id='${admin}', '${id.member}'`)).toMatch(
      /check constraint/,
    );
    // A milestone of another project.
    expect(
      await dbError(
        as(admin, (tx) =>
          tx.execute(
            dsql`insert into app.project_tasks (project_id, milestone_id, title) values (${projects.A1}, ${milestones.B1}, 'x')`,
          ),
        ),
      ),
    ).toMatch(/foreign key/);
  });

  it('staff reorder and delete; a milestone is reached when all its tasks are done; every change is logged', async () => {
    await as(admin, async (tx) => {
      await tx.execute(dsql`select set_config('app.plan_moved', ${tasks['A2.internal']}, true)`);
      await tx.execute(dsql`update app.project_tasks set position = 0 where id = ${tasks['A2.internal']}`);
      await tx.execute(dsql`update app.project_tasks set position = 1 where id = ${tasks['A2.open']}`);
      await tx.execute(dsql`update app.project_tasks set status = 'done' where milestone_id = ${milestones.A2}`);
    });
    const [m] =
      await t.sql`select task_count, done_count, reached_at is not null as reached from app.project_milestones where id = ${milestones.A2}`;
    expect(m).toEqual({ task_count: 2, done_count: 2, reached: true });
    const log = await t.sql<{ action: string; resource_type: string; moved: string | null }[]>`
      select action, resource_type, details ->> 'task_id' as moved from app.activity_log
       where details ->> 'project_id' = ${projects.A2} order by id`;
    const actions = log.map((e) => `${e.action}:${e.resource_type}`);
    expect(actions).toContain('task_moved:project_plan');
    expect(actions.filter((a) => a === 'task_moved:project_plan' || a === 'task_moved:project')).toHaveLength(1);
    expect(actions.filter((a) => a.startsWith('task_status_changed'))).toHaveLength(3);
    expect(actions).toContain('milestone_reached:project');
    // The internal task's entries are the team's only.
    const clientLog = await as(id.owner, (tx) =>
      tx.execute<{ details: { task_id?: string } }>(dsql`select details from app.activity_log`),
    );
    expect(clientLog.some((e) => e.details?.task_id === tasks['A2.internal'])).toBe(false);
    expect(clientLog.some((e) => e.details?.task_id === tasks['A2.open'])).toBe(true);

    const deleted = await as(admin, (tx) =>
      tx.execute(dsql`delete from app.project_tasks where id = ${tasks['A2.staffs']} returning id`),
    );
    expect(deleted).toHaveLength(1);
    const [after] = await t.sql`select task_count, done_count from app.project_milestones where id = ${milestones.A2}`;
    expect(after).toEqual({ task_count: 1, done_count: 1 });
  });
});
