import 'server-only';
import { notifyInvoicesIssued } from '@/lib/notifications/events';
import { sendPaymentReceipt } from './receipts/send-receipt';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import {
  clientOrganizations,
  invoicePayments,
  invoices,
  organizationMembers,
  profiles,
  projects,
} from '@/lib/db/schema';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { dueDateFor, invoiceDescription, invoicesToIssue, type Invoice, type PaymentMethod } from './rules';

// Invoices and payments. Every function runs in the caller's transaction, so RLS
// decides what a client sees: its company's invoices and their payments, and only for the
// company's owners and billing members.

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  projectId: invoices.projectId,
  projectTitle: projects.title,
  kind: invoices.kind,
  periodStart: invoices.periodStart,
  description: invoices.description,
  amountCents: invoices.amountCents,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidOn: invoicePayments.paidOn,
  paymentMethod: invoicePayments.method,
  paymentNote: invoicePayments.note,
};

/** organizationId: one company's invoices; clientId: those of projects with this contact person. */
export type InvoiceFilter = {
  organizationId?: string;
  clientId?: string;
  projectId?: string;
  year?: number;
  /** Invoices paid in this year, whenever they were issued (the statement's payments). */
  paidYear?: number;
  ids?: string[];
};

function filterFor(filter: InvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.organizationId) conditions.push(eq(invoices.organizationId, filter.organizationId));
  if (filter.clientId) conditions.push(eq(invoices.clientId, filter.clientId));
  if (filter.projectId) conditions.push(eq(invoices.projectId, filter.projectId));
  if (filter.ids) conditions.push(inArray(invoices.id, filter.ids));
  if (filter.year) {
    conditions.push(
      gte(invoices.issueDate, `${filter.year}-01-01`),
      lt(invoices.issueDate, `${filter.year + 1}-01-01`),
    );
  }
  if (filter.paidYear) {
    conditions.push(
      gte(invoicePayments.paidOn, `${filter.paidYear}-01-01`),
      lt(invoicePayments.paidOn, `${filter.paidYear + 1}-01-01`),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Invoices with their payment, newest first (the number breaks ties on one day). */
export async function listInvoices(tx: Tx, filter: InvoiceFilter): Promise<Invoice[]> {
  return tx
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(filterFor(filter))
    .orderBy(desc(invoices.issueDate), desc(invoices.number));
}

export type BillTo = {
  organizationId: string;
  name: string;
  contactName: string | null;
  email: string;
  address: string | null;
};

/**
 * Whom a company's invoices go to: the company, to the attention of its first billing member
 * (else its first owner), at its billing email when set, else that person's.
 */
export async function billTo(tx: Tx, organizationId: string): Promise<BillTo | null> {
  const contact = tx
    .select({ name: profiles.fullName, email: profiles.email })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.profileId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.companyRole, ['billing', 'owner']),
      ),
    )
    .orderBy(desc(eq(organizationMembers.companyRole, 'billing')), asc(organizationMembers.createdAt))
    .limit(1)
    .as('contact');
  const [row] = await tx
    .select({
      id: clientOrganizations.id,
      name: clientOrganizations.name,
      billingEmail: clientOrganizations.billingEmail,
      address: clientOrganizations.address,
      contactName: contact.name,
      contactEmail: contact.email,
    })
    .from(clientOrganizations)
    .leftJoin(contact, sql`true`)
    .where(eq(clientOrganizations.id, organizationId))
    .limit(1);
  if (!row) return null;
  return {
    organizationId: row.id,
    name: row.name,
    contactName: row.contactName,
    email: row.billingEmail?.trim() || row.contactEmail || '',
    address: row.address,
  };
}

/** One invoice and whom it is billed to, or null when the caller may not see it. */
export async function getInvoiceDocument(tx: Tx, id: string): Promise<{ invoice: Invoice; billTo: BillTo } | null> {
  const [row] = await tx
    .select({ ...invoiceColumns, organizationId: invoices.organizationId })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) return null;
  const { organizationId, ...invoice } = row;
  const to = await billTo(tx, organizationId);
  return to ? { invoice, billTo: to } : null;
}

