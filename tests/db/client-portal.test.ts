import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { activityLog, projectFiles, projects, supportTickets } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// A client sees only their own tickets, files and projects, cannot resolve tickets,
// and only admins share or remove files.
describe.each(databaseTargets())('support tickets and project files on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string, ticketB: string, fileA: string, fileB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const fileRow = (projectId: string, name: string) => ({
    projectId,
    storageKey: randomUUID() as string,
    fileName: name,
    contentType: 'application/pdf',
    sizeBytes: 1234,
  });

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('A site', ${clientA}) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('B app', ${clientB}) returning id`;
    [{ id: ticketB }] = await as(clientB, (tx) =>
      tx
        .insert(supportTickets)
        .values({ clientId: clientB, projectId: projectB, subject: 'B is down', description: 'Since noon' })
        .returning({ id: supportTickets.id }),
    );
    [{ id: fileA }] = await as(admin, (tx) =>
      tx.insert(projectFiles).values(fileRow(projectA, 'a-plan.pdf')).returning({ id: projectFiles.id }),
    );
    [{ id: fileB }] = await as(admin, (tx) =>
      tx.insert(projectFiles).values(fileRow(projectB, 'b-contract.pdf')).returning({ id: projectFiles.id }),
    );
  });
  afterAll(async () => t?.close());

  it('lets a client open a ticket for themselves, about their own project or none', async () => {
    const rows = await as(clientA, (tx) =>
      tx
        .insert(supportTickets)
        .values([
          { clientId: clientA, projectId: projectA, subject: 'Typo on home', description: 'Header', priority: 'low' },
          { clientId: clientA, subject: 'Invoice copy', description: 'For our accountant', priority: 'urgent' },
        ])
        .returning(),
    );
    expect(rows.map((r) => [r.status, r.priority, r.resolvedAt])).toEqual([
      ['open', 'low', null],
      ['open', 'urgent', null],
    ]);
  });

  it('refuses tickets for another client, about another client’s project, or already resolved', async () => {
    const insert = (values: typeof supportTickets.$inferInsert) =>
      as(clientA, (tx) => tx.insert(supportTickets).values(values));
    expect(await dbError(insert({ clientId: clientB, subject: 'x', description: 'y' }))).toMatch(/row-level security/);
    expect(await dbError(insert({ clientId: clientA, projectId: projectB, subject: 'x', description: 'y' }))).toMatch(
      /row-level security/,
    );
    expect(await dbError(insert({ clientId: clientA, subject: 'x', description: 'y', status: 'resolved' }))).toMatch(
      /row-level security/,
    );
    expect(await dbError(insert({ clientId: clientA, subject: '  ', description: 'y' }))).toMatch(/check constraint/);
    // Admins resolve tickets; they do not open them in a client's name.
    expect(
      await dbError(
        as(admin, (tx) => tx.insert(supportTickets).values({ clientId: clientA, subject: 'x', description: 'y' })),
      ),
    ).toMatch(/row-level security/);
  });

  it('does not let a signed-in client backdate a ticket', async () => {
    const [row] = await as(clientA, (tx) =>
      tx
        .insert(supportTickets)
        .values({ clientId: clientA, subject: 'Old', description: 'Backdated', createdAt: new Date('2001-01-01') })
        .returning(),
    );
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  it('shows a client only their own tickets, even when they guess an id', async () => {
    const seen = await as(clientA, (tx) => tx.select().from(supportTickets));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.clientId === clientA)).toBe(true);
    expect(await as(clientA, (tx) => tx.select().from(supportTickets).where(eq(supportTickets.id, ticketB)))).toEqual(
      [],
    );
    expect(await dbError(withAnon((tx) => tx.select().from(supportTickets), t.db))).toMatch(/permission denied/);
  });

  // A client closes (Resolved) and reopens (Open) its own tickets, nothing more.
  it('lets a client only close or reopen its own tickets, never another’s, never their text', async () => {
    const [own] = await as(clientA, (tx) => tx.select().from(supportTickets).limit(1));
    const closed = await as(clientA, (tx) =>
      tx.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, own.id)).returning(),
    );
    expect(closed).toMatchObject([{ status: 'resolved', resolvedBy: clientA }]);
    await as(clientA, (tx) => tx.update(supportTickets).set({ status: 'open' }).where(eq(supportTickets.id, own.id)));
    expect(
      await as(clientA, (tx) =>
        tx.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, ticketB)).returning(),
      ),
    ).toEqual([]);
    expect(
      await dbError(
        as(clientA, (tx) => tx.update(supportTickets).set({ subject: 'Changed' }).where(eq(supportTickets.id, own.id))),
      ),
    ).toMatch(/permission denied/);
    expect(await dbError(as(clientB, (tx) => tx.delete(supportTickets).where(eq(supportTickets.id, ticketB))))).toMatch(
      /permission denied/,
    );
    const [{ status }] = await t.sql`select status from app.support_tickets where id = ${ticketB}`;
    expect(status).toBe('open');
  });

  it('lets an admin see every ticket, resolve and reopen it, and change nothing else', async () => {
    const all = await as(admin, (tx) => tx.select().from(supportTickets));
    expect(new Set(all.map((r) => r.clientId))).toEqual(new Set([clientA, clientB]));
    const [resolved] = await as(admin, (tx) =>
      tx.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, ticketB)).returning(),
    );
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).toBeInstanceOf(Date);
    expect(resolved.resolvedBy).toBe(admin);
    const [reopened] = await as(admin, (tx) =>
      tx.update(supportTickets).set({ status: 'open' }).where(eq(supportTickets.id, ticketB)).returning(),
    );
    expect([reopened.status, reopened.resolvedAt, reopened.resolvedBy]).toEqual(['open', null, null]);
    expect(
      await dbError(
        as(admin, (tx) => tx.update(supportTickets).set({ subject: 'Edited' }).where(eq(supportTickets.id, ticketB))),
      ),
    ).toMatch(/permission denied/);
  });

  it('records ticket events in the activity log that only the ticket’s client (and admins) can read', async () => {
    const eventsOf = (id: string) =>
      as(id, (tx) =>
        tx
          .select({ action: activityLog.action, type: activityLog.resourceType, details: activityLog.details })
          .from(activityLog),
      );
    const a = await eventsOf(clientA);
    expect(a).toContainEqual(
      expect.objectContaining({
        action: 'ticket_created',
        type: 'project',
        details: expect.objectContaining({ subject: 'Typo on home' }),
      }),
    );
    expect(a).toContainEqual(
      expect.objectContaining({
        action: 'ticket_created',
        type: 'support_ticket',
        details: expect.objectContaining({ subject: 'Invoice copy' }),
      }),
    );
    expect(a.some((e) => JSON.stringify(e.details).includes('B is down'))).toBe(false);
    const b = await eventsOf(clientB);
    expect(b.map((e) => e.action)).toEqual(
      expect.arrayContaining(['ticket_created', 'ticket_resolved', 'ticket_reopened']),
    );
    expect(b.some((e) => JSON.stringify(e.details).includes('Invoice copy'))).toBe(false);
  });

  it('shows a client only the files of their own projects, guessed ids included', async () => {
    const seenA = await as(clientA, (tx) => tx.select().from(projectFiles));
    expect(seenA.map((f) => f.id)).toEqual([fileA]);
    expect(await as(clientA, (tx) => tx.select().from(projectFiles).where(eq(projectFiles.id, fileB)))).toEqual([]);
    expect(await as(clientB, (tx) => tx.select().from(projectFiles).where(eq(projectFiles.id, fileA)))).toEqual([]);
    expect(await as(clientA, (tx) => tx.select().from(projects).where(eq(projects.id, projectB)))).toEqual([]);
    expect(await dbError(withAnon((tx) => tx.select().from(projectFiles), t.db))).toMatch(/permission denied/);
    expect(await as(admin, (tx) => tx.select().from(projectFiles))).toHaveLength(2);
  });

  it('lets only admins share and remove files', async () => {
    expect(await dbError(as(clientA, (tx) => tx.insert(projectFiles).values(fileRow(projectA, 'mine.pdf'))))).toMatch(
      /row-level security/,
    );
    const deleted = await as(clientA, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, fileA)).returning());
    expect(deleted).toEqual([]);
    expect(await dbError(as(clientA, (tx) => tx.update(projectFiles).set({ fileName: 'x.pdf' })))).toMatch(
      /permission denied/,
    );
    const [extra] = await as(admin, (tx) => tx.insert(projectFiles).values(fileRow(projectA, 'extra.pdf')).returning());
    const removed = await as(admin, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, extra.id)).returning());
    expect(removed).toHaveLength(1);
  });

  it('keeps file rows sane: random keys, plain names, at most 10 MB', async () => {
    const insert = (values: Partial<ReturnType<typeof fileRow>>) =>
      as(admin, (tx) => tx.insert(projectFiles).values({ ...fileRow(projectA, 'ok.pdf'), ...values }));
    expect(await dbError(insert({ storageKey: '../../etc/passwd' }))).toMatch(/check constraint/);
    expect(await dbError(insert({ fileName: 'a/b.pdf' }))).toMatch(/check constraint/);
    expect(await dbError(insert({ fileName: 'a\nb.pdf' }))).toMatch(/check constraint/);
    expect(await dbError(insert({ sizeBytes: 10 * 1024 * 1024 + 1 }))).toMatch(/check constraint/);
    expect(await dbError(insert({ sizeBytes: 0 }))).toMatch(/check constraint/);
  });

  it('logs a shared file as “file_uploaded” on the project, visible to its client only', async () => {
    const shared = (id: string) =>
      as(id, (tx) =>
        tx
          .select({ details: activityLog.details })
          .from(activityLog)
          .where(and(eq(activityLog.action, 'file_uploaded'), eq(activityLog.resourceType, 'project'))),
      );
    expect((await shared(clientA)).map((e) => (e.details as { file_name: string }).file_name)).toEqual(
      expect.arrayContaining(['a-plan.pdf']),
    );
    expect((await shared(clientA)).some((e) => JSON.stringify(e.details).includes('b-contract'))).toBe(false);
  });
});
