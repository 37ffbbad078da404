import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeProjectCount, clientSummary } from '@/lib/clients/queries';
import { withUser } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { listProjects, stageCounts } from '@/lib/projects/queries';
import type { ProjectListParams } from '@/lib/projects/schema';
import { isActiveStage, KANBAN_STAGES, type KanbanStage } from '@/lib/projects/stages';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';
import { seededRandom } from '../support/seeded-random';

// The counters the triggers on app.projects keep
// (app.client_project_counts, app.stage_project_counts) always equal a fresh count, whatever
// is inserted, moved, re-assigned, re-priced or deleted, one row or many per statement; their
// "active" is the app's (activeProjectCount, isActiveStage); only admins read them and
// nobody writes them but the trigger.

describe.each(databaseTargets())('project counters on $name', (target) => {
  let t: TestDatabase;
  let admin: string;
  const clients: string[] = [];
  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    for (let i = 0; i < 5; i++) clients.push(await createUser(t.sql, `c${i}@client.test`));
  });
  afterAll(async () => t?.close());

  /** The counters against a fresh count of app.projects, "active" by the app's own predicate. */
  async function expectCountersMatch() {
    const fresh = await t.db
      .select({
        clientId: profiles.id,
        projects: sql<number>`(select count(*)::int from app.projects p where p.client_id = "profiles"."id")`,
        active: activeProjectCount(sql.raw('"profiles"."id"')),
        fees: sql<string>`(select coalesce(sum(p.monthly_fee), 0)::text from app.projects p where p.client_id = "profiles"."id")`,
      })
      .from(profiles)
      .where(eq(profiles.role, 'client'));
    const kept = await t.sql<{ client_id: string; projects: number; active_projects: number; monthly_fees: string }[]>`
      select client_id, projects, active_projects, monthly_fees::text from app.client_project_counts`;
    const keptBy = new Map(kept.map((r) => [r.client_id, r]));
    for (const row of fresh) {
      const counter = keptBy.get(row.clientId);
      expect([
        row.clientId,
        counter?.projects ?? 0,
        counter?.active_projects ?? 0,
        Number(counter?.monthly_fees ?? 0),
      ]).toEqual([row.clientId, Number(row.projects), Number(row.active), Number(row.fees)]);
    }
    const stages = await t.sql<
      { stage: KanbanStage; fresh: number; kept: number; fresh_value: string; kept_value: string }[]
    >`
      select s.stage, count(p.id)::int as fresh, s.projects as kept,
             coalesce(sum(p.project_value), 0)::text as fresh_value, s.project_value::text as kept_value
      from app.stage_project_counts s left join app.projects p on p.kanban_stage = s.stage
      group by s.stage, s.projects, s.project_value`;
    expect(stages.map((s) => s.stage).sort()).toEqual([...KANBAN_STAGES].sort());
    for (const s of stages)
      expect([s.stage, s.kept, Number(s.kept_value)]).toEqual([s.stage, s.fresh, Number(s.fresh_value)]);
  }

  it('holds "active" to the app’s rule, stage by stage', async () => {
    const rows = await t.sql<{ stage: KanbanStage; active: boolean }[]>`
      select s.stage, app.is_active_stage(s.stage) as active from unnest(enum_range(null::app.kanban_stage)) s (stage)`;
    expect(rows.map((r) => [r.stage, r.active])).toEqual(KANBAN_STAGES.map((s) => [s, isActiveStage(s)]));
  });

  it('equals a fresh count after every kind of change, one row or many at a time', async () => {
    const next = seededRandom(20_2611);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const fee = () => pick(['0', '49.50', '100', '1200.25']);
    const ids = async () => (await t.sql<{ id: string }[]>`select id from app.projects`).map((r) => r.id);
    await expectCountersMatch();
    for (let step = 0; step < 120; step++) {
      const existing = await ids();
      const op =
        existing.length < 4
          ? 'insert'
          : pick(['insert', 'insert', 'stage', 'client', 'fee', 'value', 'many', 'title', 'delete']);
      if (op === 'insert') {
        const rows = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
          title: `P${step}`,
          client_id: pick(clients),
          kanban_stage: pick(KANBAN_STAGES),
          monthly_fee: fee(),
          project_value: String(Math.floor(next() * 10_000)),
        }));
        await t.sql`insert into app.projects ${t.sql(rows)}`;
      } else if (op === 'stage') {
        await t.sql`update app.projects set kanban_stage = ${pick(KANBAN_STAGES)} where id = ${pick(existing)}`;
      } else if (op === 'client') {
        await t.sql`update app.projects set client_id = ${pick(clients)}, kanban_stage = ${pick(KANBAN_STAGES)} where id = ${pick(existing)}`;
      } else if (op === 'fee') {
        await t.sql`update app.projects set monthly_fee = ${fee()} where id = ${pick(existing)}`;
      } else if (op === 'value') {
        await t.sql`update app.projects set project_value = ${String(Math.floor(next() * 10_000))} where id = ${pick(existing)}`;
      } else if (op === 'many') {
        // One statement moving every project of a stage, and swapping clients between two.
        await t.sql`update app.projects set kanban_stage = ${pick(KANBAN_STAGES)} where kanban_stage = ${pick(KANBAN_STAGES)}`;
        const [a, b] = [pick(clients), pick(clients)];
        await t.sql`update app.projects set client_id = case when client_id = ${a} then ${b}::uuid else ${a}::uuid end
                    where client_id in (${a}, ${b})`;
      } else if (op === 'title') {
        await t.sql`update app.projects set title = title || '.' where id = ${pick(existing)}`;
      } else {
        await t.sql`delete from app.projects where id in (${pick(existing)}, ${pick(existing)})`;
      }
      if (step % 10 === 9) await expectCountersMatch();
    }
    // And a statement touching every project at once.
    await t.sql`update app.projects set monthly_fee = monthly_fee + 1, kanban_stage = 'completed'`;
    await expectCountersMatch();
    await t.sql`delete from app.projects`;
    await expectCountersMatch();
  });

  it('gives the screens the same numbers a full count would', async () => {
    await t.sql`
      insert into app.projects (title, client_id, kanban_stage, monthly_fee, project_value)
      values ('a', ${clients[0]}, 'in_development', 100, 1000), ('b', ${clients[0]}, 'completed', 50, 500),
             ('c', ${clients[1]}, 'awaiting_final_payment', 10, 100), ('d', ${clients[2]}, 'discovery_audit', 0, 0)`;
    await as(admin, async (tx) => {
      expect(await clientSummary(tx)).toEqual({
        totalClients: 5,
        activeClients: 2,
        activeProjects: 2,
        monthlyRevenue: 160,
      });
      const counts = await stageCounts(tx);
      expect(counts).toEqual({
        ...Object.fromEntries(KANBAN_STAGES.map((s) => [s, 0])),
        in_development: 1,
        completed: 1,
        awaiting_final_payment: 1,
        discovery_audit: 1,
      });
      const all: ProjectListParams = { page: 1, stage: 'all', client: null };
      expect((await listProjects(tx, all, admin)).total).toBe(4);
      expect((await listProjects(tx, { ...all, stage: 'completed' }, admin)).total).toBe(1);
      expect((await listProjects(tx, { ...all, stage: 'proposal_sent' }, admin)).total).toBe(0);
      // Past the last page: no row to read the total from, so it is read on its own.
      expect((await listProjects(tx, { ...all, page: 9 }, admin)).total).toBe(4);
      expect((await listProjects(tx, { ...all, client: clients[0] }, admin)).total).toBe(2);
      expect((await listProjects(tx, { ...all, client: clients[0], stage: 'completed' }, admin)).total).toBe(1);
    });
  });

  it('lets admins read the counters, clients nothing, and nobody write them', async () => {
    const read = (id: string) =>
      as(id, async (tx) => [
        (await tx.execute(sql`select * from app.client_project_counts`)).length,
        (await tx.execute(sql`select * from app.stage_project_counts`)).length,
      ]);
    const [{ kept }] = await t.sql<{ kept: number }[]>`select count(*)::int as kept from app.client_project_counts`;
    expect(kept).toBeGreaterThan(0);
    expect(await read(admin)).toEqual([kept, 7]);
    expect(await read(clients[0])).toEqual([0, 0]);
    for (const statement of [
      sql`update app.stage_project_counts set projects = 0`,
      sql`insert into app.client_project_counts (client_id) values (${clients[3]})`,
      sql`delete from app.client_project_counts`,
    ])
      expect(await dbError(as(admin, (tx) => tx.execute(statement)))).toMatch(/permission denied/);
  });
});