// One key for every issuing run, so two runs never pick the same due invoice (the unique
// indexes would refuse the second, but then the whole request would fail).
const ISSUING_LOCK = 190019;

export type IssueOptions = { today: IsoDate; termsDays: number; issueUpfrontNow?: boolean };

/** Where a batched run stopped: the last project it looked at, in (created_at, id) order. */
export type ProjectCursor = { createdAt: string; id: string };

/**
 * Issues what is due (lib/billing/rules.ts invoicesToIssue) for one project, or for every
 * project when none is named. Idempotent: what is already issued is not issued again. Runs
 * as an admin (RLS lets admins insert) or as the trusted scheduled run. Returns how many
 * invoices it issued.
 */
export async function issueDueInvoices(tx: Tx, scope: { projectId?: string }, options: IssueOptions): Promise<number> {
  const { issued } = await issueDueFor(
    tx,
    scope.projectId ? eq(projects.id, scope.projectId) : undefined,
    null,
    options,
  );
  return issued;
}

/**
 * One bounded step of the scheduled run: the next `limit` projects after `after` (in
 * creation order, so invoice numbers follow it as they did when one transaction issued all),
 * in the caller's transaction. Returns how many invoices it issued and where to go on from
 * (null: no project is left).
 */
export async function issueDueInvoicesBatch(
  tx: Tx,
  after: ProjectCursor | null,
  limit: number,
  options: IssueOptions,
): Promise<{ issued: number; next: ProjectCursor | null }> {
  const where = after
    ? sql`(${projects.createdAt}, ${projects.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const { issued, last, count } = await issueDueFor(tx, where, limit, options);
  return { issued, next: count === limit ? last : null };
}

/** The invoices of the projects read: every invoice when every project was read. */
function invoicesOf(candidates: readonly { id: string }[], everyProject: boolean): SQL | undefined {
  if (everyProject) return undefined;
  if (candidates.length === 1) return eq(invoices.projectId, candidates[0].id);
  return inArray(
    invoices.projectId,
    candidates.map((p) => p.id),
  );
}

async function issueDueFor(
  tx: Tx,
  where: SQL | undefined,
  limit: number | null,
  options: IssueOptions,
): Promise<{ issued: number; count: number; last: ProjectCursor | null }> {
  // Taken before reading: a second run (another process) waits here, then reads what this
  // one issued (each statement of a read-committed transaction sees the latest commits).
  await tx.execute(sql`select pg_advisory_xact_lock(${ISSUING_LOCK})`);
  const query = tx
    .select({
      id: projects.id,
      // Text, not a Date: the cursor must keep the microseconds.
      createdAt: sql<string>`to_json(${projects.createdAt}) #>> '{}'`,
      clientId: projects.clientId,
      organizationId: projects.organizationId,
      stage: projects.kanbanStage,
      value: projects.projectValue,
      fee: projects.monthlyFee,
      endDate: projects.endDate,
      title: projects.title,
    })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const candidates = limit === null ? await query : await query.limit(limit);
  if (candidates.length === 0) return { issued: 0, count: 0, last: null };
  const lastProject = candidates[candidates.length - 1];
  const last = { createdAt: lastProject.createdAt, id: lastProject.id };
  const issued = await tx
    .select({
      projectId: invoices.projectId,
      kind: invoices.kind,
      periodStart: invoices.periodStart,
      amountCents: invoices.amountCents,
    })
    .from(invoices)
    .where(invoicesOf(candidates, limit === null && !where));
  const byProject = new Map<string, typeof issued>();
  for (const invoice of issued)
    byProject.set(invoice.projectId, [...(byProject.get(invoice.projectId) ?? []), invoice]);

  const rows: (typeof invoices.$inferInsert)[] = [];
  for (const project of candidates) {
    const due = invoicesToIssue(
      {
        id: project.id,
        stage: project.stage,
        valueCents: toCents(project.value),
        monthlyFeeCents: toCents(project.fee),
        endDate: project.endDate,
      },
      byProject.get(project.id) ?? [],
      options.today,
      { issueUpfrontNow: options.issueUpfrontNow },
    );
    for (const invoice of due) {
      rows.push({
        ...invoice,
        projectId: project.id,
        clientId: project.clientId,
        organizationId: project.organizationId,
        // The database numbers it (invoices_number trigger).
        number: 'INV-0000-0000',
        description: invoiceDescription(invoice.kind, invoice.periodStart),
        issueDate: options.today,
        dueDate: dueDateFor(options.today, options.termsDays),
      });
    }
  }
  // The trigger numbers rows in the order given, so the numbers follow the order above.
  const stored: {
    number: string;
    organizationId: string;
    projectId: string;
    description: string;
    amountCents: number;
    dueDate: string;
  }[] = [];
  for (let start = 0; start < rows.length; start += 500)
    stored.push(
      ...(await tx
        .insert(invoices)
        .values(rows.slice(start, start + 500))
        .returning({
          number: invoices.number,
          organizationId: invoices.organizationId,
          projectId: invoices.projectId,
          description: invoices.description,
          amountCents: invoices.amountCents,
          dueDate: invoices.dueDate,
        })),
    );
  if (stored.length > 0) {
    // Each company's billing people hear of its new invoices, told by whoever issued them (null: the scheduled run).
    const [{ actor }] = await tx.execute<{ actor: string | null }>(sql`select auth.uid() as actor`);
    const titles = new Map(candidates.map((p) => [p.id, p.title]));
    await notifyInvoicesIssued(
      tx,
      actor,
      stored.map((invoice) => ({ ...invoice, projectTitle: titles.get(invoice.projectId) ?? '' })),
    );
  }
  return { issued: rows.length, count: candidates.length, last };
}

