// The firm's weekly hours for calls: seven days, Monday first, each open or not with one
// window of wall-clock times in the firm's time zone. Pure: the slot list, the settings form
// and the database column all read this shape.

export const WEEKDAYS = [
  { key: 'mon', label: 'Monday' },
  { key: 'tue', label: 'Tuesday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'thu', label: 'Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number]['key'];

export type DayHours = { open: boolean; start: string; end: string };
/** Seven entries, Monday first. */
export type WeeklyHours = DayHours[];

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of "HH:MM". */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

const CLOSED: DayHours = { open: false, start: '09:00', end: '17:00' };

/** The stored value read defensively: anything malformed is a closed day. */
export function readWeeklyHours(stored: unknown): WeeklyHours {
  const days = Array.isArray(stored) ? stored : [];
  return WEEKDAYS.map((_, i) => {
    const day = days[i] as Partial<DayHours> | undefined;
    if (!day || typeof day !== 'object') return CLOSED;
    const validStart = typeof day.start === 'string' && CLOCK_TIME.test(day.start);
    const validEnd = typeof day.end === 'string' && CLOCK_TIME.test(day.end);
    const start = validStart ? (day.start as string) : CLOSED.start;
    const end = validEnd ? (day.end as string) : CLOSED.end;
    return { open: day.open === true && validStart && validEnd && minutesOf(end) > minutesOf(start), start, end };
  });
}

/** Monday to Friday, nine to five: the demo firm's hours. */
export const WORKING_DAYS: WeeklyHours = WEEKDAYS.map((_, i) => ({ open: i < 5, start: '09:00', end: '17:00' }));
