import { describe, expect, it } from 'vitest';
import { bookCallSchema, bookingSettingsSchema } from '@/lib/bookings/schema';
import { availableSlots, bookingWindow, findSlot, type BookingRules } from '@/lib/bookings/slots';
import { isTimeZone, zonedInstant } from '@/lib/bookings/time-zone';
import { readWeeklyHours, WORKING_DAYS } from '@/lib/bookings/weekly-hours';

const rules: BookingRules = {
  timeZone: 'America/Chicago',
  meetingMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 24,
  daysAhead: 14,
  weeklyHours: WORKING_DAYS,
};
// Monday, 2 March 2026, 08:00 in Chicago (CST, UTC-6).
const monday = new Date('2026-03-02T14:00:00Z');

describe('the slot list (lib/bookings/slots.ts)', () => {
  it('offers working-day times in the firm zone, from the notice period on, every meeting plus buffer', () => {
    const slots = availableSlots(rules, monday, []);
    // Tuesday 08:00 is within 24 hours; the first slot is Tuesday 09:00 Chicago = 15:00Z.
    expect(slots[0].startsAt.toISOString()).toBe('2026-03-03T15:00:00.000Z');
    expect(slots[0].date).toBe('2026-03-03');
    expect(slots[1].startsAt.toISOString()).toBe('2026-03-03T15:45:00.000Z');
    // 09:00–17:00 in steps of 45 minutes: the last start that ends by 17:00 is 16:30.
    const tuesday = slots.filter((s) => s.date === '2026-03-03');
    expect(tuesday).toHaveLength(11);
    expect(tuesday.at(-1)!.endsAt.toISOString()).toBe('2026-03-03T23:00:00.000Z');
    // No weekend slots.
    expect(slots.some((s) => ['2026-03-07', '2026-03-08'].includes(s.date))).toBe(false);
    // Nothing past the days ahead.
    expect(slots.every((s) => s.date <= '2026-03-16')).toBe(true);
  });

  it('follows the firm zone across a daylight-saving change', () => {
    // The US moves to CDT (UTC-5) on 8 March 2026: 09:00 Chicago is then 14:00Z.
    const slots = availableSlots(rules, monday, []);
    expect(slots.find((s) => s.date === '2026-03-09')!.startsAt.toISOString()).toBe('2026-03-09T14:00:00.000Z');
  });

  it('leaves out a booked time and its buffer on both sides', () => {
    const taken = [{ startsAt: new Date('2026-03-03T15:45:00Z'), endsAt: new Date('2026-03-03T16:15:00Z') }];
    const starts = availableSlots(rules, monday, taken)
      .filter((s) => s.date === '2026-03-03')
      .map((s) => s.startsAt.toISOString());
    expect(starts).not.toContain('2026-03-03T15:45:00.000Z');
    // 15:00–15:30 ends 15 minutes before the booking: allowed. 16:30 starts 15 after: allowed.
    expect(starts).toContain('2026-03-03T15:00:00.000Z');
    expect(starts).toContain('2026-03-03T16:30:00.000Z');
    expect(findSlot(availableSlots(rules, monday, taken), new Date('2026-03-03T15:45:00Z'))).toBeUndefined();
  });

  it('offers nothing when no day is open, and reads malformed hours as closed', () => {
    expect(availableSlots({ ...rules, weeklyHours: readWeeklyHours([]) }, monday, [])).toEqual([]);
    expect(readWeeklyHours([{ open: true, start: '25:00', end: '10:00' }, 'x', null])[0]).toEqual({
      open: false,
      start: '09:00',
      end: '10:00',
    });
  });

  it('reads taken times over the whole window', () => {
    const { from, to } = bookingWindow(rules, monday);
    expect(from).toEqual(monday);
    expect(to.getTime()).toBeGreaterThan(availableSlots(rules, monday, []).at(-1)!.endsAt.getTime());
  });

  it('converts wall-clock times of other zones', () => {
    expect(new Date(zonedInstant({ year: 2026, month: 7, day: 1 }, 9 * 60, 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('the booking forms (lib/bookings/schema.ts)', () => {
  const good = {
    startsAt: '2026-03-03T15:00:00.000Z',
    visitorTimeZone: 'Europe/Berlin',
    fullName: 'Ann',
    email: 'ann@example.com',
    company: 'Ann Co',
    projectType: 'other',
    budget: '5k-15k',
    timeline: 'flexible',
  };

  it('accepts a booking and refuses bad times and zones with the visitor’s words', () => {
    expect(bookCallSchema.safeParse(good).success).toBe(true);
    for (const startsAt of ['', 'tomorrow', '2026-03-03 15:00', '2026-13-45T99:00:00Z', 'x'.repeat(5000)]) {
      const parsed = bookCallSchema.safeParse({ ...good, startsAt });
      expect(parsed.success, startsAt.slice(0, 20)).toBe(false);
    }
    expect(bookCallSchema.safeParse({ ...good, visitorTimeZone: 'Nowhere/Land' }).success).toBe(false);
  });

  it('refuses a day that ends before it starts', () => {
    const days = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [
        [`${d}Start`, '09:00'],
        [`${d}End`, '17:00'],
      ]),
    );
    const input = {
      timeZone: 'America/Chicago',
      meetingMinutes: '30',
      bufferMinutes: '15',
      noticeHours: '24',
      daysAhead: '21',
      ...days,
    };
    expect(bookingSettingsSchema.safeParse(input).success).toBe(true);
    const parsed = bookingSettingsSchema.safeParse({ ...input, monOpen: true, monEnd: '08:00' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['monEnd'], message: 'Monday must end after it starts' });
    expect(bookingSettingsSchema.safeParse({ ...input, meetingMinutes: '5' }).success).toBe(false);
    expect(bookingSettingsSchema.safeParse({ ...input, timeZone: 'Not/AZone' }).success).toBe(false);
  });
});