export type PaymentInput = {
  invoiceId: string;
  paidOn: IsoDate;
  method: PaymentMethod;
  note: string | null;
  stripeSessionId?: string;
};

export type PaymentOutcome = 'recorded' | 'already_paid' | 'not_found';

/**
 * Records the payment that settles an invoice. The unique key on the invoice decides between
 * two concurrent payments (an admin and the Stripe webhook): one records, the other learns
 * that the invoice was already paid. The payment's receipt is sent in the same transaction
 * (lib/billing/receipts/send-receipt.ts).
 */
export async function recordPayment(tx: Tx, input: PaymentInput): Promise<PaymentOutcome> {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId))
    .limit(1);
  if (!invoice) return 'not_found';
  const inserted = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: input.invoiceId,
      paidOn: input.paidOn,
      method: input.method,
      note: input.note,
      stripeSessionId: input.stripeSessionId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (inserted.length === 0) return 'already_paid';
  // Every payment path records through here, so every payment gets its receipt.
  await sendPaymentReceipt(tx, inserted[0].id);
  return 'recorded';
}

/** The project an invoice is for and its client, for revalidating their pages. */
export async function invoiceOwner(tx: Tx, invoiceId: string): Promise<{ projectId: string; clientId: string } | null> {
  const [row] = await tx
    .select({ projectId: invoices.projectId, clientId: invoices.clientId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row ?? null;
}

/** An invoice's amount, or null when there is no such invoice (for the Stripe webhook's check). */
export async function invoiceAmountCents(tx: Tx, invoiceId: string): Promise<number | null> {
  const [row] = await tx
    .select({ amountCents: invoices.amountCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row ? Number(row.amountCents) : null;
}

/** The years a company has invoices in, newest first (the yearly statements to offer). */
export async function invoiceYears(tx: Tx, organizationId: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ year: sql<number>`extract(year from ${invoices.issueDate})::int` })
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId));
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}
