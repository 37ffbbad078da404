import '@/lib/zod-csp';
import { z } from 'zod';
import { bookingCopy } from '@/content/booking';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { inquirerFields, optionValues as values } from '@/lib/inquiries/schema';
import { isTimeZone } from './time-zone';
import { CLOCK_TIME, minutesOf, WEEKDAYS } from './weekly-hours';

const timeZone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(64, message)
    .refine((zone) => isTimeZone(zone), message);

/** A slot's start as posted: an ISO instant the page offered. */
const slotStart = z
  .string({ error: 'Please choose a time' })
  .trim()
  .min(1, 'Please choose a time')
  .max(40, 'Please choose a time')
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'Please choose a time',
  });

/** Booking a call: the slot, who is calling, and the screening questions. */
export const bookCallSchema = z.object({
  startsAt: slotStart,
  visitorTimeZone: timeZone('Please choose your time zone'),
  ...inquirerFields,
  projectType: z.enum(values(projectTypeOptions), { error: 'Please choose a topic' }),
  budget: z.enum(values(budgetOptions), { error: 'Please choose a budget range' }),
  timeline: z.enum(values(timelineOptions), { error: 'Please choose a timeline' }),
  notes: z.string().trim().max(2000, 'Please keep this under 2,000 characters').optional().or(z.literal('')),
  // Honeypot: people never see or fill it; bots that fill every field do.
  website: z.string().max(500).optional(),
});
export type BookCallInput = z.output<typeof bookCallSchema>;

/** A manage link's token: 43 characters of base64url (32 random bytes). */
export const manageTokenSchema = z
  .string({ error: bookingCopy.manage.unknown })
  .regex(/^[A-Za-z0-9_-]{43}$/, bookingCopy.manage.unknown);

export const cancelBookingSchema = z.object({ token: manageTokenSchema });
export const rescheduleBookingSchema = z.object({ token: manageTokenSchema, startsAt: slotStart });

const minutes = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const clock = z.string().trim().regex(CLOCK_TIME, 'Use a time like 09:00');

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap(({ key }) => [
    [`${key}Open`, z.boolean().optional()],
    [`${key}Start`, clock],
    [`${key}End`, clock],
  ]),
) as Record<`${(typeof WEEKDAYS)[number]['key']}${'Open'}`, z.ZodOptional<z.ZodBoolean>> &
  Record<`${(typeof WEEKDAYS)[number]['key']}${'Start' | 'End'}`, typeof clock>;

/** The booking settings (admin): rules and the seven days' hours as flat boxes. */
export const bookingSettingsSchema = z
  .object({
    timeZone: timeZone('Please choose a valid time zone, such as America/Chicago'),
    meetingMinutes: minutes('Meeting length', 10, 240),
    bufferMinutes: minutes('Buffer', 0, 240),
    noticeHours: minutes('Notice period', 0, 720),
    daysAhead: minutes('Days ahead', 1, 180),
    ...dayFields,
  })
  .superRefine((input, ctx) => {
    for (const { key, label } of WEEKDAYS) {
      const start = input[`${key}Start`];
      const end = input[`${key}End`];
      if (input[`${key}Open`] && CLOCK_TIME.test(start) && CLOCK_TIME.test(end) && minutesOf(end) <= minutesOf(start))
        ctx.addIssue({ code: 'custom', path: [`${key}End`], message: `${label} must end after it starts` });
    }
  });
export type BookingSettingsInput = z.output<typeof bookingSettingsSchema>;
