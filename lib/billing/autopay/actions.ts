'use server';

import { eq } from 'drizzle-orm';
import { firmDetails } from '@/content/firm';
import { action, NOT_ALLOWED, type ActionResult } from '@/lib/actions/action';
import { mayUseBilling } from '@/lib/companies/access';
import { withUser } from '@/lib/db/client';
import { clientOrganizations } from '@/lib/db/schema';
import { crossHostUrl } from '@/lib/links/cross-host';
import { log } from '@/lib/log/logger';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { autopayConsentText, AUTOPAY_SCOPE_LABELS } from './lists';
import { hasSavedMethod, saveAutopayTiming, setAutopay, stripeCustomerOf, storeStripeCustomer } from './queries';
import { autopayStripe } from './run';
import { autopayTimingSchema, changeAutopaySchema, startSetupSchema } from './schema';
import { createCustomer, createSetupSession } from './stripe-calls';

const UNAVAILABLE = 'Saving a payment method is not available right now. Please try again later.';
const NO_METHOD = 'Save a payment method first; then autopay can be turned on.';

/**
 * 'Save a card or bank account': makes the company's Stripe customer once, then a Checkout
 * Session in setup mode, and answers its address. The browser goes there at once with
 * JavaScript; a posted form gets the page back with a link to it (a redirect to another site
 * after a form post would be refused by the pages' form-action policy). Only the company's
 * owners and billing members; the webhook stores what they save.
 */
export const startPaymentMethodSetup = action(
  { schema: startSetupSchema, role: 'client' },
  async (_input, { user }): Promise<ActionResult<{ url: string }>> => {
    const stripe = autopayStripe();
    if (!stripe) return { ok: false, error: UNAVAILABLE };
    const company = user.company;
    if (!company || !mayUseBilling(user)) return { ok: false, error: NOT_ALLOWED };
    const found = await withUser(user.claims, async (tx) => {
      const [row] = await tx
        .select({ name: clientOrganizations.name, email: clientOrganizations.billingEmail })
        .from(clientOrganizations)
        .where(eq(clientOrganizations.id, company.id));
      return row ? { ...row, customerId: await stripeCustomerOf(tx, company.id) } : null;
    });
    if (!found) return { ok: false, error: NOT_ALLOWED };
    try {
      let customerId = found.customerId;
      if (!customerId) {
        const made = await createCustomer(stripe, { id: company.id, name: found.name, email: found.email });
        customerId = await withUser(user.claims, (tx) => storeStripeCustomer(tx, company.id, made));
      }
      const url = await createSetupSession(stripe, {
        customerId,
        organizationId: company.id,
        profileId: user.profile.id,
        success: await crossHostUrl('portal', '/billing?method=saved'),
        cancel: await crossHostUrl('portal', '/billing'),
      });
      return { ok: true, url };
    } catch (error) {
      log.error({ err: error }, 'Opening Stripe to save a payment method failed');
      return { ok: false, error: UNAVAILABLE };
    }
  },
);

/**
 * Autopay for monthly fees or project invoices, on (with the agreement's words, the person
 * and the time stored by the database) or off, for the company's owners and billing members.
 */
export const changeAutopay = action(
  { schema: changeAutopaySchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    const company = user.company;
    if (!company || !mayUseBilling(user)) return { ok: false, error: NOT_ALLOWED };
    const enabled = input.enabled === 'true';
    const label = AUTOPAY_SCOPE_LABELS[input.scope];
    const outcome = await withUser(user.claims, async (tx) => {
      if (enabled && !(await hasSavedMethod(tx, company.id))) return 'no_method' as const;
      const text = enabled ? autopayConsentText(input.scope, firmDetails.legalName) : null;
      await setAutopay(tx, company.id, input.scope, enabled, text);
      return 'done' as const;
    });
    if (outcome === 'no_method') return { ok: false, error: NO_METHOD };
    revalidatePortal('/billing');
    return {
      ok: true,
      message: enabled ? `Autopay is on for ${label.toLowerCase()}.` : `Autopay is off for ${label.toLowerCase()}.`,
    };
  },
);

/** Settings: whether autopay charges on the issue date or on the due date. */
export const changeAutopayTiming = action(
  { schema: autopayTimingSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ message: string }>> => {
    await withUser(user.claims, (tx) => saveAutopayTiming(tx, input.chargeOn));
    revalidatePortal('/admin/settings');
    return { ok: true, message: 'Saved.' };
  },
);
