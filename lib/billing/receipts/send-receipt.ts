import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { invoicePayments, invoices, paymentReceipts, projects } from '@/lib/db/schema';
import { notify } from '@/lib/notifications/notify';
import { formatCents } from '../money';
import { PAYMENT_METHOD_LABELS } from '../rules';

/**
 * Sends the receipt for a payment just recorded: a mail and an in-portal notice to the
 * company's owners and billing members (and its billing email), each by their preferences.
 * Every way a payment is recorded calls this in the payment's own transaction (recordPayment
 * in lib/billing/queries.ts does for the team's form and the Stripe webhook; autopay's
 * charges too), so the receipt exists exactly when the payment does.
 *
 * At most one receipt per payment, however often it is called: the payment_receipts row is
 * claimed first. Runs under the caller's claims (an admin) or on the trusted connection (the
 * webhook, the scheduled run); whoever is signed in is the notice's actor. Returns whether
 * this call sent it.
 */
export async function sendPaymentReceipt(tx: Tx, paymentId: string): Promise<boolean> {
  const claimed = await tx
    .insert(paymentReceipts)
    .values({ paymentId })
    .onConflictDoNothing()
    .returning({ paymentId: paymentReceipts.paymentId });
  if (claimed.length === 0) return false;
  const [payment] = await tx
    .select({
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      number: invoices.number,
      amountCents: invoices.amountCents,
      organizationId: invoices.organizationId,
      projectTitle: projects.title,
      actor: sql<string | null>`auth.uid()`,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoicePayments.id, paymentId))
    .limit(1);
  if (!payment) return false;
  const amount = formatCents(payment.amountCents);
  await notify(tx, {
    category: 'invoices',
    actorId: payment.actor,
    audience: { kind: 'billing', organizationId: payment.organizationId },
    title: `Payment received for invoice ${payment.number}: ${amount}`,
    body:
      `Thank you. We received ${amount} for invoice ${payment.number} ("${payment.projectTitle}") ` +
      `on ${payment.paidOn} (${PAYMENT_METHOD_LABELS[payment.method]}). This is your receipt; ` +
      'the payment is listed in your billing history and in the statement for its year.',
    link: '/billing',
  });
  return true;
}
