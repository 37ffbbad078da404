// A client's invoices, derived from their projects (spec §9 payment split, DESIGN §7.6):
// half of the project value upfront, half on completion, and the monthly fee as a
// recurring line. Pure, so the billing page, the CSV download and the tests agree.

export type PaymentStatus = 'paid' | 'pending' | 'overdue';
export type InvoiceStatus = PaymentStatus | 'recurring';
export type InvoiceKind = 'upfront' | 'final' | 'monthly';

export type BillableProject = {
  id: string;
  title: string;
  projectValue: number;
  monthlyFee: number;
  upfrontPaymentStatus: PaymentStatus | null;
  finalPaymentStatus: PaymentStatus | null;
  upfrontPaymentDate: string | null;
  finalPaymentDate: string | null;
};

export type Invoice = {
  id: string;
  number: string;
  projectId: string;
  projectTitle: string;
  kind: InvoiceKind;
  description: string;
  amount: number;
  status: InvoiceStatus;
  /** The payment date when the project records one (yyyy-mm-dd). */
  date: string | null;
};

export type PaymentSummary = { totalInvoiced: number; paid: number; outstanding: number };

export const INVOICE_DESCRIPTIONS: Record<InvoiceKind, string> = {
  upfront: 'Upfront payment (50%)',
  final: 'Final payment on completion (50%)',
  monthly: 'Monthly fee (recurring)',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
  recurring: 'Recurring',
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A short reference the client can quote to the billing team, stable for a project. */
function invoiceNumber(projectId: string, kind: InvoiceKind): string {
  const suffix = { upfront: '1', final: '2', monthly: 'M' }[kind];
  return `INV-${projectId.replaceAll('-', '').slice(0, 8).toUpperCase()}-${suffix}`;
}

/**
 * One invoice per half of each project's value (a missing status is Pending) and one
 * recurring line per monthly fee. Lines of $0 are left out: nothing is owed for them.
 */
export function deriveInvoices(projects: readonly BillableProject[]): Invoice[] {
  return projects.flatMap((project) => {
    const half = cents(project.projectValue / 2);
    const line = (kind: InvoiceKind, amount: number, status: InvoiceStatus, date: string | null): Invoice => ({
      id: `${project.id}:${kind}`,
      number: invoiceNumber(project.id, kind),
      projectId: project.id,
      projectTitle: project.title,
      kind,
      description: INVOICE_DESCRIPTIONS[kind],
      amount,
      status,
      date,
    });
    const lines: Invoice[] = [];
    if (half > 0) {
      lines.push(line('upfront', half, project.upfrontPaymentStatus ?? 'pending', project.upfrontPaymentDate));
      lines.push(line('final', half, project.finalPaymentStatus ?? 'pending', project.finalPaymentDate));
    }
    if (project.monthlyFee > 0) lines.push(line('monthly', cents(project.monthlyFee), 'recurring', null));
    return lines;
  });
}

/**
 * Total Invoiced, Paid and Outstanding over the two project payments. A monthly fee is a
 * rate, not a bill with a status, so it is listed but not summed.
 */
export function summarizePayments(invoices: readonly Invoice[]): PaymentSummary {
  let totalInvoiced = 0;
  let paid = 0;
  for (const invoice of invoices) {
    if (invoice.status === 'recurring') continue;
    totalInvoiced += invoice.amount;
    if (invoice.status === 'paid') paid += invoice.amount;
  }
  return { totalInvoiced: cents(totalInvoiced), paid: cents(paid), outstanding: cents(totalInvoiced - paid) };
}
