import 'server-only';
import { and, gte, isNull, sql } from 'drizzle-orm';
import { addMonths, type IsoDate } from '@/lib/billing/dates';
import { toCents, type Cents } from '@/lib/billing/money';
import { invoiceStatus } from '@/lib/billing/rules';
import type { Tx } from '@/lib/db/client';
import { invoicePayments, invoices, projects } from '@/lib/db/schema';
import { KANBAN_STAGES, type KanbanStage } from '@/lib/projects/stages';

// The admin dashboard's overview above the board (issue 19): what the pipeline is worth,
// what the monthly fees brought in, and what clients owe.

export type AdminOverview = {
  pipeline: { stage: KanbanStage; count: number; valueCents: Cents }[];
  /** The last 12 months, oldest first, each with the monthly fees invoiced for it. */
  mrr: { month: IsoDate; cents: Cents }[];
  due: { count: number; cents: Cents };
  overdue: { count: number; cents: Cents };
};

export async function adminOverview(tx: Tx, today: IsoDate): Promise<AdminOverview> {
  const byStage = await tx
    .select({
      stage: projects.kanbanStage,
      count: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${projects.projectValue}), 0)`,
    })
    .from(projects)
    .groupBy(projects.kanbanStage);

  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -11);
  const months = await tx
    .select({
      month: sql<string>`to_char(date_trunc('month', ${invoices.periodStart}), 'YYYY-MM-01')`,
      cents: sql<string>`sum(${invoices.amountCents})`,
    })
    .from(invoices)
    .where(and(sql`${invoices.kind} = 'monthly'`, gte(invoices.periodStart, firstMonth)))
    .groupBy(sql`1`);

  // Unpaid invoices per due date; whether that is Due or Overdue is the billing rule's call.
  const unpaid = await tx
    .select({
      dueDate: invoices.dueDate,
      count: sql<number>`count(*)::int`,
      cents: sql<string>`sum(${invoices.amountCents})`,
    })
    .from(invoices)
    .leftJoin(invoicePayments, sql`${invoicePayments.invoiceId} = ${invoices.id}`)
    .where(isNull(invoicePayments.id))
    .groupBy(invoices.dueDate);

  const due = { count: 0, cents: 0 };
  const overdue = { count: 0, cents: 0 };
  for (const row of unpaid) {
    const bucket = invoiceStatus({ dueDate: row.dueDate, paidOn: null }, today) === 'overdue' ? overdue : due;
    bucket.count += Number(row.count);
    bucket.cents += Number(row.cents);
  }

  return {
    pipeline: KANBAN_STAGES.map((stage) => {
      const row = byStage.find((r) => r.stage === stage);
      return { stage, count: Number(row?.count ?? 0), valueCents: toCents(row?.value ?? 0) };
    }),
    mrr: Array.from({ length: 12 }, (_, i) => {
      const month = addMonths(firstMonth, i);
      return { month, cents: Number(months.find((m) => m.month === month)?.cents ?? 0) };
    }),
    due,
    overdue,
  };
}
