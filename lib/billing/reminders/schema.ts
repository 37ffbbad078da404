import '@/lib/zod-csp';
import { z } from 'zod';
import { LATE_FEE_KINDS } from './late-fee-kinds';
import { MAX_DAYS_BEFORE_DUE, MAX_DAYS_OVERDUE, MAX_REMINDER_STEPS } from './schedule';

// The reminder settings form (admin), shared by the browser and the server action. The
// schedule is typed as two short lists of days, which reads the way a bookkeeper says it
// ("3 days before; 3, 7 and 14 days overdue") and posts without JavaScript.

const DAY_LIST = /^\s*(\d{1,3}\s*(,\s*\d{1,3}\s*)*)?,?\s*$/;

/** "3, 7, 14" → [3, 7, 14]; an empty box is no step. */
export function parseDayList(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
}

const dayList = (what: string, max: number) =>
  z
    .string({ error: `Please list the days ${what} as numbers, such as 3, 7, 14` })
    .trim()
    .max(100, `Please list at most ${MAX_REMINDER_STEPS} days ${what}`)
    .refine((text) => DAY_LIST.test(text), `Please list the days ${what} as numbers, such as 3, 7, 14`)
    .refine(
      (text) => !DAY_LIST.test(text) || parseDayList(text).every((day) => day >= 1 && day <= max),
      `Each day ${what} must be from 1 to ${max}`,
    );

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;
const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

export const reminderSettingsSchema = z
  .object({
    daysBefore: dayList('before the due date', MAX_DAYS_BEFORE_DUE),
    onDueDate: z.boolean().optional(),
    daysOverdue: dayList('overdue', MAX_DAYS_OVERDUE),
    lateFeeKind: z.enum(LATE_FEE_KINDS, { error: 'Please choose whether to charge a late fee' }),
    lateFeePercent: z
      .string({ error: 'Please enter the percentage as a number, such as 1.5' })
      .trim()
      .max(10, 'Please enter the percentage as a number, such as 1.5'),
    lateFeeAmount: z
      .string({ error: 'Please enter the amount as a number, such as 25.00' })
      .trim()
      .max(12, 'Please enter the amount as a number, such as 25.00'),
    lateFeeAfterDays: z.coerce
      .number({ error: 'Days overdue must be a number' })
      .int('Days overdue must be a whole number')
      .min(1, 'Days overdue must be at least 1')
      .max(MAX_DAYS_OVERDUE, `Days overdue must be at most ${MAX_DAYS_OVERDUE}`),
  })
  .superRefine((input, ctx) => {
    const steps =
      parseDayList(DAY_LIST.test(input.daysBefore) ? input.daysBefore : '').length +
      parseDayList(DAY_LIST.test(input.daysOverdue) ? input.daysOverdue : '').length +
      (input.onDueDate ? 1 : 0);
    if (steps > MAX_REMINDER_STEPS) {
      ctx.addIssue({
        code: 'custom',
        path: ['daysOverdue'],
        message: `Please keep the schedule to ${MAX_REMINDER_STEPS} reminders at most`,
      });
    }
    // A box is checked when its kind is chosen or when it holds anything (it is stored).
    if (input.lateFeeKind === 'percent' || input.lateFeePercent) {
      const percent = Number(input.lateFeePercent);
      if (!PERCENT.test(input.lateFeePercent) || !(percent > 0) || percent > 50) {
        ctx.addIssue({
          code: 'custom',
          path: ['lateFeePercent'],
          message: 'Please enter a percentage above 0 and at most 50, such as 1.5',
        });
      }
    }
    if (input.lateFeeKind === 'fixed' || input.lateFeeAmount) {
      const amount = Number(input.lateFeeAmount);
      if (!DOLLARS.test(input.lateFeeAmount) || !(amount > 0) || amount > 100_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['lateFeeAmount'],
          message: 'Please enter an amount above 0 and at most 100000, such as 25.00',
        });
      }
    }
  });

export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;
