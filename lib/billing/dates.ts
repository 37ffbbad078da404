// Calendar dates as ISO strings (yyyy-mm-dd) in UTC: an invoice's issue and due dates are
// days, not instants, and the server and the PDF must name the same day.

import { formatMonthYear } from '@/lib/format/date';

export type IsoDate = string;

export function todayIso(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}

function parse(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return todayIso(d);
}

/** The same day `months` later, or the month's last day when it has no such day (Jan 31 → Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = parse(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return todayIso(target);
}

/** "November 2026", for a monthly fee's period. */
export function monthLabel(date: IsoDate): string {
  return formatMonthYear(parse(date));
}
