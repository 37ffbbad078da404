import '@/lib/zod-csp';
import { z } from 'zod';
import { AUTOPAY_CHARGE_TIMINGS, AUTOPAY_SCOPES } from './lists';

// The autopay forms' schemas, shared by the browser forms and the server actions.

export const CONSENT_REQUIRED = 'Please tick the box to agree to automatic charges.';

/** Opening Stripe's page to save a card or bank account: the button is the whole form. */
export const startSetupSchema = z.object({});

/**
 * Autopay for one scope on or off. Turning on needs the box of agreement ticked; turning off
 * is the button alone.
 */
export const changeAutopaySchema = z
  .object({
    scope: z.enum(AUTOPAY_SCOPES, 'Choose what autopay is for'),
    enabled: z.enum(['true', 'false'], 'Choose on or off'),
    consent: z.boolean().optional(),
  })
  .refine((input) => input.enabled === 'false' || input.consent === true, {
    path: ['consent'],
    message: CONSENT_REQUIRED,
  });
export type ChangeAutopayInput = z.input<typeof changeAutopaySchema>;

/** Settings: when the firm charges autopay invoices. */
export const autopayTimingSchema = z.object({
  chargeOn: z.enum(AUTOPAY_CHARGE_TIMINGS, 'Choose when autopay charges'),
});
