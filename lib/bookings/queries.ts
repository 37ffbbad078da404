import 'server-only';
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { reachDatabase, systemDb, type Tx } from '@/lib/db/client';
import { bookingSettings, callBookings } from '@/lib/db/schema';
import { availableSlots, bookingWindow, type BookingRules, type Slot, type TakenTime } from './slots';
import { readWeeklyHours } from './weekly-hours';
import type { BookingStatus } from './status';

/** The firm's booking rules (one row, readable by everyone: the slot list is public). */
export async function loadBookingRules(tx: Tx): Promise<BookingRules> {
  const [row] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, true));
  if (!row) throw new Error('app.booking_settings has no row: run the migrations');
  return {
    timeZone: row.timeZone,
    meetingMinutes: row.meetingMinutes,
    bufferMinutes: row.bufferMinutes,
    noticeHours: row.noticeHours,
    daysAhead: row.daysAhead,
    weeklyHours: readWeeklyHours(row.weeklyHours),
  };
}

/**
 * A transaction on the trusted connection, for the work a visitor's link or the public slot
 * list needs and RLS cannot express (a visitor never reads bookings): which times are taken,
 * and a call found, cancelled or moved by its link's token. The server checks the token.
 */
export async function withBookingSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return reachDatabase(() => systemDb().transaction(fn));
}

/** Confirmed calls overlapping the window: times only. Run on the trusted connection. */
export async function takenTimes(tx: Tx, from: Date, to: Date): Promise<TakenTime[]> {
  return tx
    .select({ startsAt: callBookings.startsAt, endsAt: callBookings.endsAt })
    .from(callBookings)
    .where(and(eq(callBookings.status, 'confirmed'), lt(callBookings.startsAt, to), gt(callBookings.endsAt, from)))
    .orderBy(callBookings.startsAt);
}

/** The rules and the open slots from `now`, leaving out `except` (a call being moved). */
export async function openSlots(
  tx: Tx,
  now: Date,
  except?: TakenTime,
): Promise<{ rules: BookingRules; slots: Slot[] }> {
  const rules = await loadBookingRules(tx);
  const window = bookingWindow(rules, now);
  const taken = (await takenTimes(tx, window.from, window.to)).filter(
    (t) =>
      !except || t.startsAt.getTime() !== except.startsAt.getTime() || t.endsAt.getTime() !== except.endsAt.getTime(),
  );
  return { rules, slots: availableSlots(rules, now, taken) };
}

export type ManagedCall = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  fullName: string;
  email: string;
  company: string;
  visitorTimeZone: string;
  status: BookingStatus;
};

/** The call a manage link names, by its token's hash, or null. Run on the trusted connection. */
export async function callByTokenHash(tx: Tx, tokenHash: string, forUpdate = false): Promise<ManagedCall | null> {
  const query = tx
    .select({
      id: callBookings.id,
      startsAt: callBookings.startsAt,
      endsAt: callBookings.endsAt,
      fullName: callBookings.fullName,
      email: callBookings.email,
      company: callBookings.company,
      visitorTimeZone: callBookings.visitorTimeZone,
      status: callBookings.status,
    })
    .from(callBookings)
    .where(eq(callBookings.manageTokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export const BOOKINGS_SHOWN = 100;

/** The team's list: upcoming calls first by time, then the most recent past ones (admins, by RLS). */
export async function listUpcomingBookings(tx: Tx, now: Date) {
  return tx
    .select({
      id: callBookings.id,
      inquiryId: callBookings.inquiryId,
      startsAt: callBookings.startsAt,
      endsAt: callBookings.endsAt,
      fullName: callBookings.fullName,
      email: callBookings.email,
      company: callBookings.company,
      visitorTimeZone: callBookings.visitorTimeZone,
      status: callBookings.status,
    })
    .from(callBookings)
    .where(gte(callBookings.endsAt, now))
    .orderBy(callBookings.startsAt)
    .limit(BOOKINGS_SHOWN);
}

export async function listPastBookings(tx: Tx, now: Date) {
  return tx
    .select({
      id: callBookings.id,
      startsAt: callBookings.startsAt,
      fullName: callBookings.fullName,
      company: callBookings.company,
      status: callBookings.status,
    })
    .from(callBookings)
    .where(sql`${callBookings.endsAt} < ${now.toISOString()}::timestamptz`)
    .orderBy(desc(callBookings.startsAt))
    .limit(20);
}
