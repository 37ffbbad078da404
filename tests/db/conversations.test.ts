import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import {
  activityLog,
  projectMessageAttachments,
  projectMessageReads,
  projectMessages,
  supportTicketReplies,
  supportTickets,
} from '@/lib/db/schema';
import { listClientProjects } from '@/lib/client-portal/queries';
import { loadThread, markThreadRead } from '@/lib/messages/queries';
import { unreadAcrossProjects } from '@/lib/messages/unread';
import { MESSAGES_PER_PAGE } from '@/lib/messages/rules';
import { getTicketThread } from '@/lib/support/queries';
import { TICKET_STATUSES } from '@/lib/support/status';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// A project's thread and a ticket's replies are seen and written only
// by its client and the team (as anon, as the client, as another client, as admin), and the
// ticket's status follows who wrote last.
describe.each(databaseTargets())('project conversations and ticket replies on $name', (target) => {
  let t: TestDatabase;
  let clientA: string, clientB: string, admin: string;
  let projectA: string, projectB: string;

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);
  const post = (author: string, projectId: string, body: string) =>
    as(author, (tx) =>
      tx.insert(projectMessages).values({ projectId, authorId: author, body }).returning({ id: projectMessages.id }),
    );

  // The sidebar's count (the session check asks the same on the trusted connection).
  const unreadTotal = (id: string, staff = false) =>
    as(id, async (tx) => {
      const [row] = await tx
        .select({ n: unreadAcrossProjects(id, staff ? sql`true` : sql`false`) })
        .from(sql`(values (1)) as one (x)`);
      return row.n;
    });

  beforeAll(async () => {
    t = await target.open();
    clientA = await createUser(t.sql, 'a@client.test', 'client', { full_name: 'Ann Client' });
    clientB = await createUser(t.sql, 'b@client.test');
    admin = await createUser(t.sql, 'admin@team.test', 'admin', { full_name: 'Ada Admin' });
    [{ id: projectA }] =
      await t.sql`insert into app.projects (title, client_id) values ('A site', ${clientA}) returning id`;
    [{ id: projectB }] =
      await t.sql`insert into app.projects (title, client_id) values ('B app', ${clientB}) returning id`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the ticket statuses in the database are the one list, in its order', async () => {
    const rows = await t.sql`select unnest(enum_range(null::app.support_ticket_status))::text as s`;
    expect(rows.map((r) => r.s)).toEqual([...TICKET_STATUSES]);
  });

  it('a thread is read and written by its client and the team only', async () => {
    const [fromAdmin] = await post(admin, projectA, 'Kick-off notes are up: https://example.com/notes.');
    const [fromClient] = await post(clientA, projectA, 'Thanks, reading them now.');
    await post(clientB, projectB, 'B’s own thread');

    // Client A reads its own thread, not B's; B the reverse; the team reads both.
    const seenByA = await as(clientA, (tx) => tx.select().from(projectMessages));
    expect(seenByA.map((m) => m.id).sort()).toEqual([fromAdmin.id, fromClient.id].sort());
    const seenByB = await as(clientB, (tx) => tx.select().from(projectMessages));
    expect(seenByB.map((m) => m.body)).toEqual(['B’s own thread']);
    expect(await as(admin, (tx) => tx.select().from(projectMessages))).toHaveLength(3);
    // Another client's guessed project id: an empty thread, not an error and not the messages.
    expect((await as(clientB, (tx) => loadThread(tx, projectA, clientB))).messages).toEqual([]);
    // A visitor has no access at all.
    expect(await dbError(withAnon((tx) => tx.select().from(projectMessages), t.db))).toMatch(/permission denied/);
    expect(await dbError(withAnon((tx) => tx.select().from(projectMessageAttachments), t.db))).toMatch(
      /permission denied/,
    );

    // Writing: not on another client's project, not as someone else, not edited or deleted.
    expect(await dbError(post(clientB, projectA, 'sneaking in'))).toMatch(/row-level security/);
    expect(
      await dbError(
        as(clientA, (tx) => tx.insert(projectMessages).values({ projectId: projectA, authorId: admin, body: 'x' })),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.update(projectMessages).set({ body: 'edited' }).where(eq(projectMessages.id, fromAdmin.id)),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await dbError(as(admin, (tx) => tx.delete(projectMessages).where(eq(projectMessages.id, fromClient.id)))),
    ).toMatch(/permission denied/);
    // A signed-in writer cannot backdate a message.
    const [backdated] = await as(clientA, (tx) =>
      tx
        .insert(projectMessages)
        .values({ projectId: projectA, authorId: clientA, body: 'late', createdAt: new Date('2001-01-01') })
        .returning(),
    );
    expect(backdated.createdAt.getFullYear()).toBeGreaterThan(2001);
    // Each message is in the project's activity log, by its author.
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'message_posted'));
    expect(logged.find((l) => (l.details as { message_id: string }).message_id === fromClient.id)).toMatchObject({
      userId: clientA,
      resourceType: 'project',
      resourceId: projectA,
    });
  });

  it('attachments follow their message: only its author adds them, only its readers see them', async () => {
    const [message] = await post(clientA, projectA, 'The logo, attached');
    const row = (messageId: string) => ({
      messageId,
      storageKey: randomUUID() as string,
      fileName: 'logo.png',
      contentType: 'image/png',
      sizeBytes: 120,
    });
    const [own] = await as(clientA, (tx) => tx.insert(projectMessageAttachments).values(row(message.id)).returning());
    expect(await dbError(as(admin, (tx) => tx.insert(projectMessageAttachments).values(row(message.id))))).toMatch(
      /row-level security/,
    );
    expect(await dbError(as(clientB, (tx) => tx.insert(projectMessageAttachments).values(row(message.id))))).toMatch(
      /row-level security/,
    );
    expect(await as(clientB, (tx) => tx.select().from(projectMessageAttachments))).toEqual([]);
    expect((await as(admin, (tx) => tx.select().from(projectMessageAttachments))).map((a) => a.id)).toContain(own.id);
    expect(
      await dbError(
        as(clientA, (tx) => tx.insert(projectMessageAttachments).values({ ...row(message.id), sizeBytes: 0 })),
      ),
    ).toMatch(/check constraint/);
  });

  it('unread counts, mark as read, and the thread paged in SQL with the newest last', async () => {
    const [{ id: projectC }] =
      await t.sql`insert into app.projects (title, client_id) values ('C paging', ${clientA}) returning id`;
    const base = Date.parse('2026-01-01T00:00:00Z');
    const total = MESSAGES_PER_PAGE + 5;
    for (let i = 0; i < total; i++) {
      // Trusted inserts may set the time (the trigger only stamps signed-in writers).
      await t.sql`insert into app.project_messages (project_id, author_id, body, created_at)
                  values (${projectC}, ${admin}, ${`message ${i}`}, ${new Date(base + i * 60_000).toISOString()})`;
    }
    const unreadBefore = await unreadTotal(clientA);
    const cards = await as(clientA, (tx) => listClientProjects(tx, clientA));
    expect(cards.find((p) => p.id === projectC)?.unreadMessages).toBe(total);
    const latest = await as(clientA, (tx) => loadThread(tx, projectC, clientA));
    expect(latest.messages.map((m) => m.body)).toEqual(
      Array.from({ length: MESSAGES_PER_PAGE }, (_, i) => `message ${i + 5}`),
    );
    expect(latest).toMatchObject({ hasEarlier: true, isEarlierPage: false, unreadCount: total });
    expect(latest.messages.every((m) => m.unread && m.fromTeam && m.authorName === 'Ada Admin')).toBe(true);
    const earlier = await as(clientA, (tx) => loadThread(tx, projectC, clientA, { before: latest.messages[0].id }));
    expect(earlier.messages.map((m) => m.body)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
    expect(earlier).toMatchObject({ hasEarlier: false, isEarlierPage: true });
    // The admin's own messages are never unread for them; client B's only message is its own.
    expect((await as(admin, (tx) => loadThread(tx, projectC, admin))).unreadCount).toBe(0);
    expect(await unreadTotal(clientB)).toBe(0);

    // Read up to the 10th message: the rest stays unread; a marker never moves back.
    await as(clientA, (tx) => markThreadRead(tx, clientA, projectC, latest.messages[4].createdAt));
    expect((await as(clientA, (tx) => loadThread(tx, projectC, clientA))).unreadCount).toBe(total - 10);
    await as(clientA, (tx) => markThreadRead(tx, clientA, projectC, new Date(base)));
    expect((await as(clientA, (tx) => loadThread(tx, projectC, clientA))).unreadCount).toBe(total - 10);
    await as(clientA, (tx) => markThreadRead(tx, clientA, projectC, new Date(latest.newestAt!)));
    expect(await unreadTotal(clientA)).toBe(unreadBefore - total);

    // Markers are private and only for readable threads.
    expect(await as(clientB, (tx) => markThreadRead(tx, clientB, projectC, new Date()))).toBe(false);
    expect(
      await dbError(
        as(clientB, (tx) =>
          tx.insert(projectMessageReads).values({ userId: clientB, projectId: projectC, lastReadAt: new Date() }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await dbError(
        as(clientB, (tx) =>
          tx.insert(projectMessageReads).values({ userId: clientA, projectId: projectA, lastReadAt: new Date() }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(await as(clientB, (tx) => tx.select().from(projectMessageReads))).toEqual([]);
  });

  it('ticket replies: both ways, the status follows, and nobody else reads or writes them', async () => {
    const [ticket] = await as(clientA, (tx) =>
      tx
        .insert(supportTickets)
        .values({ clientId: clientA, subject: 'Export fails', description: 'Times out.' })
        .returning(),
    );
    const reply = (author: string, body: string) =>
      as(author, (tx) => tx.insert(supportTicketReplies).values({ ticketId: ticket.id, authorId: author, body }));
    const status = async () =>
      (await t.db.select({ s: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, ticket.id)))[0]
        .s;

    await reply(admin, 'Could you send the file you exported?');
    expect(await status()).toBe('waiting_on_client');
    await reply(clientA, 'Attached to the project thread.');
    expect(await status()).toBe('open');

    // Another client: neither reads nor writes; a visitor has no access.
    expect(await as(clientB, (tx) => tx.select().from(supportTicketReplies))).toEqual([]);
    expect(await as(clientB, (tx) => getTicketThread(tx, ticket.id))).toBeNull();
    expect(await dbError(reply(clientB, 'me too'))).toMatch(/row-level security/);
    expect(await dbError(withAnon((tx) => tx.select().from(supportTicketReplies), t.db))).toMatch(/permission denied/);
    // Nobody writes as someone else.
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.insert(supportTicketReplies).values({ ticketId: ticket.id, authorId: admin, body: 'x' }),
        ),
      ),
    ).toMatch(/row-level security/);

    const thread = await as(clientA, (tx) => getTicketThread(tx, ticket.id));
    expect(thread?.replies.map((r) => [r.fromTeam, r.body])).toEqual([
      [true, 'Could you send the file you exported?'],
      [false, 'Attached to the project thread.'],
    ]);

    // The client closes it (Resolved); a closed ticket takes no replies from either side.
    const closed = await as(clientA, (tx) =>
      tx.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, ticket.id)).returning(),
    );
    expect(closed[0]).toMatchObject({ status: 'resolved', resolvedBy: clientA });
    expect(await dbError(reply(admin, 'late answer'))).toMatch(/row-level security/);
    expect(await dbError(reply(clientA, 'one more thing'))).toMatch(/row-level security/);
    // The client reopens it, but can never set "Waiting on client" or touch B's tickets.
    await as(clientA, (tx) =>
      tx.update(supportTickets).set({ status: 'open' }).where(eq(supportTickets.id, ticket.id)),
    );
    expect(await status()).toBe('open');
    expect(
      await dbError(
        as(clientA, (tx) =>
          tx.update(supportTickets).set({ status: 'waiting_on_client' }).where(eq(supportTickets.id, ticket.id)),
        ),
      ),
    ).toMatch(/row-level security/);
    const [ticketB] = await as(clientB, (tx) =>
      tx.insert(supportTickets).values({ clientId: clientB, subject: 'B', description: 'B' }).returning(),
    );
    expect(
      await as(clientA, (tx) =>
        tx.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, ticketB.id)).returning(),
      ),
    ).toEqual([]);

    // The log: each reply once (with who answered), closing and reopening; no entry for the
    // Open <-> Waiting moves a reply makes.
    const log = await t.sql`select action from app.activity_log where details->>'ticket_id' = ${ticket.id} order by id`;
    expect(log.map((l) => l.action)).toEqual([
      'ticket_created',
      'ticket_answered',
      'ticket_client_replied',
      'ticket_resolved',
      'ticket_reopened',
    ]);
  });
});
