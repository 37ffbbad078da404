import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { activityForExport, listActivity, parseActivityFilter } from '@/lib/activity/queries';
import { issueDueInvoices } from '@/lib/billing/queries';
import { deliverDueMail } from '@/lib/mail/sender';
import { MAX_MAIL_ATTEMPTS } from '@/lib/mail/backoff';
import type { SmtpTransport, Mail } from '@/lib/mail/smtp';
import { notifyStageChange } from '@/lib/notifications/events';
import { sendDueReminders } from '@/lib/billing/reminders/run';
import { loadReminderSettings } from '@/lib/billing/reminders/settings';
import { notify, type NotifyInput } from '@/lib/notifications/notify';
import {
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  myPreferences,
  setPreference,
  unsubscribeEmail,
} from '@/lib/notifications/queries';
import { unsubscribeToken, verifyUnsubscribeToken } from '@/lib/notifications/unsubscribe-token';
import { unsubscribeSecret } from '@/lib/notifications/links';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Notifications never leak between people, a client cannot notify
// another client (nor speak for someone else), preferences decide in-app and email, mails
// carry a signed unsubscribe, the queue retries with backoff, the activity log records and
// filters who did what.

describe.each(databaseTargets())('notifications on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string, superAdmin: string;
  let projectA: string, projectB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const rowsOf = async (userId: string) =>
    t.sql<{ title: string; category: string; actor_id: string | null }[]>`
      select title, category, actor_id from app.notifications where user_id = ${userId} order by created_at, id`;
  const mailsTo = async (email: string) =>
    t.sql<{ kind: string; subject: string; body: string; html: string | null; headers: Record<string, string> }[]>`
      select kind, subject, body, html, headers from app.mail_queue where to_address = ${email} order by created_at, id`;
  const input = (over: Partial<NotifyInput> = {}): NotifyInput => ({
    category: 'messages',
    actorId: admin,
    audience: { kind: 'client', clientId: clientA },
    title: 'New message on A site',
    body: 'Hello',
    link: `/projects/${projectA}#messages`,
    ...over,
  });

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    superAdmin = await createUser(t.sql, 'super@team.test', 'super_admin');
    [{ id: projectA }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage) values ('A site', ${clientA}, 'discovery_audit') returning id`;
    [{ id: projectB }] = await t.sql`
      insert into app.projects (title, client_id, kanban_stage) values ('B app', ${clientB}, 'discovery_audit') returning id`;
  });
  afterAll(async () => t?.close());

  it('tells only the named client, and each person reads and marks only their own', async () => {
    await as(admin, (tx) => notify(tx, input()));
    expect((await rowsOf(clientA)).map((r) => r.title)).toEqual(['New message on A site']);
    expect(await rowsOf(clientB)).toEqual([]);
    expect(await rowsOf(admin)).toEqual([]);

    // B's own view under RLS: nothing of A's, even when asking for A's rows by id.
    const seenByB = await as(clientB, (tx) => tx.execute(sql`select id from app.notifications`));
    expect(seenByB.length).toBe(0);
    const [{ id }] = await t.sql`select id from app.notifications where user_id = ${clientA}`;
    expect(await as(clientB, (tx) => markNotificationRead(tx, clientB, id))).toBe(false);
    expect(await as(clientB, (tx) => markNotificationRead(tx, clientA, id))).toBe(false);
    expect(await as(clientB, (tx) => markAllNotificationsRead(tx, clientA))).toBe(0);
    expect((await t.sql`select read_at from app.notifications where id = ${id}`)[0].read_at).toBeNull();
    // Nobody inserts a notification directly.
    await expect(
      as(clientB, (tx) =>
        tx.execute(sql`insert into app.notifications (user_id, category, title, body, link)
                       values (${clientA}, 'messages', 'Fake', '', '/')`),
      ),
    ).rejects.toThrow();

    const page = await as(clientA, (tx) => listMyNotifications(tx, clientA, 1));
    expect(page.total).toBe(1);
    expect(await as(clientA, (tx) => markNotificationRead(tx, clientA, id))).toBe(true);
    expect((await t.sql`select read_at from app.notifications where id = ${id}`)[0].read_at).not.toBeNull();
  });

  it('lets a client notify the team about its own records only, never another client', async () => {
    await as(clientA, (tx) =>
      notify(tx, input({ actorId: clientA, audience: { kind: 'team' }, title: 'A wrote', category: 'messages' })),
    );
    expect((await rowsOf(admin)).map((r) => r.title)).toEqual(['A wrote']);
    expect((await rowsOf(superAdmin)).map((r) => r.title)).toEqual(['A wrote']);
    expect((await rowsOf(clientA)).map((r) => r.title)).not.toContain('A wrote');

    // Another client as audience, someone else as actor, or a link to B's project: refused,
    // and the action that called notify() still commits.
    const before = (await rowsOf(clientB)).length;
    await as(clientA, async (tx) => {
      await notify(tx, input({ actorId: clientA, audience: { kind: 'client', clientId: clientB }, title: 'Spam' }));
      await notify(tx, input({ actorId: admin, audience: { kind: 'team' }, title: 'Forged' }));
      await notify(
        tx,
        input({ actorId: clientA, audience: { kind: 'team' }, title: 'Snoop', link: `/projects/${projectB}` }),
      );
      await tx.execute(sql`update app.profiles set phone = '555-0100' where id = ${clientA}`);
    });
    expect((await rowsOf(clientB)).length).toBe(before);
    expect((await rowsOf(admin)).map((r) => r.title)).not.toEqual(expect.arrayContaining(['Forged']));
    expect((await rowsOf(admin)).map((r) => r.title)).not.toContain('Snoop');
    expect((await t.sql`select phone from app.profiles where id = ${clientA}`)[0].phone).toBe('555-0100');
    // The function refuses it in SQL too (not only notify()): a client may not call it at all,
    // and called as the server calls it (its own role, the client's claims) its rule refuses.
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.execute(
            sql`select * from app.notify_recipients('messages', ${clientA}::uuid, 'client', ${clientB}::uuid, 'x', '', '/')`,
          ),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await dbError(
        t.sql.begin(async (tx) => {
          await tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(clientA))}, true)`;
          return tx`select * from app.notify_recipients('messages', ${clientA}::uuid, 'client', ${clientB}::uuid, 'x', '', '/')`;
        }),
      ),
    ).toMatch(/only notify the team/);
    // An invoice a client's own act issued may be told to its OWN company's billing people,
    // nothing else: not another company's, not of another category.
    const companyOf = async (id: string) =>
      (await t.sql`select organization_id from app.organization_members where profile_id = ${id}`)[0]
        .organization_id as string;
    const asServerFor = (category: string, organization: string) =>
      t.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(clientA))}, true)`;
        const items = [{ audience: 'billing', organization, title: 'Invoice issued', body: '', link: '/billing' }];
        return tx`select * from app.notify_many(${category}, ${clientA}::uuid, ${JSON.stringify(items)}::jsonb)`;
      });
    await asServerFor('invoices', await companyOf(clientA));
    expect(await dbError(asServerFor('invoices', await companyOf(clientB)))).toMatch(/only tell its own company/);
    expect(await dbError(asServerFor('messages', await companyOf(clientA)))).toMatch(/only tell its own company/);
  });

  it('queues a plain-text and HTML mail with the firm name and a signed one-click unsubscribe', async () => {
    const mails = await mailsTo('a@client.test');
    expect(mails.length).toBeGreaterThan(0);
    const mail = mails[0];
    expect(mail.kind).toBe('notification_messages');
    expect(mail.body).toContain('New message on A site');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('Lakeside');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'])![1];
    const token = new URL(oneClick).searchParams.get('token');
    expect(verifyUnsubscribeToken(unsubscribeSecret()!, token)).toEqual({ userId: clientA, category: 'messages' });
    expect(mail.body).toContain('/unsubscribe?token=');
  });

  it('tells one staff member alone, as their preferences say; nobody outside the team; never at a client’s word', async () => {
    const colleague = await createUser(t.sql, 'colleague@team.test', 'admin');
    const gone = await createUser(t.sql, 'gone@team.test', 'admin');
    await t.sql`update app.profiles set deactivated_at = now() where id = ${gone}`;
    const staff = (staffId: string, title: string) =>
      input({
        category: 'tasks',
        audience: { kind: 'staff', staffId },
        title,
        link: `/admin/projects/${projectA}/plan`,
      });
    const titles = async (id: string) => (await rowsOf(id)).map((r) => r.title);

    await as(admin, (tx) => notify(tx, staff(colleague, 'Task for you on A site')));
    expect(await titles(colleague)).toEqual(['Task for you on A site']);
    expect(await mailsTo('colleague@team.test')).toHaveLength(1);
    for (const other of [admin, superAdmin, clientA, clientB]) {
      expect(await titles(other)).not.toContain('Task for you on A site');
    }
    // Their choice for the category: email only.
    await as(colleague, (tx) => setPreference(tx, colleague, 'tasks', { inApp: false, email: true }));
    await as(admin, (tx) => notify(tx, staff(colleague, 'Overdue on A site')));
    expect(await titles(colleague)).not.toContain('Overdue on A site');
    expect(await mailsTo('colleague@team.test')).toHaveLength(2);
    // A client's id, someone who left the team, or the actor themself: nobody, and no error.
    await as(admin, async (tx) => {
      await notify(tx, staff(clientA, 'Not for a client'));
      await notify(tx, staff(gone, 'Not for the gone'));
      await notify(tx, staff(admin, 'Not to oneself'));
    });
    const told = await t.sql`select user_id from app.notifications
      where title in ('Not for a client', 'Not for the gone', 'Not to oneself')`;
    expect(told).toEqual([]);
    // A client may not address a member of the team by name.
    const asServerForClient = () =>
      t.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(claimsFor(clientA))}, true)`;
        const items = [{ audience: 'staff', staff: colleague, title: 'Hi', body: '', link: '/' }];
        return tx`select * from app.notify_many('tasks', ${clientA}::uuid, ${JSON.stringify(items)}::jsonb)`;
      });
    expect(await dbError(asServerForClient())).toMatch(/only notify the team/);
    // A staff audience names its person.
    const unnamed = t.sql.begin(
      (tx) =>
        tx`select * from app.notify_many('tasks', null, ${JSON.stringify([{ audience: 'staff', title: 'x', body: '', link: '/' }])}::jsonb)`,
    );
    expect(await dbError(unnamed)).toMatch(/Unknown notification audience/);
  });

  it('follows each person’s choice per category, and the unsubscribe turns off email only', async () => {
    await as(clientA, (tx) => setPreference(tx, clientA, 'stage_changes', { inApp: false, email: false }));
    await as(clientA, (tx) => setPreference(tx, clientA, 'files', { inApp: true, email: false }));
    await as(clientA, (tx) => setPreference(tx, clientA, 'approvals', { inApp: false, email: true }));
    // RLS: nobody sets another person's preferences.
    await expect(
      as(clientB, (tx) => setPreference(tx, clientA, 'invoices', { inApp: false, email: false })),
    ).rejects.toThrow();

    const count = async () => ({
      rows: (await rowsOf(clientA)).length,
      mails: (await mailsTo('a@client.test')).length,
    });
    let last = await count();
    await as(admin, (tx) => notify(tx, input({ category: 'stage_changes', title: 'Moved' })));
    expect(await count()).toEqual(last);
    await as(admin, (tx) => notify(tx, input({ category: 'files', title: 'File' })));
    expect(await count()).toEqual({ rows: last.rows + 1, mails: last.mails });
    last = await count();
    await as(admin, (tx) => notify(tx, input({ category: 'approvals', title: 'Approve' })));
    expect(await count()).toEqual({ rows: last.rows, mails: last.mails + 1 });

    const prefs = await as(clientA, (tx) => myPreferences(tx));
    expect(prefs.invoices).toEqual({ inApp: true, email: true });
    expect(prefs.files).toEqual({ inApp: true, email: false });

    // The unsubscribe: a forged or altered token is refused; the real one turns email off.
    const secret = unsubscribeSecret()!;
    const token = unsubscribeToken(secret, clientA, 'invoices');
    expect(
      verifyUnsubscribeToken(
        secret,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.replace('invoices', 'messages'))).toBeNull();
    expect(verifyUnsubscribeToken('another-secret-of-thirty-two-characters!', token)).toBeNull();
    const target = verifyUnsubscribeToken(secret, token)!;
    expect(await unsubscribeEmail(t.db, target.userId, target.category)).toBe(true);
    expect((await as(clientA, (tx) => myPreferences(tx))).invoices).toEqual({ inApp: true, email: false });
  });

  it('tells the client of a stage change and of new and overdue invoices, once each', async () => {
    await as(admin, async (tx) => {
      await tx.execute(
        sql`update app.projects set kanban_stage = 'contract_signed', project_value = 1000 where id = ${projectB}`,
      );
      await notifyStageChange(tx, admin, {
        id: projectB,
        title: 'B app',
        from: 'discovery_audit',
        to: 'contract_signed',
      });
      await issueDueInvoices(tx, { projectId: projectB }, { today: '2026-10-01', termsDays: 15 });
    });
    const titles = (await rowsOf(clientB)).map((r) => r.title);
    expect(titles).toContain('B app moved to Contract Signed');
    expect(titles.some((title) => /^Invoice INV-\d{4}-\d{4} issued/.test(title))).toBe(true);
    expect((await rowsOf(clientB)).every((r) => r.actor_id === admin)).toBe(true);

    // The scheduled run (trusted connection) tells of the overdue invoice once (its latest
    // reminder step: lib/billing/reminders).
    const remind = (today: string) =>
      t.db.transaction(async (tx) => sendDueReminders(tx, today, await loadReminderSettings(tx)));
    expect(await remind('2026-11-23')).toBe(1);
    expect(await remind('2026-11-24')).toBe(0);
    const overdue = (await rowsOf(clientB)).filter((r) => r.title.endsWith('days overdue'));
    expect(overdue.length).toBe(1);
    expect(overdue[0].actor_id).toBeNull();
    expect((await rowsOf(clientA)).some((r) => r.title.endsWith('days overdue'))).toBe(false);
  });

  it('retries a failing mail with growing waits, then gives up and keeps the error', async () => {
    await t.sql`update app.mail_queue set status = 'queued' where to_address = 'super@team.test'`;
    const [{ id }] = await t.sql`select id from app.mail_queue where to_address = 'super@team.test' limit 1`;
    await t.sql`update app.mail_queue set status = 'sent', sent_at = now() where to_address = 'super@team.test' and id <> ${id}`;
    const sent: Mail[] = [];
    const failing: SmtpTransport = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
      close: () => {},
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const [result] = await deliverDueMail({
        smtpUrl: 'smtp://127.0.0.1:2525',
        ids: [id],
        db: t.db,
        transport: failing,
      });
      expect(result.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? 'queued' : 'failed');
      const [row] = await t.sql`
        select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as wait from app.mail_queue where id = ${id}`;
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toContain('ECONNREFUSED');
      if (row.status === 'queued') waits.push(row.wait);
      // Not due yet: a sender run now leaves it alone.
      if (row.status === 'queued')
        expect(await deliverDueMail({ smtpUrl: 'smtp://x', ids: [id], db: t.db, transport: failing })).toEqual([]);
      await t.sql`update app.mail_queue set next_attempt_at = now() where id = ${id}`;
    }
    expect(waits.slice(0, 4).map((w) => Math.round(w / 60))).toEqual([1, 2, 4, 8]);
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1])).toBe(true);
    // Failed for good: the super admin's outbox (RLS: super admins only) shows it with its error.
    const seen = await as(superAdmin, (tx) =>
      tx.execute<{ status: string; last_error: string }>(
        sql`select status, last_error from app.mail_queue where id = ${id}`,
      ),
    );
    expect(seen[0]).toMatchObject({ status: 'failed' });
    expect((await as(admin, (tx) => tx.execute(sql`select id from app.mail_queue where id = ${id}`))).length).toBe(0);

    // A good transport gets the HTML part and the headers.
    const [{ id: next }] = await t.sql`
      select id from app.mail_queue where to_address = 'a@client.test' and html is not null limit 1`;
    await t.sql`update app.mail_queue set status = 'queued' where id = ${next}`;
    const ok: SmtpTransport = { send: async (mail) => void sent.push(mail), close: () => {} };
    expect((await deliverDueMail({ smtpUrl: 'smtp://x', ids: [next], db: t.db, transport: ok }))[0].status).toBe(
      'sent',
    );
    expect(sent[0].html).toContain('Lakeside');
    expect(sent[0].headers?.['List-Unsubscribe']).toMatch(/^<http.+\/api\/notifications\/unsubscribe\?token=.+>$/);
  });

  it('logs role changes, edits and invoices, and filters the log by person, client, project and type', async () => {
    await as(superAdmin, (tx) => tx.execute(sql`update app.profiles set role = 'admin' where id = ${clientB}`));
    await as(superAdmin, (tx) => tx.execute(sql`update app.profiles set role = 'client' where id = ${clientB}`));
    await as(admin, (tx) => tx.execute(sql`update app.projects set title = 'A site v2' where id = ${projectA}`));
    await as(superAdmin, (tx) => tx.execute(sql`update app.app_settings set require_admin_mfa = false`));

    const all = await as(admin, (tx) => listActivity(tx, parseActivityFilter({})));
    const actions = all.rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['role_changed', 'project_updated', 'invoice_issued']));

    const byType = await as(admin, (tx) =>
      listActivity(tx, parseActivityFilter({ type: 'role_changed', person: superAdmin })),
    );
    expect(byType.total).toBe(2);
    expect(byType.rows.every((r) => r.actorId === superAdmin && r.clientId === clientB)).toBe(true);

    const aboutA = await as(admin, (tx) => listActivity(tx, parseActivityFilter({ client: clientA })));
    expect(aboutA.rows.length).toBeGreaterThan(0);
    expect(aboutA.rows.every((r) => r.clientId === clientA || r.actorId === clientA)).toBe(true);
    const onB = await as(admin, (tx) => listActivity(tx, parseActivityFilter({ project: projectB })));
    expect(onB.rows.every((r) => r.projectId === projectB)).toBe(true);
    expect(onB.rows.map((r) => r.action)).toContain('invoice_issued');
    const byAdmin = await as(admin, (tx) => listActivity(tx, parseActivityFilter({ person: admin })));
    expect(byAdmin.rows.every((r) => r.actorId === admin)).toBe(true);

    // Bad filter values are ignored, never an error; a page past the end is empty.
    const bad = parseActivityFilter({ person: "x' or 1=1", type: 'drop_table', page: '-3' });
    expect(bad).toEqual({ person: null, client: null, project: null, type: null, page: 1 });
    const far = await as(admin, (tx) => listActivity(tx, { ...parseActivityFilter({}), page: 999 }));
    expect(far.rows).toEqual([]);
    expect(far.total).toBe(all.total);

    // A client reads no one else's entries (RLS), and the export is the same list.
    const asClient = await as(clientA, (tx) => activityForExport(tx, parseActivityFilter({})));
    expect(asClient.every((r) => r.clientId === clientA)).toBe(true);
  });
});
