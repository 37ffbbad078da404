// The billing rules, in one place: which invoices a project owes and
// when, what each is for, its status from its dates, its badge, and the totals. Pure, so the
// pages, the PDF, the CSV, the issuing job and the tests all agree.
import { KANBAN_STAGES, type KanbanStage } from '@/lib/projects/stages';
import { addDays, addMonths, monthLabel, type IsoDate } from './dates';
import { splitCents, sumCents, toCents, type Cents } from './money';

/** A late fee is an invoice of its own that names the overdue invoice (lib/billing/reminders). */
export const INVOICE_KINDS = ['upfront', 'final', 'monthly', 'late_fee'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ['due', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'check', 'cash', 'stripe', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  check: 'Check',
  cash: 'Cash',
  stripe: 'Online (Stripe)',
  other: 'Other',
};

export type BadgeTone = 'green' | 'yellow' | 'red';

/** Paid is green, Overdue red, Due yellow. */
export const INVOICE_STATUS_META: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  due: { label: 'Due', tone: 'yellow' },
  overdue: { label: 'Overdue', tone: 'red' },
  paid: { label: 'Paid', tone: 'green' },
};

/** Payment terms when none are configured: due 15 days after issue. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 15;

export function dueDateFor(issueDate: IsoDate, termsDays: number): IsoDate {
  return addDays(issueDate, termsDays);
}

/** Paid once a payment is recorded; otherwise Due up to and on the due date, Overdue after it. */
export function invoiceStatus(invoice: { dueDate: IsoDate; paidOn: IsoDate | null }, today: IsoDate): InvoiceStatus {
  if (invoice.paidOn) return 'paid';
  return today > invoice.dueDate ? 'overdue' : 'due';
}

export function invoiceDescription(kind: InvoiceKind, periodStart: IsoDate | null, overdueNumber?: string): string {
  if (kind === 'upfront') return 'Upfront payment (50% of the project value)';
  if (kind === 'final') return 'Final payment on completion (50% of the project value)';
  if (kind === 'late_fee') return `Late fee on invoice ${overdueNumber ?? ''}`.trim();
  return `Monthly fee: ${periodStart ? monthLabel(periodStart) : 'maintenance and support'}`;
}

const stageIndex = (stage: KanbanStage) => KANBAN_STAGES.indexOf(stage);

/** The contract is signed once the project reaches Contract Signed or any later stage. */
export function contractSigned(stage: KanbanStage): boolean {
  return stageIndex(stage) >= stageIndex('contract_signed');
}

/** Delivered: Awaiting Final Payment or Completed. The final half is owed from then on. */
export function delivered(stage: KanbanStage): boolean {
  return stage === 'awaiting_final_payment' || stage === 'completed';
}

export type BillableProject = {
  id: string;
  stage: KanbanStage;
  valueCents: Cents;
  monthlyFeeCents: Cents;
  /** The go-live date: the project's end date, counted once the project is delivered. */
  endDate: IsoDate | null;
};

/**
 * The two halves of a project's value: the upfront half as invoiced (or the split when not
 * yet), the final half what is left, so the two always add up to the value.
 */
export function projectHalves(valueCents: Cents, upfrontInvoicedCents?: Cents): { upfront: Cents; final: Cents } {
  const upfront = upfrontInvoicedCents ?? splitCents(valueCents).upfront;
  return { upfront, final: Math.max(0, valueCents - upfront) };
}

export type IssuedInvoice = { kind: InvoiceKind; periodStart: IsoDate | null; amountCents: Cents };
export type InvoiceToIssue = { kind: InvoiceKind; periodStart: IsoDate | null; amountCents: Cents };

/**
 * What a project owes that has not been invoiced yet, as of `today`:
 * - the upfront half once the contract is signed (or at once when an admin issues it early);
 * - the final half once delivered: the value less the upfront half actually invoiced, so the
 *   two add up to the value even if it changed in between;
 * - one monthly fee per month from go-live (the end date of a delivered project) up to today.
 * Nothing of $0 is invoiced.
 */
export function invoicesToIssue(
  project: BillableProject,
  issued: readonly IssuedInvoice[],
  today: IsoDate,
  options: { issueUpfrontNow?: boolean } = {},
): InvoiceToIssue[] {
  const out: InvoiceToIssue[] = [];
  const upfrontIssued = issued.find((invoice) => invoice.kind === 'upfront');
  const halves = projectHalves(project.valueCents, upfrontIssued?.amountCents);
  let upfrontBilled = upfrontIssued !== undefined;
  if (!upfrontBilled && (contractSigned(project.stage) || options.issueUpfrontNow) && halves.upfront > 0) {
    out.push({ kind: 'upfront', periodStart: null, amountCents: halves.upfront });
    upfrontBilled = true;
  }
  if (delivered(project.stage) && !issued.some((invoice) => invoice.kind === 'final')) {
    // What is left of the value after the upfront half (all of it if none was invoiced).
    const finalCents = upfrontBilled ? halves.final : project.valueCents;
    if (finalCents > 0) out.push({ kind: 'final', periodStart: null, amountCents: finalCents });
  }
  if (delivered(project.stage) && project.endDate && project.monthlyFeeCents > 0) {
    const billed = new Set(issued.filter((i) => i.kind === 'monthly').map((i) => i.periodStart));
    for (let month = 0; ; month += 1) {
      const periodStart = addMonths(project.endDate, month);
      if (periodStart > today) break;
      if (!billed.has(periodStart)) out.push({ kind: 'monthly', periodStart, amountCents: project.monthlyFeeCents });
    }
  }
  return out;
}

export type Invoice = {
  id: string;
  number: string;
  projectId: string;
  projectTitle: string;
  kind: InvoiceKind;
  periodStart: IsoDate | null;
  description: string;
  amountCents: Cents;
  issueDate: IsoDate;
  dueDate: IsoDate;
  paidOn: IsoDate | null;
  paymentMethod: PaymentMethod | null;
  paymentNote: string | null;
};

export type BillingTotals = { invoiced: Cents; paid: Cents; outstanding: Cents; overdue: Cents };

/** Invoiced = every issued invoice; Outstanding = issued and unpaid; Overdue is part of it. */
export function billingTotals(invoices: readonly Invoice[], today: IsoDate): BillingTotals {
  const byStatus = (status: InvoiceStatus) =>
    sumCents(invoices.filter((i) => invoiceStatus(i, today) === status).map((i) => i.amountCents));
  const paid = byStatus('paid');
  const overdue = byStatus('overdue');
  const invoiced = sumCents(invoices.map((i) => i.amountCents));
  return { invoiced, paid, outstanding: invoiced - paid, overdue };
}

/**
 * Whether `project` owes an invoice not issued yet as of `today`, judged from its invoices as
 * a page already read them (`invoicesToIssue` is the rule): a page issues only then.
 */
export function hasInvoicesDue(
  project: { id: string; stage: KanbanStage; projectValue: number; monthlyFee: number; endDate: IsoDate | null },
  issued: readonly IssuedInvoice[],
  today: IsoDate,
): boolean {
  const billable: BillableProject = {
    id: project.id,
    stage: project.stage,
    valueCents: toCents(project.projectValue),
    monthlyFeeCents: toCents(project.monthlyFee),
    endDate: project.endDate,
  };
  return invoicesToIssue(billable, issued, today).length > 0;
}
