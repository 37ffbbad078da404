import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import { activityLog, approvals, projectFiles } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Client uploads and approvals at the database: a client shares files only on its own projects and
// removes only its own; approvals are asked by the team, decided once by the project's client.
describe.each(databaseTargets())('client uploads and approvals on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string, adminFileA: string, fileB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const fileRow = (projectId: string, name: string, uploadedBy?: string) => ({
    projectId,
    storageKey: randomUUID() as string,
    fileName: name,
    contentType: 'application/pdf',
    sizeBytes: 1234,
    uploadedBy,
  });
  const ask = (projectId: string, values: Partial<typeof approvals.$inferInsert> = {}) =>
    as(admin, (tx) =>
      tx
        .insert(approvals)
        .values({ projectId, kind: 'milestone', title: 'Design sign-off', requestedBy: admin, ...values })
        .returning(),
    );

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('A site', ${clientA}) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('B app', ${clientB}) returning id`;
    [{ id: adminFileA }] = await as(admin, (tx) =>
      tx
        .insert(projectFiles)
        .values(fileRow(projectA, 'a-plan.pdf', admin))
        .returning({ id: projectFiles.id }),
    );
    [{ id: fileB }] = await as(clientB, (tx) =>
      tx
        .insert(projectFiles)
        .values(fileRow(projectB, 'b-brief.pdf', clientB))
        .returning({ id: projectFiles.id }),
    );
  });
  afterAll(async () => t?.close());

  describe('client uploads', () => {
    it('lets a client share a file on its own project, as itself', async () => {
      const [row] = await as(clientA, (tx) =>
        tx
          .insert(projectFiles)
          .values(fileRow(projectA, 'a-brief.pdf', clientA))
          .returning(),
      );
      expect(row.uploadedBy).toBe(clientA);
      const seen = await as(admin, (tx) => tx.select().from(projectFiles).where(eq(projectFiles.id, row.id)));
      expect(seen).toHaveLength(1);
    });

    it('refuses a client’s upload to another client’s project, or in someone else’s name', async () => {
      const insert = (values: ReturnType<typeof fileRow>) =>
        as(clientA, (tx) => tx.insert(projectFiles).values(values));
      expect(await dbError(insert(fileRow(projectB, 'x.pdf', clientA)))).toMatch(/row-level security/);
      expect(await dbError(insert(fileRow(projectA, 'x.pdf', admin)))).toMatch(/row-level security/);
      expect(await dbError(insert(fileRow(projectA, 'x.pdf')))).toMatch(/row-level security/);
    });

    it('never shows a client another client’s files', async () => {
      expect(await as(clientA, (tx) => tx.select().from(projectFiles).where(eq(projectFiles.id, fileB)))).toEqual([]);
      const all = await as(clientA, (tx) => tx.select({ projectId: projectFiles.projectId }).from(projectFiles));
      expect(all.every((f) => f.projectId === projectA)).toBe(true);
    });

    it('lets a client remove only the files it uploaded, never the team’s or another client’s', async () => {
      expect(
        await as(clientA, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, adminFileA)).returning()),
      ).toEqual([]);
      expect(await as(clientA, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, fileB)).returning())).toEqual(
        [],
      );
      const [own] = await as(clientA, (tx) =>
        tx
          .insert(projectFiles)
          .values(fileRow(projectA, 'a-old.pdf', clientA))
          .returning(),
      );
      const removed = await as(clientA, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, own.id)).returning());
      expect(removed.map((f) => f.id)).toEqual([own.id]);
      const left = await t.sql`select id from app.project_files where id in (${adminFileA}, ${fileB})`;
      expect(left).toHaveLength(2);
    });

    it('lets an admin remove a client’s file, and logs removals on the project', async () => {
      const [clientFile] = await as(clientA, (tx) =>
        tx
          .insert(projectFiles)
          .values(fileRow(projectA, 'a-draft.pdf', clientA))
          .returning(),
      );
      const removed = await as(admin, (tx) =>
        tx.delete(projectFiles).where(eq(projectFiles.id, clientFile.id)).returning(),
      );
      expect(removed).toHaveLength(1);
      const log = await as(clientA, (tx) =>
        tx
          .select({ userId: activityLog.userId, details: activityLog.details })
          .from(activityLog)
          .where(and(eq(activityLog.action, 'file_removed'), eq(activityLog.resourceId, projectA))),
      );
      expect(log).toEqual(
        expect.arrayContaining([
          { userId: admin, details: expect.objectContaining({ file_name: 'a-draft.pdf', uploaded_by: clientA }) },
          { userId: clientA, details: expect.objectContaining({ file_name: 'a-old.pdf' }) },
        ]),
      );
      // Client B's history shows nothing of A's files.
      const seenByB = await as(clientB, (tx) =>
        tx
          .select()
          .from(activityLog)
          .where(inArray(activityLog.action, ['file_removed', 'file_uploaded'])),
      );
      expect(seenByB.every((e) => e.resourceId === projectB)).toBe(true);
    });
  });

  describe('approvals', () => {
    it('lets only the team ask, as itself, for a pending decision', async () => {
      const [row] = await ask(projectA);
      expect(row).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
      expect(
        await dbError(
          as(clientA, (tx) =>
            tx.insert(approvals).values({ projectId: projectA, kind: 'milestone', title: 'x', requestedBy: clientA }),
          ),
        ),
      ).toMatch(/row-level security/);
      expect(await dbError(ask(projectA, { requestedBy: clientA }))).toMatch(/row-level security/);
      expect(await dbError(ask(projectA, { status: 'approved' }))).toMatch(/row-level security|check constraint/);
    });

    it('ties a file approval to a file of the same project', async () => {
      const [ok] = await ask(projectA, { kind: 'file', fileId: adminFileA, title: 'a-plan.pdf' });
      expect(ok.fileId).toBe(adminFileA);
      expect(await dbError(ask(projectA, { kind: 'file', fileId: fileB, title: 'b' }))).toMatch(/foreign key/);
      expect(await dbError(ask(projectA, { kind: 'milestone', fileId: adminFileA, title: 'b' }))).toMatch(
        /check constraint/,
      );
    });

    it('lets only the project’s client decide, once, stamping who and when', async () => {
      const [approval] = await ask(projectA);
      const decide = (id: string, status: 'approved' | 'changes_requested', comment: string | null = null) =>
        as(id, (tx) =>
          tx
            .update(approvals)
            .set({ status, decisionComment: comment })
            .where(eq(approvals.id, approval.id))
            .returning(),
        );
      expect(await decide(clientB, 'approved')).toEqual([]);
      expect(await decide(admin, 'approved')).toEqual([]);
      expect(await dbError(decide(clientA, 'changes_requested', ''))).toMatch(/check constraint/);
      const [decided] = await decide(clientA, 'approved', 'Looks good');
      expect(decided).toMatchObject({ status: 'approved', decidedBy: clientA, decisionComment: 'Looks good' });
      expect(decided.decidedAt).toBeInstanceOf(Date);
      // A decided approval is no longer open to the client's update policy…
      expect(await decide(clientA, 'changes_requested', 'Changed my mind')).toEqual([]);
      // …and the database refuses a second decision even from a role past the policies.
      expect(
        await dbError(
          t.sql`update app.approvals set status = 'changes_requested', decision_comment = 'x' where id = ${approval.id}`,
        ),
      ).toMatch(/already been decided/);
    });

    it('keeps the requester’s fields out of the client’s reach', async () => {
      const [approval] = await ask(projectA);
      expect(
        await dbError(
          as(clientA, (tx) =>
            tx
              .update(approvals)
              .set({ status: 'approved', title: 'Something else' })
              .where(eq(approvals.id, approval.id)),
          ),
        ),
      ).toMatch(/permission denied/);
      expect(
        await dbError(
          as(clientA, (tx) => tx.update(approvals).set({ status: 'pending' }).where(eq(approvals.id, approval.id))),
        ),
      ).toMatch(/row-level security|A decision approves/);
    });

    it('never shows a client another client’s approvals', async () => {
      const [other] = await ask(projectB);
      expect(await as(clientA, (tx) => tx.select().from(approvals).where(eq(approvals.id, other.id)))).toEqual([]);
      const mine = await as(clientA, (tx) => tx.select({ projectId: approvals.projectId }).from(approvals));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((a) => a.projectId === projectA)).toBe(true);
    });

    it('records requests and decisions in the activity log, with who and when', async () => {
      const [approval] = await ask(projectA, { title: 'Launch plan' });
      await as(clientA, (tx) =>
        tx
          .update(approvals)
          .set({ status: 'changes_requested', decisionComment: 'Move the date' })
          .where(eq(approvals.id, approval.id)),
      );
      const log = await as(admin, (tx) =>
        tx
          .select({ action: activityLog.action, userId: activityLog.userId, details: activityLog.details })
          .from(activityLog)
          .where(eq(activityLog.resourceId, projectA)),
      );
      const mine = log.filter((e) => (e.details as { approval_id?: string }).approval_id === approval.id);
      expect(mine).toEqual(
        expect.arrayContaining([
          { action: 'approval_requested', userId: admin, details: expect.objectContaining({ title: 'Launch plan' }) },
          {
            action: 'approval_decided',
            userId: clientA,
            details: expect.objectContaining({ decision: 'changes_requested', comment: 'Move the date' }),
          },
        ]),
      );
    });

    it('keeps an approval when its file is removed', async () => {
      const [file] = await as(admin, (tx) =>
        tx
          .insert(projectFiles)
          .values(fileRow(projectA, 'v1.pdf', admin))
          .returning(),
      );
      const [approval] = await ask(projectA, { kind: 'file', fileId: file.id, title: 'v1.pdf' });
      await as(clientA, (tx) => tx.update(approvals).set({ status: 'approved' }).where(eq(approvals.id, approval.id)));
      await as(admin, (tx) => tx.delete(projectFiles).where(eq(projectFiles.id, file.id)));
      const [kept] = await as(admin, (tx) => tx.select().from(approvals).where(eq(approvals.id, approval.id)));
      expect(kept).toMatchObject({ fileId: null, title: 'v1.pdf', status: 'approved' });
    });
  });
});
