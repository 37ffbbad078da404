import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAnon, withUser } from '@/lib/db/client';
import { bookingSettings, callBookings, contactInquiries } from '@/lib/db/schema';
import { deliverDueMail } from '@/lib/mail/sender';
import type { Mail, SmtpTransport } from '@/lib/mail/smtp';
import { claimsFor, createUser, databaseTargets, dbError, type TestDatabase } from '../support/test-databases';

// Booked calls: visitors may book (insert) but never read bookings; admins read and change
// them; everyone reads the booking rules, only admins change them; and two confirmed calls can
// never overlap, whoever inserts them.

const hour = 60 * 60 * 1000;
const base = Date.parse('2031-03-03T15:00:00Z');

function booking(startOffsetHours: number, extra: Partial<typeof callBookings.$inferInsert> = {}) {
  const startsAt = new Date(base + startOffsetHours * hour);
  return {
    id: randomUUID(),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
    fullName: 'Ann Booker',
    email: 'ann@booker.test',
    company: 'Booker Ltd',
    visitorTimeZone: 'Europe/Berlin',
    manageTokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    ...extra,
  };
}

describe.each(databaseTargets())('call bookings on $name', (target) => {
  let t: TestDatabase;
  let client: string, admin: string;

  beforeAll(async () => {
    t = await target.open();
    client = await createUser(t.sql, 'booking-client@client.test');
    admin = await createUser(t.sql, 'booking-admin@team.test', 'admin');
  });
  afterAll(async () => t?.close());

  const as = <T>(id: string, fn: Parameters<typeof withUser<T>>[1]) => withUser(claimsFor(id), fn, t.db);

  it('lets a visitor book, but not read, cancel or move bookings; admins see and change them', async () => {
    const first = booking(0);
    await withAnon((tx) => tx.insert(callBookings).values(first), t.db);
    expect(await dbError(withAnon((tx) => tx.select().from(callBookings), t.db))).toMatch(/permission denied/);
    expect(await dbError(withAnon((tx) => tx.update(callBookings).set({ status: 'cancelled' }), t.db))).toMatch(
      /permission denied/,
    );
    expect(await as(client, (tx) => tx.select().from(callBookings))).toEqual([]);
    expect(await as(client, (tx) => tx.update(callBookings).set({ status: 'cancelled' }).returning())).toEqual([]);
    const seen = await as(admin, (tx) => tx.select().from(callBookings));
    expect(seen.map((b) => b.id)).toContain(first.id);
    // A visitor cannot insert a call already cancelled (or pick its own status otherwise).
    expect(
      await dbError(withAnon((tx) => tx.insert(callBookings).values(booking(5, { status: 'cancelled' })), t.db)),
    ).toMatch(/row-level security/);
  });

  it('never stores two confirmed calls that overlap; a cancelled one frees its time', async () => {
    const one = booking(24);
    await withAnon((tx) => tx.insert(callBookings).values(one), t.db);
    // Same start, and a start inside the first call.
    expect(await dbError(withAnon((tx) => tx.insert(callBookings).values(booking(24)), t.db))).toMatch(
      /call_bookings_no_overlap/,
    );
    expect(await dbError(withAnon((tx) => tx.insert(callBookings).values(booking(24.25)), t.db))).toMatch(
      /call_bookings_no_overlap/,
    );
    // Back to back is allowed (the buffer is the slot list's rule, not the constraint's).
    await withAnon((tx) => tx.insert(callBookings).values(booking(24.5)), t.db);
    await t.sql`update app.call_bookings set status = 'cancelled', cancelled_at = now() where id = ${one.id}`;
    await withAnon((tx) => tx.insert(callBookings).values(booking(24)), t.db);
  });

  it('settles two transactions racing for one time: one commits, the other fails', async () => {
    const results = await Promise.allSettled([
      withAnon((tx) => tx.insert(callBookings).values(booking(48)), t.db),
      withAnon((tx) => tx.insert(callBookings).values(booking(48)), t.db),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [{ count }] = await t.sql`select count(*)::int from app.call_bookings
      where status = 'confirmed' and starts_at = ${new Date(base + 48 * hour).toISOString()}::timestamptz`;
    expect(count).toBe(1);
  });

  it('lets everyone read the booking rules and only admins change them', async () => {
    const [rules] = await withAnon((tx) => tx.select().from(bookingSettings), t.db);
    expect(rules).toMatchObject({ meetingMinutes: 30, timeZone: 'America/Chicago' });
    expect(await dbError(withAnon((tx) => tx.update(bookingSettings).set({ meetingMinutes: 45 }), t.db))).toMatch(
      /permission denied/,
    );
    expect(await as(client, (tx) => tx.update(bookingSettings).set({ meetingMinutes: 45 }).returning())).toEqual([]);
    const [changed] = await as(admin, (tx) => tx.update(bookingSettings).set({ meetingMinutes: 45 }).returning());
    expect(changed.meetingMinutes).toBe(45);
    expect(await dbError(t.sql`insert into app.booking_settings (id) values (false)`)).toMatch(/check constraint/);
    expect(await dbError(t.sql`update app.booking_settings set meeting_minutes = 5`)).toMatch(/check constraint/);
  });

  it('records a booked call as an inquiry whose source says so', async () => {
    await withAnon(
      (tx) =>
        tx.insert(contactInquiries).values({
          fullName: 'Ann',
          email: 'ann@x.co',
          company: 'X',
          projectType: 'other',
          budget: '5k-15k',
          timeline: 'flexible',
          description: 'Booked a call for Monday, March 3, 2031 at 9:00 AM CST, with a note.',
          source: 'call_booking',
        }),
      t.db,
    );
    const rows = await as(admin, (tx) => tx.select().from(contactInquiries));
    expect(rows.map((r) => r.source)).toContain('call_booking');
  });

  it('sends a queued invitation with its mail (the calendar column reaches the transport)', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const [{ id }] = await t.sql`insert into app.mail_queue (kind, to_address, subject, body, calendar)
      values ('call_booked', 'ann@booker.test', 'Your call', 'Hello', ${calendar}) returning id`;
    const sent: Mail[] = [];
    const transport: SmtpTransport = { send: async (mail) => void sent.push(mail), close: () => {} };
    const [result] = await deliverDueMail({ smtpUrl: 'smtp://127.0.0.1:2525', ids: [id], db: t.db, transport });
    expect(result.status).toBe('sent');
    expect(sent).toEqual([expect.objectContaining({ to: 'ann@booker.test', calendar })]);
  });
});
