// The times a visitor may book: the firm's weekly hours, from the notice period to the last
// day bookable, in steps of a meeting plus its buffer, leaving out every time too close to a
// call already booked. Pure, so the page, the action and the tests compute the same list.
import { addDays, isoDateOf, wallClock, weekdayOf, zonedInstant, type LocalDate } from './time-zone';
import { minutesOf, type WeeklyHours } from './weekly-hours';

export type BookingRules = {
  timeZone: string;
  meetingMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  daysAhead: number;
  weeklyHours: WeeklyHours;
};

export type TakenTime = { startsAt: Date; endsAt: Date };
/** One bookable time; `date` is its day in the firm's zone (YYYY-MM-DD). */
export type Slot = { startsAt: Date; endsAt: Date; date: string };

const MINUTE = 60_000;

/** The first and last instant the slot list can cover, for reading the taken times. */
export function bookingWindow(rules: BookingRules, now: Date): { from: Date; to: Date } {
  const today = wallClock(now.getTime(), rules.timeZone);
  const last = addDays(today, rules.daysAhead + 1);
  return { from: now, to: new Date(zonedInstant(last, 0, rules.timeZone)) };
}

export function availableSlots(rules: BookingRules, now: Date, taken: readonly TakenTime[]): Slot[] {
  const step = (rules.meetingMinutes + rules.bufferMinutes) * MINUTE;
  const length = rules.meetingMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = now.getTime() + rules.noticeHours * 60 * MINUTE;
  const today: LocalDate = wallClock(now.getTime(), rules.timeZone);
  const slots: Slot[] = [];
  for (let offset = 0; offset <= rules.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    const hours = rules.weeklyHours[weekdayOf(date)];
    if (!hours?.open) continue;
    const opens = zonedInstant(date, minutesOf(hours.start), rules.timeZone);
    const closes = zonedInstant(date, minutesOf(hours.end), rules.timeZone);
    for (let start = opens; start + length <= closes; start += step) {
      if (start < earliest) continue;
      const end = start + length;
      // A booked call keeps its buffer free on both sides.
      const clash = taken.some((t) => start < t.endsAt.getTime() + buffer && end + buffer > t.startsAt.getTime());
      if (!clash) slots.push({ startsAt: new Date(start), endsAt: new Date(end), date: isoDateOf(date) });
    }
  }
  return slots;
}

/** The slot starting at `startsAt`, if it is on offer. */
export function findSlot(slots: readonly Slot[], startsAt: Date): Slot | undefined {
  return slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime());
}
