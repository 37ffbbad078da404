import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { approvals, caseStudies, testimonials } from '@/lib/db/schema';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Case studies and testimonials at the database: visitors read only what is published and
// still consented to; the team drafts, asks and publishes only an approved text; only the
// project's own client people approve and withdraw, and withdrawing unpublishes at once.
describe.each(databaseTargets())('case studies and testimonials on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string, openProject: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const anon = <T>(fn: Parameters<typeof withAnon<T>>[0]) => withAnon(fn, t.db);
  const draft = (projectId: string, slug: string) =>
    as(admin, (tx) =>
      tx
        .insert(caseStudies)
        .values({
          projectId,
          slug,
          title: 'Half the software bill',
          summary: 'A short story.',
          problem: 'Too many tools.',
          approach: 'An audit, then one system.',
          results: 'Lower costs.',
          clientLabel: 'A retailer',
          createdBy: admin,
        })
        .returning(),
    );
  const ask = (projectId: string, kind: 'case_study' | 'testimonial') =>
    as(admin, (tx) =>
      tx
        .insert(approvals)
        .values({ projectId, kind, title: 'Publish?', note: 'The exact text', requestedBy: admin })
        .returning(),
    );
  const decide = (client: string, approvalId: string, status: 'approved' | 'changes_requested') =>
    as(client, (tx) =>
      tx
        .update(approvals)
        .set({ status, decisionComment: status === 'approved' ? null : 'Fix it' })
        .where(eq(approvals.id, approvalId))
        .returning(),
    );
  const publicSlugs = async () => (await anon((tx) => tx.select().from(caseStudies))).map((c) => c.slug);

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test');
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin');
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id, kanban_stage) values ('A shop', ${clientA}, 'completed') returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id, kanban_stage) values ('B app', ${clientB}, 'completed') returning id`;
    [{ id: openProject }] =
      await t.sql`insert into app.projects (title, client_id, kanban_stage) values ('A next', ${clientA}, 'in_development') returning id`;
  });
  afterAll(async () => t?.close());

  it('writes a case study only of a completed project, and only the team writes one', async () => {
    expect(await dbError(draft(openProject, 'too-early'))).toMatch(/completed project/);
    const byClient = as(clientA, (tx) =>
      tx.insert(caseStudies).values({
        projectId: projectA,
        slug: 'by-client',
        title: 't',
        summary: 's',
        problem: 'p',
        approach: 'a',
        results: 'r',
        clientLabel: 'c',
      }),
    );
    expect(await dbError(byClient)).toMatch(/row-level security/);
  });

  it('goes from draft to approved to published; visitors see it only when published', async () => {
    const [study] = await draft(projectA, 'shop-story');
    expect(await publicSlugs()).not.toContain('shop-story');
    // Publishing without the client's approval is refused.
    const publish = () =>
      as(admin, (tx) => tx.update(caseStudies).set({ publishedAt: new Date() }).where(eq(caseStudies.id, study.id)));
    expect(await dbError(publish())).toMatch(/client approved/);
    const [approval] = await ask(projectA, 'case_study');
    await as(admin, (tx) =>
      tx.update(caseStudies).set({ approvalId: approval.id }).where(eq(caseStudies.id, study.id)),
    );
    expect(await dbError(publish())).toMatch(/client approved/);
    // The text asked about cannot change under that approval.
    const edit = as(admin, (tx) =>
      tx.update(caseStudies).set({ results: 'Even lower costs.' }).where(eq(caseStudies.id, study.id)),
    );
    expect(await dbError(edit)).toMatch(/cannot change/);
    // Another client cannot decide it; the project's client can.
    expect(await decide(clientB, approval.id, 'approved')).toEqual([]);
    expect(await decide(clientA, approval.id, 'approved')).toHaveLength(1);
    await publish();
    expect(await publicSlugs()).toContain('shop-story');
    // Another client neither sees the draft rows of A nor can withdraw A's consent.
    const withdrawnByB = await as(clientB, (tx) =>
      tx.update(caseStudies).set({ consentWithdrawnAt: new Date() }).where(eq(caseStudies.id, study.id)).returning(),
    );
    expect(withdrawnByB).toEqual([]);
    expect(await publicSlugs()).toContain('shop-story');
  });

  it('lets the project’s client withdraw consent, which unpublishes at once, and nothing else', async () => {
    const [study] = await as(admin, (tx) => tx.select().from(caseStudies).where(eq(caseStudies.slug, 'shop-story')));
    const sneaky = as(clientA, (tx) =>
      tx
        .update(caseStudies)
        .set({ title: 'Changed by the client', consentWithdrawnAt: new Date() })
        .where(eq(caseStudies.id, study.id)),
    );
    expect(await dbError(sneaky)).toMatch(/only withdraw/);
    const [withdrawn] = await as(clientA, (tx) =>
      tx.update(caseStudies).set({ consentWithdrawnAt: new Date() }).where(eq(caseStudies.id, study.id)).returning(),
    );
    expect(withdrawn.publishedAt).toBeNull();
    expect(await publicSlugs()).not.toContain('shop-story');
    // The team cannot publish it again, nor undo the withdrawal, under the same approval.
    const republish = as(admin, (tx) =>
      tx.update(caseStudies).set({ publishedAt: new Date() }).where(eq(caseStudies.id, study.id)),
    );
    expect(await dbError(republish)).toMatch(/client approved|withdrawal stands/);
    const undo = as(admin, (tx) =>
      tx.update(caseStudies).set({ consentWithdrawnAt: null }).where(eq(caseStudies.id, study.id)),
    );
    expect(await dbError(undo)).toMatch(/withdrawal stands/);
  });

  it('refuses an approval of another project or kind', async () => {
    const [study] = await draft(projectB, 'b-story');
    const [ofA] = await ask(projectA, 'case_study');
    const [quoteOfB] = await ask(projectB, 'testimonial');
    for (const approvalId of [ofA.id, quoteOfB.id]) {
      const link = as(admin, (tx) => tx.update(caseStudies).set({ approvalId }).where(eq(caseStudies.id, study.id)));
      expect(await dbError(link)).toMatch(/this project's request/);
    }
  });

  it('shows visitors only published, consented testimonials; clients read only their projects’ drafts', async () => {
    const [quote] = await as(admin, (tx) =>
      tx
        .insert(testimonials)
        .values({ projectId: projectA, quote: 'They halved our bill.', personName: 'Ana', personRole: 'COO' })
        .returning(),
    );
    expect(await anon((tx) => tx.select().from(testimonials))).toEqual([]);
    expect(await as(clientB, (tx) => tx.select().from(testimonials))).toEqual([]);
    expect(await as(clientA, (tx) => tx.select().from(testimonials))).toHaveLength(1);
    const [approval] = await ask(projectA, 'testimonial');
    await as(admin, (tx) =>
      tx.update(testimonials).set({ approvalId: approval.id }).where(eq(testimonials.id, quote.id)),
    );
    await decide(clientA, approval.id, 'approved');
    await as(admin, (tx) =>
      tx.update(testimonials).set({ publishedAt: new Date() }).where(eq(testimonials.id, quote.id)),
    );
    expect((await anon((tx) => tx.select().from(testimonials))).map((q) => q.id)).toEqual([quote.id]);
    // Visitors can write nothing.
    const byVisitor = anon((tx) =>
      tx.insert(testimonials).values({ projectId: projectA, quote: 'x', personName: 'x', personRole: 'x' }),
    );
    expect(await dbError(byVisitor)).toMatch(/permission denied|row-level security/);
    await as(clientA, (tx) =>
      tx.update(testimonials).set({ consentWithdrawnAt: new Date() }).where(eq(testimonials.id, quote.id)),
    );
    expect(await anon((tx) => tx.select().from(testimonials))).toEqual([]);
  });

  it('asks again after changes are requested, and a new approval clears the withdrawal', async () => {
    const [study] = await as(admin, (tx) => tx.select().from(caseStudies).where(eq(caseStudies.slug, 'shop-story')));
    const [again] = await ask(projectA, 'case_study');
    const [renewed] = await as(admin, (tx) =>
      tx.update(caseStudies).set({ approvalId: again.id }).where(eq(caseStudies.id, study.id)).returning(),
    );
    expect(renewed.consentWithdrawnAt).toBeNull();
    await decide(clientA, again.id, 'changes_requested');
    // Changes requested: the team may edit the text now.
    await as(admin, (tx) =>
      tx.update(caseStudies).set({ results: 'Lower costs, faster.' }).where(eq(caseStudies.id, study.id)),
    );
    const [edited] = await as(admin, (tx) => tx.select().from(caseStudies).where(eq(caseStudies.id, study.id)));
    expect(edited.results).toBe('Lower costs, faster.');
  });
});
