import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { autopayConsents, autopaySettings, savedPaymentMethods, stripeCustomers } from '@/lib/db/schema';
import {
  AUTOPAY_SCOPES,
  type AutopayChargeStatus,
  type AutopayChargeTiming,
  type AutopayScope,
  type SavedMethodKind,
} from './lists';

export type SavedMethod = {
  kind: SavedMethodKind;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  savedAt: Date;
};

export type AutopayScopeState = {
  enabled: boolean;
  /** When it was last turned on or off, and by whom (null: never set). */
  changedAt: Date | null;
  changedBy: string | null;
  consentText: string | null;
};

export type AutopayOverview = {
  method: SavedMethod | null;
  scopes: Record<AutopayScope, AutopayScopeState>;
  /** The latest attempts, newest first (what autopay did lately). */
  recent: {
    invoiceNumber: string;
    attempt: number;
    status: AutopayChargeStatus;
    scheduledOn: string;
    failure: string | null;
  }[];
};

type OverviewRow = {
  method: {
    kind: SavedMethodKind;
    brand: string | null;
    last4: string | null;
    exp_month: number | null;
    exp_year: number | null;
    saved_at: string;
  } | null;
  consents: {
    scope: AutopayScope;
    enabled: boolean;
    created_at: string;
    consent_text: string | null;
    name: string | null;
  }[];
  recent: {
    invoice_number: string;
    attempt: number;
    status: AutopayChargeStatus;
    scheduled_on: string;
    failure_message: string | null;
  }[];
};

/**
 * What the billing page shows of a company's autopay, read under the person's claims in one
 * statement (the page's round trips are counted): the saved method, the latest consent per
 * scope with who gave it, and the latest attempts.
 */
export async function loadAutopay(tx: Tx, organizationId: string): Promise<AutopayOverview> {
  const [row] = await tx.execute<OverviewRow>(sql`
    select
      (select row_to_json(m) from (
         select kind, brand, last4, exp_month, exp_year, saved_at
           from app.saved_payment_methods where organization_id = ${organizationId}::uuid) m) as method,
      (select coalesce(json_agg(c), '[]'::json) from (
         select distinct on (c.scope) c.scope, c.enabled, c.created_at, c.consent_text,
                coalesce(nullif(p.full_name, ''), p.email) as name
           from app.autopay_consents c left join app.profiles p on p.id = c.profile_id
          where c.organization_id = ${organizationId}::uuid
          order by c.scope, c.created_at desc, c.id desc) c) as consents,
      (select coalesce(json_agg(r), '[]'::json) from (
         select i.number as invoice_number, a.attempt, a.status, a.scheduled_on, a.failure_message
           from app.autopay_charges a join app.invoices i on i.id = a.invoice_id
          where a.organization_id = ${organizationId}::uuid
          order by a.created_at desc, a.attempt desc limit 5) r) as recent`);
  const method: SavedMethod | null = row?.method
    ? {
        kind: row.method.kind,
        brand: row.method.brand,
        last4: row.method.last4,
        expMonth: row.method.exp_month,
        expYear: row.method.exp_year,
        savedAt: new Date(row.method.saved_at),
      }
    : null;
  const consents = row?.consents ?? [];
  const scopes = Object.fromEntries(
    AUTOPAY_SCOPES.map((scope) => {
      const found = consents.find((c) => c.scope === scope);
      const state: AutopayScopeState = found
        ? {
            enabled: found.enabled,
            changedAt: new Date(found.created_at),
            changedBy: found.name,
            consentText: found.consent_text,
          }
        : { enabled: false, changedAt: null, changedBy: null, consentText: null };
      return [scope, state];
    }),
  ) as Record<AutopayScope, AutopayScopeState>;
  const recent = (row?.recent ?? []).map((r) => ({
    invoiceNumber: r.invoice_number,
    attempt: r.attempt,
    status: r.status,
    scheduledOn: r.scheduled_on,
    failure: r.failure_message,
  }));
  return { method, scopes, recent };
}

/** The company's Stripe customer id, if one was made. */
export async function stripeCustomerOf(tx: Tx, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.organizationId, organizationId));
  return row?.id ?? null;
}

/** Stores the customer made for the company; the one stored first wins (answers it). */
export async function storeStripeCustomer(tx: Tx, organizationId: string, customerId: string): Promise<string> {
  await tx.insert(stripeCustomers).values({ organizationId, stripeCustomerId: customerId }).onConflictDoNothing();
  return (await stripeCustomerOf(tx, organizationId)) ?? customerId;
}

/**
 * Turns autopay for one scope on (with the words agreed to) or off, as the signed-in person:
 * a new consent row, stamped by the database with who and when. RLS lets only the company's
 * owners and billing members do it, and turning on only with a saved method. Returns false
 * when it already was so (nothing recorded).
 */
export async function setAutopay(
  tx: Tx,
  organizationId: string,
  scope: AutopayScope,
  enabled: boolean,
  consentText: string | null,
): Promise<boolean> {
  const [latest] = await tx
    .select({ enabled: autopayConsents.enabled })
    .from(autopayConsents)
    .where(and(eq(autopayConsents.organizationId, organizationId), eq(autopayConsents.scope, scope)))
    .orderBy(desc(autopayConsents.createdAt), desc(autopayConsents.id))
    .limit(1);
  if ((latest?.enabled ?? false) === enabled) return false;
  await tx
    .insert(autopayConsents)
    .values({ organizationId, scope, enabled, consentText: enabled ? consentText : null });
  return true;
}

/** Whether the company has a saved method (autopay can be turned on only with one). */
export async function hasSavedMethod(tx: Tx, organizationId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: savedPaymentMethods.organizationId })
    .from(savedPaymentMethods)
    .where(eq(savedPaymentMethods.organizationId, organizationId));
  return rows.length > 0;
}

/** When the firm charges autopay invoices. */
export async function loadAutopayTiming(tx: Tx): Promise<AutopayChargeTiming> {
  const [row] = await tx.select({ chargeOn: autopaySettings.chargeOn }).from(autopaySettings);
  return row?.chargeOn ?? 'issue_date';
}

export async function saveAutopayTiming(tx: Tx, chargeOn: AutopayChargeTiming): Promise<void> {
  await tx.update(autopaySettings).set({ chargeOn }).where(eq(autopaySettings.id, true));
}
