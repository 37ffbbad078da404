import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/lib/db/client';
import {
  activityLog,
  appSettings,
  proposalCountersignatures,
  proposalDecisions,
  proposals,
  proposalVersions,
} from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// The team's countersignature at the database: only on an acceptance, only while the setting
// offers it, once, by an admin as itself, never changed, and written to the project's history.

const content = {
  title: 'Proposal',
  scope: 'Scope',
  deliverables: '',
  timeline: '',
  terms: 'Terms',
  options: [{ name: 'Option 1', description: '', projectValue: 1000, monthlyFee: 100 }],
  tools: [],
};

describe.each(databaseTargets())('proposal countersignatures on $name', (target) => {
  let t: TestDatabase;
  let client: string, admin: string, otherAdmin: string, project: string, otherProject: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const sentVersion = async (projectId: string) => {
    const [{ id: proposalId }] = await as(admin, (tx) =>
      tx.insert(proposals).values({ projectId, draft: content }).returning({ id: proposals.id }),
    );
    const [version] = await as(admin, (tx) =>
      tx
        .insert(proposalVersions)
        .values({
          proposalId,
          projectId,
          version: 0,
          content,
          sentBy: admin,
          expiresAt: sql`now() + interval '30 days'`,
        })
        .returning(),
    );
    return version;
  };
  const decide = (by: string, versionId: string, accepted: boolean) =>
    as(by, async (tx) => {
      const [row] = await tx
        .insert(proposalDecisions)
        .values(
          accepted
            ? {
                versionId,
                proposalId: randomUUID(),
                projectId: randomUUID(),
                decision: 'accepted',
                optionIndex: 0,
                decidedBy: by,
                signerName: 'Ada Client',
                consent: true,
                documentSha256: 'a'.repeat(64),
                signedPdfKey: randomUUID(),
              }
            : {
                versionId,
                proposalId: randomUUID(),
                projectId: randomUUID(),
                decision: 'declined',
                reason: 'Too expensive',
                decidedBy: by,
              },
        )
        .returning();
      return row;
    });
  const countersign = (by: string, decisionId: string) =>
    as(by, (tx) =>
      tx
        .insert(proposalCountersignatures)
        .values({
          decisionId,
          projectId: randomUUID(),
          countersignedBy: by,
          signerName: 'Grace Admin',
          consent: true,
          ip: '203.0.113.9',
          userAgent: 'test',
        })
        .returning(),
    );
  const offer = (on: boolean) => t.db.update(appSettings).set({ proposalCountersignOffered: on });

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'client@countersign.test');
    admin = await createUser(t.sql, 'admin@countersign.test', 'admin');
    otherAdmin = await createUser(t.sql, 'admin2@countersign.test', 'admin');
    [{ id: project }] =
      await t.sql`insert into app.projects (title, client_id) values ('Site', ${client}) returning id`;
    [{ id: otherProject }] =
      await t.sql`insert into app.projects (title, client_id) values ('App', ${client}) returning id`;
  });
  afterAll(async () => t?.close());

  it('is off by default and refused while off', async () => {
    const [settings] = await t.db.select().from(appSettings);
    expect(settings.proposalCountersignOffered).toBe(false);
    const version = await sentVersion(project);
    const decision = await decide(client, version.id, true);
    expect(await dbError(countersign(admin, decision.id))).toMatch(/turned off/);
  });

  it('lets an admin countersign an acceptance once, as itself, and logs it', async () => {
    await offer(true);
    const [changed] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'settings_changed'));
    expect(changed.details).toEqual({ proposal_countersign_offered: true });
    const [decision] = await t.db.select().from(proposalDecisions).where(eq(proposalDecisions.projectId, project));
    // A client (even the signer) cannot countersign: the trigger refuses before row-level
    // security would.
    expect(await dbError(countersign(client, decision.id))).toMatch(/row-level security|Only the team/);
    const [row] = await countersign(admin, decision.id);
    expect(row).toMatchObject({ projectId: project, countersignedBy: admin, signerName: 'Grace Admin' });
    expect(await dbError(countersign(otherAdmin, decision.id))).toMatch(/duplicate|unique/);
    expect(
      await dbError(
        t.db
          .update(proposalCountersignatures)
          .set({ signerName: 'Someone else' })
          .where(eq(proposalCountersignatures.id, row.id)),
      ),
    ).toMatch(/cannot be changed/);
    const seenByClient = await as(client, (tx) => tx.select().from(proposalCountersignatures));
    expect(seenByClient.map((c) => c.id)).toEqual([row.id]);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.resourceId, project));
    expect(log.find((l) => l.action === 'proposal_countersigned')).toMatchObject({
      userId: admin,
      details: expect.objectContaining({ decision_id: decision.id, signer_name: 'Grace Admin' }),
    });
  });

  it('refuses a declined version and a trusted insert by a non-admin', async () => {
    const version = await sentVersion(otherProject);
    const declined = await decide(client, version.id, false);
    expect(await dbError(countersign(admin, declined.id))).toMatch(/Only an accepted/);
    // Trusted work (no signed-in user) is still held to “only the team”.
    expect(
      await dbError(
        t.db.insert(proposalCountersignatures).values({
          decisionId: declined.id,
          projectId: otherProject,
          countersignedBy: client,
          signerName: 'X',
          consent: true,
        }),
      ),
    ).toMatch(/accepted|team/);
  });
});
