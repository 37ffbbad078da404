import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from './categories';

/** A form posts FormData (no JavaScript) or an object (from code): both read the same. */
const fromForm = (value: unknown) => (value instanceof FormData ? Object.fromEntries(value.entries()) : value);

export const markReadSchema = z.preprocess(fromForm, z.object({ id: uuidSchema }));
export const markAllReadSchema = z.preprocess(fromForm, z.object({}).passthrough());

/** The /account form: one channel per category, every category present. */
export const preferencesSchema = z.preprocess(
  fromForm,
  z.object(
    Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((c) => [c, z.enum(NOTIFICATION_CHANNELS, { message: 'Choose an option' })]),
    ) as Record<
      (typeof NOTIFICATION_CATEGORIES)[number],
      z.ZodEnum<{ [K in (typeof NOTIFICATION_CHANNELS)[number]]: K }>
    >,
  ),
);

export const unsubscribeSchema = z.preprocess(fromForm, z.object({ token: z.string().min(1).max(200) }));
