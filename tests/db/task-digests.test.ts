import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/billing/dates';
import { withUser } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { notifyTaskDeadlines } from '@/lib/tasks/reminders';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The scheduled task reminders (decision 0067): one digest per person and kind per run, the
// backlog that was overdue before the run ever looked is not announced, each task is told
// once however often and however many servers run it, internal tasks never reach a client,
// and a person's preferences decide in-app and mail. Days are fixed; each run is told its day.

const DAY = '2030-03-10';

describe.each(databaseTargets())('task reminder digests on $name', (target) => {
  let t: TestDatabase;
  let admin: string, superAdmin: string, clientA: string, clientB: string;
  let projectA: string, projectB: string, milestoneA: string, milestoneB: string;

  type TaskInput = {
    title: string;
    due: string;
    milestone?: string;
    client?: string;
    staff?: string;
    internal?: boolean;
  };
  async function task(input: TaskInput): Promise<string> {
    const milestone = input.milestone ?? milestoneA;
    const project = milestone === milestoneA ? projectA : projectB;
    const [row] = await t.sql<{ id: string }[]>`
      insert into app.project_tasks (project_id, milestone_id, title, due_date, client_visible,
                                     assignee_client_id, assignee_staff_id)
      values (${project}, ${milestone}, ${input.title}, ${input.due}, ${!input.internal},
              ${input.client ?? null}, ${input.staff ?? null})
      returning id`;
    return row.id;
  }
  const noticesOf = (person: string) =>
    t.sql<{ title: string; body: string; link: string }[]>`
      select title, body, link from app.notifications where user_id = ${person} and category = 'tasks'
       order by created_at, id`;
  const batchEntriesTo = async (email: string) => {
    const rows = await t.sql<{ n: number }[]>`
      select coalesce(sum(jsonb_array_length(batch_items)), 0)::int as n from app.mail_queue
       where to_address = ${email} and kind = 'notification_tasks'`;
    return rows[0].n;
  };

  beforeAll(async () => {
    t = await target.open();
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    superAdmin = await createUser(t.sql, 'super@team.test', 'super_admin');
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    [{ id: projectA }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage) values ('A site', ${clientA}, 'discovery_audit') returning id`;
    [{ id: projectB }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage) values ('B app', ${clientB}, 'discovery_audit') returning id`;
    [{ id: milestoneA }] = await t.sql`
      insert into app.project_milestones (project_id, title) values (${projectA}, 'Build') returning id`;
    [{ id: milestoneB }] = await t.sql`
      insert into app.project_milestones (project_id, title) values (${projectB}, 'Build') returning id`;
    // B wants task news in the portal only, never by mail.
    await t.sql`insert into app.notification_preferences (user_id, category, in_app, email)
      values (${clientB}, 'tasks', true, false)`;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the first run announces none of the backlog already overdue, only what is due tomorrow', async () => {
    // An imported plan: long overdue, for a client, for the team, for nobody.
    for (let i = 0; i < 5; i++) await task({ title: `Old ${i}`, due: addDays(DAY, -10 - i), client: clientA });
    await task({ title: 'Old team task', due: addDays(DAY, -2), staff: admin });
    await task({ title: 'Old unassigned', due: addDays(DAY, -1) });
    await task({ title: 'Send the logo', due: addDays(DAY, 1), client: clientA });

    expect(await notifyTaskDeadlines(t.db, DAY)).toEqual({ tasks: 1, digests: 1 });
    expect(await noticesOf(clientA)).toEqual([
      {
        title: 'Due tomorrow on A site: Send the logo',
        body: expect.stringContaining(`/projects/${projectA}#plan`),
        link: `/projects/${projectA}#plan`,
      },
    ]);
    expect(await noticesOf(admin)).toEqual([]);
    expect(await noticesOf(superAdmin)).toEqual([]);
    // Run again the same day: nothing more.
    expect(await notifyTaskDeadlines(t.db, DAY)).toEqual({ tasks: 0, digests: 0 });
    // The watch is the server's own: a signed-in person (even of the team) cannot read or move it.
    for (const person of [admin, clientA]) {
      expect(
        await dbError(
          withUser(claimsFor(person), (tx) => tx.execute(sql`select * from app.task_reminder_watch`), t.db),
        ),
      ).toMatch(/permission denied/);
      expect(
        await dbError(
          withUser(
            claimsFor(person),
            (tx) => tx.execute(sql`update app.task_reminder_watch set last_run_on = '2000-01-01'`),
            t.db,
          ),
        ),
      ).toMatch(/permission denied/);
    }
  });

  it('tasks that fell overdue since are told in one digest per person and kind; internal ones reach the team only', async () => {
    const next = addDays(DAY, 1);
    // Fell overdue overnight: four for A on two projects' worth of titles, two for B.
    for (let i = 1; i <= 4; i++) await task({ title: `Review draft ${i}`, due: DAY, client: clientA });
    await task({ title: 'Approve copy', due: DAY, milestone: milestoneB, client: clientB });
    await task({ title: 'Approve images', due: DAY, milestone: milestoneB, client: clientB });
    // The team's: one for the admin, one for nobody, one internal for nobody.
    await task({ title: 'Deploy staging', due: DAY, staff: admin });
    await task({ title: 'Write release notes', due: DAY });
    await task({ title: 'Check the hosting margin', due: DAY, internal: true });
    // A due date moved into the past after the run started watching: not announced.
    await task({ title: 'Backdated', due: addDays(DAY, -3), client: clientA });
    const before = { a: (await noticesOf(clientA)).length, admin: (await noticesOf(admin)).length };

    // Tasks told: 4 + 2 + 3 = 9; digests: A, B, the admin, the super admin.
    expect(await notifyTaskDeadlines(t.db, next)).toEqual({ tasks: 9, digests: 4 });

    const a = (await noticesOf(clientA)).slice(before.a);
    expect(a).toHaveLength(1);
    expect(a[0].title).toBe('4 tasks overdue');
    expect(a[0].link).toBe(`/projects/${projectA}#plan`);
    for (let i = 1; i <= 4; i++) expect(a[0].body).toContain(`Review draft ${i}`);
    expect(a[0].body).not.toMatch(/Backdated|hosting margin|Write release notes|Deploy staging/);

    const b = await noticesOf(clientB);
    expect(b.map((n) => n.title)).toEqual(['2 tasks overdue']);
    expect(b[0].body).not.toMatch(/hosting margin/);

    // The admin: their own task first, then nobody's (internal included), one notification.
    const mine = (await noticesOf(admin)).slice(before.admin);
    expect(mine.map((n) => n.title)).toEqual(['3 tasks overdue']);
    expect(mine[0].body.indexOf('Deploy staging')).toBeLessThan(mine[0].body.indexOf('Write release notes'));
    expect(mine[0].body).toContain('Check the hosting margin');
    expect(mine[0].link).toBe(`/admin/projects/${projectA}/plan`);
    // The super admin has nothing of their own: nobody's two.
    expect((await noticesOf(superAdmin)).map((n) => n.title)).toEqual(['2 tasks overdue']);

    // No client was ever told of an internal task, by any notice.
    const leaked = await t.sql`
      select n.title from app.notifications n join app.profiles p on p.id = n.user_id
       where p.role = 'client' and (n.title || n.body) like '%hosting margin%'`;
    expect(leaked).toEqual([]);
    const leakedMail = await t.sql`
      select subject from app.mail_queue where to_address like '%@client.test' and body like '%hosting margin%'`;
    expect(leakedMail).toEqual([]);

    // Mail: one batch entry per person per digest (A: yesterday's and today's), none for B.
    expect(await batchEntriesTo('a@client.test')).toBe(2);
    expect(await batchEntriesTo('b@client.test')).toBe(0);
    expect(await batchEntriesTo('admin@team.test')).toBe(1);

    // Exactly once: the same day again tells nothing.
    expect(await notifyTaskDeadlines(t.db, next)).toEqual({ tasks: 0, digests: 0 });
  });

  it('two runs at once (two pools, as two servers) tell each task once', async () => {
    const day = addDays(DAY, 2);
    await t.sql`update app.project_tasks set status = 'done' where title = 'Send the logo'`;
    for (let i = 0; i < 3; i++) await task({ title: `Tomorrow ${i}`, due: addDays(day, 1), client: clientA });
    const before = (await noticesOf(clientA)).length;
    const one = drizzle(t.sql, { schema });
    const two = drizzle(t.sql, { schema });
    const runs = await Promise.all([notifyTaskDeadlines(one, day), notifyTaskDeadlines(two, day)]);
    expect(runs.map((r) => r.tasks).sort()).toEqual([0, 3]);
    const told = (await noticesOf(clientA)).slice(before);
    expect(told.map((n) => n.title)).toEqual(['3 tasks due tomorrow']);
    const [claims] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from app.task_notices n join app.project_tasks k on k.id = n.task_id
       where k.title like 'Tomorrow %'`;
    expect(claims.n).toBe(3);
  });

  it('asks the database the same few statements for fifty tasks as for one', async () => {
    const statementsFor = async (count: number, day: string) => {
      // Whatever fell overdue by then is told first, so the counted run tells only these.
      await notifyTaskDeadlines(t.db, day);
      for (let i = 0; i < count; i++) await task({ title: `Bulk ${day} ${i}`, due: addDays(day, 1), client: clientA });
      let statements = 0;
      const counted = drizzle(t.sql, { schema, logger: { logQuery: () => void statements++ } });
      const run = await notifyTaskDeadlines(counted, day);
      expect(run).toEqual({ tasks: count, digests: 1 });
      return statements;
    };
    const one = await statementsFor(1, addDays(DAY, 10));
    const fifty = await statementsFor(50, addDays(DAY, 11));
    expect(fifty).toBe(one);
    expect(one).toBeLessThanOrEqual(10);
  });

  it('a run after days without one tells the tasks that fell due in those days, in one digest', async () => {
    const last = addDays(DAY, 11);
    const later = addDays(last, 4);
    for (let i = 0; i < 3; i++)
      await task({ title: `Gap ${i}`, due: addDays(last, i + 1), milestone: milestoneB, client: clientB });
    const before = (await noticesOf(clientB)).length;
    const run = await notifyTaskDeadlines(t.db, later);
    // Gap 0..2 fell overdue during the gap; the bulk tasks due the day after the last run too.
    const told = (await noticesOf(clientB)).slice(before);
    expect(told.map((n) => n.title)).toEqual(['3 tasks overdue']);
    expect(run.digests).toBeGreaterThanOrEqual(1);
  });
});
