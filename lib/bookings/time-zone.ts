// Wall-clock time in a named IANA time zone, with the platform's Intl only. Pure.

/** True for a zone name this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type LocalDate = { year: number; month: number; day: number };

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatFor(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at an instant. `weekday` is 0 for Monday. */
export function wallClock(instant: number, zone: string) {
  const parts = Object.fromEntries(
    formatFor(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday),
  };
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const c = wallClock(instant, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which `zone`'s wall clock shows this date and minute of the day. */
export function zonedInstant(date: LocalDate, minuteOfDay: number, zone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // Twice: the first guess may fall on the other side of a daylight-saving change.
  const first = asUtc - offsetAt(asUtc, zone);
  return asUtc - offsetAt(first, zone);
}

/** The calendar date `days` after `date` (no time zone involved). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** YYYY-MM-DD of a local date. */
export function isoDateOf(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Weekday of a calendar date, 0 for Monday. */
export function weekdayOf(date: LocalDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}
