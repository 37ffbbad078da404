import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { postgresClient } from '@/lib/db/postgres-client';
import { demoAccounts, seedDemo } from '@/lib/db/seed-demo';
import { badStrings, wrongTypes } from '../support/bad-input';
import { createUser } from '../support/test-databases';

// The plan's actions end to end on a real database with the demo data: the team plans (a
// template, milestones, tasks, moves), a client person completes a task waiting on them with
// a comment and a file (a message with the attachment on the project's conversation), the
// progress follows, the right people are told, and the scheduled reminders tell once. Then
// the bad-input corpus on every field of every plan action: a clear refusal or a correct
// store, never an exception.

process.env.WRITE_RATE_MESSAGES = '100000/60';
process.env.WRITE_RATE_UPLOAD_MB = '100000/60';

const request = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
vi.mock('next/server', () => ({ after: () => {} }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => request.user }));

type Result = { ok: boolean; error?: string; id?: string; fieldErrors?: Record<string, string> };
type Run = (input: unknown) => Promise<Result>;
type Person = { id: string; email: string; full_name: string | null };

describe('plan actions', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let dataDir: string;
  let actions: Record<
    | 'createMilestone'
    | 'updateMilestone'
    | 'deleteMilestone'
    | 'moveMilestone'
    | 'createTask'
    | 'updateTask'
    | 'deleteTask'
    | 'moveTask'
    | 'applyTemplate'
    | 'completeTask',
    Run
  >;
  let admin: Person, client: Person, member: Person, other: Person;
  let projectId: string;

  const as = (who: Person, role: string, company?: { id: string; role: string }) => {
    request.user = {
      claims: { sub: who.id, role: 'authenticated', email: who.email },
      profile: { ...who, fullName: who.full_name, role },
      company: company ? { ...company, name: 'Co', restricted: false } : null,
    };
  };
  const asAdmin = () => as(admin, 'admin');
  const asClient = (who: Person) => as(who, 'client', { id: randomUUID(), role: 'owner' });
  const key = (input: Record<string, unknown>) => ({ ...input, idempotencyKey: randomUUID() });

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 2, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    dataDir = mkdtempSync(path.join(tmpdir(), 'plan-actions-'));
    process.env.DATABASE_URL = server.url;
    process.env.AUTH_SECRET = 'x'.repeat(48);
    process.env.DATA_DIR = dataDir;
    const person = async (email: string) =>
      (await sql<Person[]>`select id, email, full_name from app.profiles where email = ${email}`)[0];
    admin = await person(demoAccounts.admin);
    client = await person(demoAccounts.client);
    member = await person(demoAccounts.member);
    other = await person(demoAccounts.client2);
    // A project of the demo client without a plan yet.
    [{ id: projectId }] = await sql`select id from app.projects p where p.client_id = ${client.id}
      and not exists (select 1 from app.project_milestones m where m.project_id = p.id) order by created_at limit 1`;
    actions = { ...(await import('@/lib/tasks/actions')), ...(await import('@/lib/tasks/complete-action')) } as never;
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('the demo plan: milestones, done and open tasks, one overdue, one waiting on the demo client, one internal', async () => {
    const [row] = await sql`
      select count(distinct m.id)::int as milestones,
             count(*) filter (where t.status = 'done')::int as done,
             count(*) filter (where t.status <> 'done')::int as open,
             count(*) filter (where t.status <> 'done' and t.due_date < current_date)::int as overdue,
             count(*) filter (where t.status <> 'done' and t.assignee_client_id = ${client.id})::int as waiting,
             count(*) filter (where not t.client_visible)::int as internal
        from app.project_milestones m join app.project_tasks t on t.milestone_id = m.id
        join app.projects p on p.id = m.project_id
       where p.title = 'E-commerce Platform Rebuild'`;
    expect(row).toEqual({ milestones: 3, done: 4, open: 7, overdue: 1, waiting: 1, internal: 2 });
  });

  it('the team starts from a template, adds and moves; a client person completes with a comment and two files', async () => {
    asAdmin();
    expect(await actions.applyTemplate(key({ projectId, service: 'website-development' }))).toMatchObject({ ok: true });
    // A second template on a plan that has one is refused.
    expect(await actions.applyTemplate(key({ projectId, service: 'ai-automation' }))).toMatchObject({ ok: false });
    const milestones = await sql<{ id: string; title: string }[]>`
      select id, title from app.project_milestones where project_id = ${projectId} order by position`;
    expect(milestones.map((m) => m.title)[0]).toBe('Discovery call and content audit');
    expect(milestones).toHaveLength(6);

    const made = await actions.createTask(
      key({
        milestoneId: milestones[0].id,
        title: 'Send the brand guide',
        assignee: `client:${member.id}`,
        dueDate: '2030-01-02',
      }),
    );
    expect(made).toMatchObject({ ok: true });
    // Given to someone of the team: they alone are told (not the assigning admin, not the others).
    const colleague = await createUser(sql, 'colleague@demo.test', 'admin');
    const [superAdmin] = await sql<
      Person[]
    >`select id, email, full_name from app.profiles where role = 'super_admin' limit 1`;
    const teamTask = await actions.createTask(
      key({ milestoneId: milestones[1].id, title: 'Set up the staging site', assignee: `staff:${superAdmin.id}` }),
    );
    expect(teamTask).toMatchObject({ ok: true });
    const toldOfTeamTask = await sql`select user_id from app.notifications where title like '%Set up the staging site'`;
    expect(toldOfTeamTask.map((r) => r.user_id)).toEqual([superAdmin.id]);
    expect(colleague).not.toBe(superAdmin.id);
    // The assignee is told, under the plan's category.
    const [told] =
      await sql`select title, link from app.notifications where user_id = ${member.id} and category = 'tasks'`;
    expect(told.title).toContain('Send the brand guide');
    // Another company's person cannot be given the task.
    expect(
      await actions.createTask(key({ milestoneId: milestones[0].id, title: 'x', assignee: `client:${other.id}` })),
    ).toMatchObject({ ok: false, fieldErrors: { assignee: expect.any(String) } });

    // Moves: the new task first, and the last milestone first.
    expect(await actions.moveTask({ id: made.id, milestoneId: milestones[0].id, index: 0 })).toMatchObject({
      ok: true,
    });
    expect(await actions.moveMilestone({ id: milestones[5].id, index: 0 })).toMatchObject({ ok: true });
    const order = await sql`select title from app.project_milestones where project_id = ${projectId} order by position`;
    expect(order[0].title).toBe(milestones[5].title);
    const [first] =
      await sql`select title from app.project_tasks where milestone_id = ${milestones[0].id} order by position limit 1`;
    expect(first.title).toBe('Send the brand guide');
    // Moving to another project's milestone is refused.
    const [foreign] = await sql`select id from app.project_milestones where project_id <> ${projectId} limit 1`;
    expect(await actions.moveTask({ id: made.id, milestoneId: foreign.id, index: 0 })).toMatchObject({ ok: false });

    // The client's people may not plan.
    asClient(client);
    expect((await actions.createMilestone(key({ projectId, title: 'Mine' }))).ok).toBe(false);
    expect((await actions.deleteTask({ id: made.id })).ok).toBe(false);

    // The owner completes the member's task (a teammate's) with a comment and two files, each
    // through the attachments' checks and limits: too many files, or one whose bytes are not
    // what its name says, refuse the whole completion and store nothing.
    const pdf = () => new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], 'brand.pdf');
    const notes = () => new File(['Colours: #0a5, #fff\n'], 'notes.txt', { type: 'text/plain' });
    const complete = (files: File[]) => {
      const form = new FormData();
      form.append('id', made.id!);
      form.append('comment', 'Attached, version 3.');
      for (const file of files) form.append('files', file);
      return (actions.completeTask as unknown as (p: unknown, f: FormData) => Promise<Result>)(null, form);
    };
    const tooMany = await complete(Array.from({ length: 6 }, notes));
    expect(tooMany).toMatchObject({ ok: false, fieldErrors: { files: expect.stringMatching(/at most 5 files/) } });
    const notAPdf = await complete([notes(), new File(['just text'], 'fake.pdf')]);
    expect(notAPdf).toMatchObject({ ok: false, fieldErrors: { files: expect.stringMatching(/^fake\.pdf: /) } });
    const [stillOpen] = await sql`select status from app.project_tasks where id = ${made.id!}`;
    expect(stillOpen.status).not.toBe('done');
    const done = await complete([pdf(), notes()]);
    expect(done).toMatchObject({ ok: true });
    const [task] =
      await sql`select status, completion_note, completed_by from app.project_tasks where id = ${made.id!}`;
    expect(task).toEqual({ status: 'done', completion_note: 'Attached, version 3.', completed_by: client.id });
    const attachedRows = await sql`
      select m.body, a.file_name, a.content_type from app.project_messages m
        join app.project_message_attachments a on a.message_id = m.id
       where m.project_id = ${projectId} and m.author_id = ${client.id}
       order by a.file_name`;
    expect(attachedRows).toEqual([
      {
        body: 'Done: Send the brand guide\n\nAttached, version 3.',
        file_name: 'brand.pdf',
        content_type: 'application/pdf',
      },
      {
        body: 'Done: Send the brand guide\n\nAttached, version 3.',
        file_name: 'notes.txt',
        content_type: 'text/plain',
      },
    ]);
    const [toldTeam] = await sql`select body from app.notifications
      where category = 'tasks' and title like 'Done by the client%Send the brand guide' limit 1`;
    expect(toldTeam.body).toContain('(2 files attached)');
    // What the client's project page reads: the plan's counts, and the progress measured from them.
    const { withUser } = await import('@/lib/db/client');
    const { getClientProject } = await import('@/lib/client-portal/queries');
    const { projectProgress } = await import('@/lib/tasks/progress');
    const seen = await withUser({ sub: client.id, role: 'authenticated', email: client.email }, (tx) =>
      getClientProject(tx, projectId),
    );
    expect(seen!.milestones).toHaveLength(6);
    // One of six milestones has one of its two tasks done: 1/2 / 6.
    expect(projectProgress(seen!)).toMatchObject({ percent: 8, source: 'plan' });
    const [counts] =
      await sql`select task_count, done_count from app.project_milestones where id = ${milestones[0].id}`;
    expect(counts).toEqual({ task_count: 2, done_count: 1 });
    // Done once; another company's person cannot complete it either.
    expect((await actions.completeTask({ id: made.id })).ok).toBe(false);
    asClient(other);
    const [open] =
      await sql`select id from app.project_tasks where project_id = ${projectId} and status <> 'done' limit 1`;
    expect((await actions.completeTask({ id: open.id })).ok).toBe(false);
  });

  it('a milestone reached tells the project’s people and the team; the reminders tell once', async () => {
    asAdmin();
    const [m] =
      await sql`select id from app.project_milestones where project_id = ${projectId} order by position limit 1`;
    const tasks = await sql`select id, title from app.project_tasks where milestone_id = ${m.id}`;
    for (const t of tasks) {
      const result = await actions.updateTask({ id: t.id, title: t.title, status: 'done', assignee: '' });
      expect(result).toMatchObject({ ok: true });
    }
    const reached = await sql`select user_id from app.notifications where category = 'milestones'`;
    expect(reached.map((r) => r.user_id)).toContain(client.id);

    const { notifyTaskDeadlines } = await import('@/lib/tasks/reminders');
    const { systemDb } = await import('@/lib/db/client');
    // The demo's overdue task (due three days ago, while the reminders were already watching:
    // they last ran five days ago), and one due tomorrow; both the demo admin's, so one
    // digest of each kind.
    await sql`update app.project_tasks set due_date = current_date + 1 where title = 'Checkout and payments'`;
    await sql`insert into app.task_reminder_watch (last_run_on) values (current_date - 5)`;
    expect(await notifyTaskDeadlines(systemDb())).toEqual({ tasks: 2, digests: 2 });
    expect(await notifyTaskDeadlines(systemDb())).toEqual({ tasks: 0, digests: 0 });
    const [overdue] =
      await sql`select count(*)::int as n from app.notifications where category = 'tasks' and title like 'Overdue%'`;
    expect(overdue.n).toBeGreaterThan(0);
    // A task given to someone of the team is told to that person alone.
    const staffTold = await sql`
      select t.title, t.assignee_staff_id, array_agg(distinct n.user_id) as told
        from app.project_tasks t
        join app.notifications n on n.category = 'tasks' and n.title like '%: ' || t.title
         and (n.title like 'Overdue%' or n.title like 'Due tomorrow%')
       where t.assignee_staff_id is not null
       group by t.id`;
    expect(staffTold.length).toBeGreaterThan(0);
    for (const row of staffTold) expect([row.title, row.told]).toEqual([row.title, [row.assignee_staff_id]]);
    // The internal tasks reach no client by a reminder.
    const leaked = await sql`select n.title from app.notifications n join app.profiles p on p.id = n.user_id
      where p.role = 'client' and (n.title like '%hosting margin%' or n.title like '%Launch checklist%')`;
    expect(leaked).toEqual([]);
  });

  it('a milestone leads to an invoice or an approval of its own project only; the invoice reaches billing people only', async () => {
    asAdmin();
    // An invoice of one of the demo client's projects, and an invoice of another project.
    const [own] = await sql`select i.id, i.number, i.project_id from app.invoices i
      join app.projects p on p.id = i.project_id where p.client_id = ${client.id} order by i.issue_date limit 1`;
    const [foreignInvoice] = await sql`select id from app.invoices where project_id <> ${own.project_id} limit 1`;
    const approval = async (project: string) =>
      (
        await sql`insert into app.approvals (project_id, kind, title, requested_by)
          values (${project}, 'milestone', 'Sign off the launch', ${admin.id}) returning id`
      )[0].id as string;
    const ownApproval = await approval(own.project_id);
    const [foreignProject] = await sql`select project_id from app.invoices where id = ${foreignInvoice.id}`;
    const foreignApproval = await approval(foreignProject.project_id);

    const made = await actions.createMilestone(
      key({ projectId: own.project_id, title: 'Launch', invoiceId: own.id, approvalId: ownApproval }),
    );
    expect(made).toMatchObject({ ok: true });
    const [stored] = await sql`select invoice_id, approval_id from app.project_milestones where id = ${made.id!}`;
    expect(stored).toEqual({ invoice_id: own.id, approval_id: ownApproval });

    // Another project's invoice or approval is refused by the action, box by box...
    const foreign = { invoiceId: foreignInvoice.id, approvalId: foreignApproval };
    for (const [field, value] of Object.entries(foreign)) {
      const refusedNew = await actions.createMilestone(key({ projectId: own.project_id, title: 'X', [field]: value }));
      expect(refusedNew).toMatchObject({ ok: false, fieldErrors: { [field]: expect.any(String) } });
      const refusedEdit = await actions.updateMilestone({ id: made.id, title: 'Launch', [field]: value });
      expect(refusedEdit).toMatchObject({ ok: false, fieldErrors: { [field]: expect.any(String) } });
    }
    // ...and by the database whoever writes.
    for (const column of ['invoice_id', 'approval_id'] as const) {
      const value = column === 'invoice_id' ? foreign.invoiceId : foreign.approvalId;
      await expect(
        sql`update app.project_milestones set ${sql(column)} = ${value} where id = ${made.id!}`,
      ).rejects.toMatchObject({ code: '23503' });
      await expect(
        sql`insert into app.project_milestones (project_id, title, ${sql(column)}) values (${own.project_id}, 'Y', ${value})`,
      ).rejects.toMatchObject({ code: '23503' });
    }
    const [still] = await sql`select invoice_id, approval_id from app.project_milestones where id = ${made.id!}`;
    expect(still).toEqual({ invoice_id: own.id, approval_id: ownApproval });

    // The client's plan: the owner reads the invoice link, a member (no billing) does not.
    const { withUser } = await import('@/lib/db/client');
    const { loadPlan } = await import('@/lib/tasks/queries');
    const seenBy = async (who: Person) =>
      (
        await withUser({ sub: who.id, role: 'authenticated', email: who.email }, (tx) => loadPlan(tx, own.project_id))
      ).find((m) => m.id === made.id);
    expect(await seenBy(client)).toMatchObject({
      invoice: { id: own.id, number: own.number },
      approval: { id: ownApproval, title: 'Sign off the launch' },
    });
    const byMember = await seenBy(member);
    if (byMember) expect(byMember.invoice).toBeNull();

    // Removing the approval clears the link and keeps the milestone.
    await sql`delete from app.approvals where id = ${ownApproval}`;
    const [after] = await sql`select project_id, approval_id from app.project_milestones where id = ${made.id!}`;
    expect(after).toEqual({ project_id: own.project_id, approval_id: null });
  });

  it('every hostile value in every field of every plan action is refused clearly or stored correctly', async () => {
    asAdmin();
    const [m] =
      await sql`select id from app.project_milestones where project_id = ${projectId} order by position limit 1`;
    const [t] = await sql`select id from app.project_tasks where project_id = ${projectId} limit 1`;
    const cases: [keyof typeof actions, Record<string, unknown>, boolean][] = [
      [
        'createMilestone',
        { projectId, title: 'Corpus milestone', dueDate: '2030-01-01', invoiceId: '', approvalId: '' },
        true,
      ],
      ['updateMilestone', { id: m.id, title: 'Corpus milestone', dueDate: '', invoiceId: '', approvalId: '' }, false],
      [
        'createTask',
        {
          milestoneId: m.id,
          title: 'Corpus',
          description: '',
          status: 'todo',
          assignee: '',
          dueDate: '',
          internal: 'on',
        },
        true,
      ],
      ['updateTask', { id: t.id, title: 'Corpus', description: '', status: 'todo', assignee: '', dueDate: '' }, false],
      ['moveTask', { id: t.id, milestoneId: m.id, index: 0 }, false],
      ['moveMilestone', { id: m.id, index: 0 }, false],
      ['applyTemplate', { projectId, service: 'website-development' }, true],
      ['deleteTask', { id: randomUUID() }, false],
      ['deleteMilestone', { id: randomUUID() }, false],
    ];
    for (const [name, base, idempotent] of cases) {
      const run = (input: Record<string, unknown>) => actions[name](idempotent ? key(input) : input);
      for (const field of Object.keys(base)) {
        for (const [label, value] of [...badStrings, ...wrongTypes]) {
          const result = await run({ ...base, [field]: value });
          if (!result.ok) {
            expect([name, field, label, typeof result.error]).toEqual([name, field, label, 'string']);
            expect(result.error!.length).toBeGreaterThan(5);
          }
        }
      }
    }
    asClient(client);
    const [open] = await sql`select id from app.project_tasks where status <> 'done' limit 1`;
    for (const field of ['id', 'comment', 'files']) {
      for (const [label, value] of [...badStrings, ...wrongTypes]) {
        const result = await actions.completeTask({ id: open.id, comment: 'x', [field]: value });
        if (!result.ok) expect([field, label, result.error!.length > 5]).toEqual([field, label, true]);
      }
    }
  }, 300_000);
});
