import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { contactInquiries, idempotencyKeys, supportTickets } from '@/lib/db/schema';
import { once, storedResult } from '@/lib/idempotency/queries';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// A resubmit with the same idempotency key stores one row and gets the first answer.
describe.each(databaseTargets())('idempotency keys on $name', (target) => {
  let t: TestDatabase;
  let client: string, other: string;

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'idem@client.test');
    other = await createUser(t.sql, 'other@client.test');
  });
  afterAll(() => t?.close());

  const openTicket = (id: string, key: string, subject: string) =>
    withUser(
      claimsFor(id),
      (tx) =>
        once(tx, key, 'support-ticket', async (tx) => {
          const [row] = await tx
            .insert(supportTickets)
            .values({ clientId: id, subject, description: 'Details' })
            .returning({ id: supportTickets.id });
          return { id: row.id };
        }),
      t.db,
    );

  it('a resubmit stores nothing new and answers with the first result', async () => {
    const key = randomUUID();
    const first = await openTicket(client, key, 'Resubmitted');
    const again = await openTicket(client, key, 'Resubmitted');
    expect(first).toMatchObject({ replayed: false });
    expect(again).toEqual({ replayed: true, value: first.value });
    const rows = await t.db.select().from(supportTickets).where(eq(supportTickets.subject, 'Resubmitted'));
    expect(rows).toHaveLength(1);
  });

  it('concurrent submits of one key store one row', async () => {
    const key = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => openTicket(client, key, 'Raced')));
    const rows = await t.db.select().from(supportTickets).where(eq(supportTickets.subject, 'Raced'));
    expect(rows).toHaveLength(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.value).toEqual({ id: rows[0].id });
  });

  it('a refusal stores no key, so the corrected resubmit runs', async () => {
    const key = randomUUID();
    const refused = await withUser(claimsFor(client), (tx) => once(tx, key, 'support-ticket', async () => null), t.db);
    expect(refused).toEqual({ replayed: false, value: null });
    const retried = await openTicket(client, key, 'After a refusal');
    expect(retried.replayed).toBe(false);
  });

  it('a failed create stores no key either (one transaction)', async () => {
    const key = randomUUID();
    await expect(
      withUser(
        claimsFor(client),
        (tx) =>
          once(tx, key, 'support-ticket', async (tx) => {
            await tx.insert(supportTickets).values({ clientId: client, subject: 'Half done', description: 'x' });
            throw new Error('mail server down');
          }),
        t.db,
      ),
    ).rejects.toThrow('mail server down');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.subject, 'Half done'))).toHaveLength(0);
  });

  it("another user cannot read or reuse someone's key", async () => {
    const key = randomUUID();
    await openTicket(client, key, 'Mine');
    const theirs = await openTicket(other, key, 'Mine');
    expect(theirs).toEqual({ replayed: true, value: null });
    expect(await withUser(claimsFor(other), (tx) => storedResult(tx, key, 'support-ticket'), t.db)).toBeNull();
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.clientId, other))).toHaveLength(0);
  });

  it('a visitor (contact form) records keys without reading any back', async () => {
    const key = randomUUID();
    const send = () =>
      withAnon(
        (tx) =>
          once(tx, key, 'contact-inquiry', async (tx) => {
            await tx.insert(contactInquiries).values({
              id: randomUUID(),
              fullName: 'Vera Visitor',
              email: 'vera@example.test',
              company: 'V',
              projectType: 'other',
              budget: '5k-15k',
              timeline: 'asap',
              description: 'Please build us a customer portal with sign-in and reports.',
            });
            return { stored: true };
          }),
        t.db,
      );
    expect(await send()).toEqual({ replayed: false, value: { stored: true } });
    expect(await send()).toEqual({ replayed: true, value: null });
    const rows = await t.db.select().from(contactInquiries).where(eq(contactInquiries.fullName, 'Vera Visitor'));
    expect(rows).toHaveLength(1);
  });
});
