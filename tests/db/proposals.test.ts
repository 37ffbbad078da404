import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeTrusted, withUser } from '@/lib/db/client';
import {
  activityLog,
  inquiryConversions,
  proposalDecisions,
  proposals,
  proposalTemplates,
  proposalVersions,
} from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Proposals at the database: the team writes and sends, a sent version never changes, only
// the project's client decides, once per version, on the latest unexpired version, and a
// proposal is accepted at most once. Inquiries convert once.

const content = (options = 3) => ({
  title: 'Proposal',
  scope: 'Scope',
  deliverables: '',
  timeline: '',
  terms: 'Terms',
  options: Array.from({ length: options }, (_, i) => ({
    name: `Option ${i + 1}`,
    description: '',
    projectValue: 1000 * (i + 1),
    monthlyFee: 100 * (i + 1),
  })),
  tools: [],
});

const HASH = 'a'.repeat(64);

describe.each(databaseTargets())('proposals on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string, proposalA: string, proposalB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const send = (proposalId: string, projectId: string, expires = sql`now() + interval '30 days'`) =>
    as(admin, async (tx) => {
      const [row] = await tx
        .insert(proposalVersions)
        .values({ proposalId, projectId, version: 0, content: content(), sentBy: admin, expiresAt: expires })
        .returning();
      return row;
    });
  const accept = (by: string, versionId: string, optionIndex = 1) =>
    as(by, (tx) =>
      tx
        .insert(proposalDecisions)
        .values({
          versionId,
          proposalId: randomUUID(),
          projectId: randomUUID(),
          decision: 'accepted',
          optionIndex,
          decidedBy: by,
          signerName: 'Ada Client',
          consent: true,
          documentSha256: HASH,
          signedPdfKey: randomUUID(),
        })
        .returning(),
    );
  const decline = (by: string, versionId: string, reason = 'Too expensive') =>
    as(by, (tx) =>
      tx
        .insert(proposalDecisions)
        .values({
          versionId,
          proposalId: randomUUID(),
          projectId: randomUUID(),
          decision: 'declined',
          reason,
          decidedBy: by,
        })
        .returning(),
    );

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@proposal.test');
    clientB = await createUser(t.sql, 'b@proposal.test');
    admin = await createUser(t.sql, 'admin@proposal.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('A site', ${clientA}) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('B app', ${clientB}) returning id`;
    [{ id: proposalA }] = await as(admin, (tx) =>
      tx.insert(proposals).values({ projectId: projectA, draft: content() }).returning({ id: proposals.id }),
    );
    [{ id: proposalB }] = await as(admin, (tx) =>
      tx.insert(proposals).values({ projectId: projectB, draft: content() }).returning({ id: proposals.id }),
    );
  });
  afterAll(async () => t?.close());

  it('keeps drafts and templates to the team', async () => {
    expect(await as(clientA, (tx) => tx.select().from(proposals))).toEqual([]);
    expect(await dbError(as(clientA, (tx) => tx.insert(proposals).values({ projectId: projectA })))).toMatch(
      /row-level security|duplicate/,
    );
    await as(admin, (tx) => tx.insert(proposalTemplates).values({ kind: 'terms', title: 'Standard', body: 'Net 15' }));
    expect(await as(clientA, (tx) => tx.select().from(proposalTemplates))).toEqual([]);
    expect(await as(admin, (tx) => tx.select().from(proposalTemplates))).toHaveLength(1);
  });

  it('numbers sent versions, refuses a client sending and any change to a sent version', async () => {
    const first = await send(proposalA, projectA);
    expect(first.version).toBe(1);
    expect(first.sentBy).toBe(admin);
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.insert(proposalVersions).values({
            proposalId: proposalA,
            projectId: projectA,
            version: 9,
            content: content(),
            expiresAt: sql`now() + interval '1 day'`,
          }),
        ),
      ),
    ).toMatch(/row-level security/);
    // Not even the owner may change what was sent.
    expect(
      await dbError(
        t.db
          .update(proposalVersions)
          .set({ content: content(1) })
          .where(eq(proposalVersions.id, first.id)),
      ),
    ).toMatch(/cannot be changed/);
    expect(await dbError(send(proposalA, projectA, sql`now() - interval '1 day'`))).toMatch(/check/);
  });

  it('shows a client the versions of its own projects only', async () => {
    await send(proposalB, projectB);
    const seenByA = await as(clientA, (tx) => tx.select().from(proposalVersions));
    expect(seenByA.map((v) => v.projectId)).toEqual([projectA]);
    const seenByB = await as(clientB, (tx) => tx.select().from(proposalVersions));
    expect(seenByB.map((v) => v.projectId)).toEqual([projectB]);
  });

  it('lets only the project’s client decide, on the latest version, before it expires, once', async () => {
    const older = await send(proposalA, projectA);
    const latest = await send(proposalA, projectA);
    expect(latest.version).toBe(older.version + 1);
    expect(await dbError(accept(clientB, latest.id))).toMatch(/row-level security/);
    expect(await dbError(accept(admin, latest.id))).toMatch(/row-level security/);
    expect(await dbError(accept(clientA, older.id))).toMatch(/newer version/);
    expect(await dbError(accept(clientA, latest.id, 2 + 1))).toMatch(/check|option/);
    expect(await dbError(decline(clientA, latest.id, '  '))).toMatch(/check/);
    const [decision] = await accept(clientA, latest.id);
    expect(decision).toMatchObject({ proposalId: proposalA, projectId: projectA, decidedBy: clientA });
    // One decision per version, one acceptance per proposal, and nothing sent after it.
    expect(await dbError(decline(clientA, latest.id))).toMatch(/duplicate|unique/);
    expect(await dbError(send(proposalA, projectA))).toMatch(/accepted/);
    expect(
      await dbError(
        t.db.update(proposalDecisions).set({ optionIndex: 0 }).where(eq(proposalDecisions.id, decision.id)),
      ),
    ).toMatch(/cannot be changed/);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.resourceId, projectA));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['proposal_sent', 'proposal_accepted']));
  });

  it('refuses a decision on an expired version', async () => {
    const [{ id: projectC }] =
      await t.sql`insert into app.projects (title, client_id) values ('C', ${clientA}) returning id`;
    const [{ id: proposalC }] = await as(admin, (tx) =>
      tx.insert(proposals).values({ projectId: projectC, draft: content() }).returning({ id: proposals.id }),
    );
    const version = await send(proposalC, projectC);
    await t.sql`alter table app.proposal_versions disable trigger proposal_versions_refuse_update`;
    await t.sql`update app.proposal_versions set sent_at = now() - interval '40 days', expires_at = now() - interval '10 days' where id = ${version.id}`;
    await t.sql`alter table app.proposal_versions enable trigger proposal_versions_refuse_update`;
    expect(await dbError(accept(clientA, version.id))).toMatch(/expired/);
    expect(await dbError(decline(clientA, version.id))).toMatch(/expired/);
  });

  it('converts an inquiry once, by the team only', async () => {
    const [{ id: inquiry }] = await t.sql`
      insert into app.contact_inquiries (full_name, email, company, project_type, budget, timeline, description)
      values ('Ada', 'ada@x.test', 'Ada Co', 'other', '5k-15k', 'flexible', ${'x'.repeat(60)}) returning id`;
    const row = { inquiryId: inquiry, clientId: clientA, projectId: projectB, clientCreated: false };
    expect(
      await dbError(as(clientA, (tx) => tx.insert(inquiryConversions).values({ ...row, convertedBy: clientA }))),
    ).toMatch(/row-level security/);
    await as(admin, (tx) => tx.insert(inquiryConversions).values({ ...row, convertedBy: admin }));
    expect(
      await dbError(as(admin, (tx) => tx.insert(inquiryConversions).values({ ...row, convertedBy: admin }))),
    ).toMatch(/duplicate|unique/);
    expect(await as(clientA, (tx) => tx.select().from(inquiryConversions))).toEqual([]);
  });

  it('lets a transaction proven under a user’s RLS go on as the trusted role', async () => {
    const role = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'authenticated', true)`);
      await resumeTrusted(tx);
      const [row] = await tx.execute<{ role: string }>(sql`select current_user as role`);
      return row.role;
    });
    expect(role).not.toBe('authenticated');
  });
});
