import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { todayIso } from './dates';
import { PAYMENT_METHODS } from './rules';

// The billing forms, shared by the browser and the server actions.

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && todayIso(new Date(`${value}T00:00:00Z`)) === value;

/** 'Record payment' on an invoice: when it was paid, how, and an optional note. */
export const recordPaymentSchema = z.object({
  invoiceId: uuidSchema,
  paidOn: z
    .string({ error: 'Please enter the payment date' })
    .trim()
    .min(1, 'Please enter the payment date')
    .refine(isRealDate, 'Payment date must be a date (YYYY-MM-DD)')
    // A payment is recorded after it arrives: a day ahead allows for time zones.
    .refine((value) => !isRealDate(value) || value <= todayIso(new Date(Date.now() + 86_400_000)), {
      message: 'Payment date cannot be in the future',
    }),
  method: z.enum(PAYMENT_METHODS, { error: 'Please choose how it was paid' }),
  note: z
    .string()
    .trim()
    .max(500, 'Please keep the note under 500 characters')
    .optional()
    .transform((value) => value || null),
});

export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const issueUpfrontSchema = z.object({ projectId: uuidSchema });
export const payInvoiceSchema = z.object({ invoiceId: uuidSchema });
