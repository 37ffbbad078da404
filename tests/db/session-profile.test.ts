import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionProfile } from '@/lib/auth/session-profile';
import type { Database } from '@/lib/db/client';
import { DatabaseUnavailableError } from '@/lib/db/errors';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { claimsFor, createUser, databaseTargets, type TestDatabase } from '../support/test-databases';

// The server's one session check per request. One statement finds the live session
// row and the profile; a revoked or expired session is signed out, a database error is not.
describe.each(databaseTargets())('the session check on $name', (target) => {
  let t: TestDatabase;
  let userId: string;
  const noRetry = <T>(fn: () => Promise<T>) => fn();

  async function newSession(notAfter = "now() + interval '7 days'") {
    const [row] = await t.sql.unsafe<{ id: string }[]>(
      `insert into auth.sessions (user_id, not_after) values ($1, ${notAfter}) returning id`,
      [userId],
    );
    return { ...claimsFor(userId), session_id: row.id };
  }

  beforeAll(async () => {
    t = await target.open();
    userId = await createUser(t.sql, 'session@client.test', 'admin');
  });
  afterAll(() => t?.close());

  it('loads the profile of a live session', async () => {
    const profile = await loadSessionProfile(await newSession(), t.db);
    expect(profile).toMatchObject({
      profile: { id: userId, role: 'admin', email: 'session@client.test' },
      requireAdminMfa: false,
    });
  });

  it('signs out a revoked, an expired, a foreign or a missing session', async () => {
    const revoked = await newSession();
    await t.sql`delete from auth.sessions where id = ${revoked.session_id}`;
    expect(await loadSessionProfile(revoked, t.db)).toBeNull();
    expect(await loadSessionProfile(await newSession("now() - interval '1 second'"), t.db)).toBeNull();
    const other = await createUser(t.sql, 'other@client.test');
    const stolen = { ...claimsFor(other), session_id: (await newSession()).session_id };
    expect(await loadSessionProfile(stolen, t.db)).toBeNull();
    expect(await loadSessionProfile({ ...claimsFor(userId), session_id: randomUUID() }, t.db)).toBeNull();
    expect(await loadSessionProfile(claimsFor(userId), t.db)).toBeNull();
  });

  it('creates the missing profile of a live session with role client', async () => {
    const orphan = await createUser(t.sql, 'orphan@client.test', 'admin');
    await t.sql`delete from app.profiles where id = ${orphan}`;
    const [row] = await t.sql<{ id: string }[]>`
      insert into auth.sessions (user_id, not_after) values (${orphan}, now() + interval '1 day') returning id`;
    const profile = await loadSessionProfile({ ...claimsFor(orphan), session_id: row.id }, t.db);
    expect(profile).toMatchObject({ profile: { id: orphan, role: 'client' } });
  });

  it("keeps a session without an end (Supabase's default, not time-boxed) alive", async () => {
    expect(await loadSessionProfile(await newSession('null'), t.db)).toMatchObject({ profile: { id: userId } });
  });

  it('throws on a database error instead of answering "signed out"', async () => {
    const failing = (code: string) => () => {
      throw Object.assign(new Error('the database is down'), { code });
    };
    const broken = (code: string) => ({ select: failing(code), $with: failing(code) }) as unknown as Database;
    await expect(loadSessionProfile(await newSession(), broken('XX000'), noRetry)).rejects.toThrow(
      'the database is down',
    );
    // A database that cannot be reached is "temporarily unavailable", not signed out.
    await expect(loadSessionProfile(await newSession(), broken('ECONNREFUSED'), noRetry)).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
  });

  // The session rules folded into the one statement: idle per role, activity at most every minute.
  async function sessionIdleFor(user: string, minutes: number) {
    const [row] = await t.sql<{ id: string }[]>`
      insert into auth.sessions (user_id, not_after, updated_at)
      values (${user}, now() + interval '1 day', now() - make_interval(mins => ${minutes})) returning id`;
    return { ...claimsFor(user), session_id: row.id };
  }
  const sessionRow = async (id: string) =>
    (
      await t.sql<
        { at: number }[]
      >`select extract(epoch from updated_at)::float8 as at from auth.sessions where id = ${id}`
    )[0];

  it('ends a session idle longer than its role allows (staff 30 min, client 120 min)', async () => {
    const staffIdle = await sessionIdleFor(userId, 31);
    expect(await loadSessionProfile(staffIdle, t.db)).toBeNull();
    expect(await sessionRow(staffIdle.session_id)).toBeUndefined();

    const client = await createUser(t.sql, 'idle@client.test', 'client');
    const clientActive = await sessionIdleFor(client, 31);
    expect(await loadSessionProfile(clientActive, t.db)).toMatchObject({ profile: { id: client } });
    const clientIdle = await sessionIdleFor(client, 121);
    expect(await loadSessionProfile(clientIdle, t.db)).toBeNull();
    expect(await sessionRow(clientIdle.session_id)).toBeUndefined();
  });

  it('records activity only when the last is over a minute old', async () => {
    const stale = await sessionIdleFor(userId, 5);
    const before = (await sessionRow(stale.session_id)).at;
    expect(await loadSessionProfile(stale, t.db)).toMatchObject({ profile: { id: userId } });
    expect((await sessionRow(stale.session_id)).at).toBeGreaterThan(before + 4 * 60);

    const fresh = await sessionIdleFor(userId, 0);
    await t.sql`update auth.sessions set updated_at = now() - interval '30 seconds' where id = ${fresh.session_id}`;
    const { at } = await sessionRow(fresh.session_id);
    expect(await loadSessionProfile(fresh, t.db)).toMatchObject({ profile: { id: userId } });
    expect((await sessionRow(fresh.session_id)).at).toBe(at);
  });

  // Both sidebar badges come with the session check, on the trusted connection, so
  // the statement itself must keep each person to their own notifications and threads.
  it('counts unread notifications and project messages: the team on every thread, a client on its own', async () => {
    const staff = await createUser(t.sql, 'badges@team.test', 'admin');
    const client = await createUser(t.sql, 'badges@client.test', 'client');
    const stranger = await createUser(t.sql, 'badges-other@client.test', 'client');
    const [{ id: own }] =
      await t.sql`insert into app.projects (title, client_id) values ('Own', ${client}) returning id`;
    const [{ id: foreign }] =
      await t.sql`insert into app.projects (title, client_id) values ('Foreign', ${stranger}) returning id`;
    const at = (minutes: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + minutes * 60_000).toISOString();
    const post = (project: string, author: string, minutes: number) =>
      t.sql`insert into app.project_messages (project_id, author_id, body, created_at)
            values (${project}, ${author}, 'hello', ${at(minutes)})`;
    await post(own, staff, 1);
    await post(own, staff, 2);
    await post(own, client, 3);
    await post(foreign, stranger, 4);
    await t.sql`insert into app.notifications (user_id, category, title, body, link)
                values (${client}, 'messages', 'New message', '', '/projects'),
                       (${stranger}, 'messages', 'New message', '', '/projects')`;
    const counts = async (user: string) => {
      const state = await loadSessionProfile(await sessionIdleFor(user, 0), t.db);
      return state && { notifications: state.unreadNotifications, messages: state.unreadMessages };
    };
    // The client: the team's two on its own project (not its own, not the other client's).
    expect(await counts(client)).toEqual({ notifications: 1, messages: 2 });
    // The team: every thread, except what it wrote itself.
    expect(await counts(staff)).toEqual({ notifications: 0, messages: 2 });

    // Read markers move the counts, per person and per thread.
    const read = (user: string, project: string, minutes: number) =>
      t.sql`insert into app.project_message_reads (user_id, project_id, last_read_at) values (${user}, ${project}, ${at(minutes)})`;
    await read(client, own, 1);
    await read(staff, own, 3);
    expect(await counts(client)).toEqual({ notifications: 1, messages: 1 });
    expect(await counts(staff)).toEqual({ notifications: 0, messages: 1 });
    await t.sql`update app.notifications set read_at = now() where user_id = ${client}`;
    expect(await counts(client)).toEqual({ notifications: 0, messages: 1 });

    // Counted up to the cap only (every request pays for it).
    await t.sql`insert into app.project_messages (project_id, author_id, body, created_at)
                select ${foreign}, ${stranger}, 'more', ${at(10)}::timestamptz + make_interval(secs => g)
                from generate_series(1, ${UNREAD_CAP + 5}) g`;
    expect(await counts(staff)).toEqual({ notifications: 0, messages: UNREAD_CAP });
    expect(await counts(client)).toEqual({ notifications: 0, messages: 1 });
  });
});
