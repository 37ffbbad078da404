'use server';

import { mayUseBilling } from '@/lib/companies/access';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, NOT_ALLOWED, type ActionResult } from '@/lib/actions/action';
import { crossHostUrl } from '@/lib/links/cross-host';
import { withUser } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { onlinePaymentEnabled, paymentTermsDays } from './config';
import { todayIso } from './dates';
import { getInvoiceDocument, invoiceOwner, issueDueInvoices, recordPayment } from './queries';
import { invoiceStatus } from './rules';
import { issueUpfrontSchema, payInvoiceSchema, recordPaymentSchema } from './schema';
import { createCheckoutSession, stripeClient } from './stripe';

const INVOICE_GONE = 'This invoice no longer exists.';
const ALREADY_PAID = 'This invoice is already paid.';
const NOTHING_TO_ISSUE = 'The upfront invoice has already been issued, or the project has no value to bill.';
const PAYMENT_UNAVAILABLE = 'Online payment is not available right now. Please pay by bank transfer as described.';

/** Every page that shows an invoice: the client's billing and project pages, the admin's. */
function revalidateBilling(projectId: string) {
  revalidatePortal('/billing');
  revalidatePortal('/');
  revalidatePortal('/dashboard');
  revalidatePortal(`/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}/billing`);
}

/** The admin records the payment that settles an invoice; the client sees it on the next view. */
export const recordInvoicePayment = action(
  { schema: recordPaymentSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const result = await withUser(user.claims, async (tx) => {
      const owner = await invoiceOwner(tx, input.invoiceId);
      if (!owner) return { outcome: 'not_found' as const };
      return { outcome: await recordPayment(tx, input), projectId: owner.projectId };
    });
    if (result.outcome === 'not_found') return { ok: false, error: INVOICE_GONE };
    if (result.outcome === 'already_paid') return { ok: false, error: ALREADY_PAID };
    revalidateBilling(result.projectId);
    return { ok: true };
  },
);

/** The admin issues the upfront invoice before the contract stage (e.g. a deposit). */
export const issueUpfrontInvoice = action(
  { schema: issueUpfrontSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<object>> => {
    const issued = await withUser(user.claims, (tx) =>
      issueDueInvoices(
        tx,
        { projectId: input.projectId },
        {
          today: todayIso(),
          termsDays: paymentTermsDays(),
          issueUpfrontNow: true,
        },
      ),
    );
    if (issued === 0) return { ok: false, error: NOTHING_TO_ISSUE };
    revalidateBilling(input.projectId);
    return { ok: true };
  },
);

/**
 * 'Pay now': a Stripe Checkout Session for one of the company's unpaid invoices, for its owners
 * and billing members. RLS answers nothing for another company's invoice; the check on the
 * company says so too.
 */
export const payInvoiceOnline = action(
  { schema: payInvoiceSchema, role: 'client' },
  async (input, { user }): Promise<ActionResult<{ url: string }>> => {
    const secretKey = env().STRIPE_SECRET_KEY;
    if (!onlinePaymentEnabled() || !secretKey) return { ok: false, error: PAYMENT_UNAVAILABLE };
    if (!mayUseBilling(user)) return { ok: false, error: NOT_ALLOWED };
    const found = await withUser(user.claims, async (tx) => {
      const document = await getInvoiceDocument(tx, input.invoiceId);
      return document && document.billTo.organizationId === user.company?.id ? document : null;
    });
    if (!found) return { ok: false, error: NOT_ALLOWED };
    if (invoiceStatus(found.invoice, todayIso()) === 'paid') return { ok: false, error: ALREADY_PAID };
    try {
      const url = await createCheckoutSession(
        stripeClient(secretKey, undefined, env().STRIPE_API_URL),
        found.invoice,
        {
          success: await crossHostUrl('portal', `/billing?paid=${encodeURIComponent(found.invoice.number)}`),
          cancel: await crossHostUrl('portal', '/billing'),
        },
        found.billTo.email,
      );
      return { ok: true, url };
    } catch {
      return { ok: false, error: PAYMENT_UNAVAILABLE };
    }
  },
);
