import 'server-only';
import { sql } from 'drizzle-orm';
import { addMonths, type IsoDate } from '@/lib/billing/dates';
import { toCents, type Cents } from '@/lib/billing/money';
import { invoiceStatus } from '@/lib/billing/rules';
import type { Tx } from '@/lib/db/client';
import { invoices } from '@/lib/db/schema';
import type { StageCounts } from '@/lib/projects/queries';
import { KANBAN_STAGES, type KanbanStage } from '@/lib/projects/stages';

// The admin dashboard's overview above the board: what the pipeline is worth,
// what the monthly fees brought in, and what clients owe.

export type AdminOverview = {
  pipeline: { stage: KanbanStage; count: number; valueCents: Cents }[];
  /** The last 12 months, oldest first, each with the monthly fees invoiced for it. */
  mrr: { month: IsoDate; cents: Cents }[];
  due: { count: number; cents: Cents };
  overdue: { count: number; cents: Cents };
};

type OverviewRows = {
  byStage: { stage: KanbanStage; count: number; value: string }[];
  months: { month: string; cents: string }[];
  unpaid: { dueDate: IsoDate; count: number; cents: string }[];
};

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The three sums in one statement (a screen's reads cost few round trips). The
 * pipeline's and what is owed come from counters kept by triggers (per stage, per due date),
 * not from a pass over every project and invoice.
 */
export async function adminOverview(tx: Tx, today: IsoDate): Promise<AdminOverview> {
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -11);
  const [row] = await tx
    .select({
      byStage: sql<OverviewRows['byStage']>`(
        select coalesce(json_agg(json_build_object('stage', s.stage, 'count', s.count, 'value', s.value)), '[]'::json)
        from (select stage, projects as count, project_value::text as value
              from app.stage_project_counts) s)`.mapWith(parsed<OverviewRows['byStage']>),
      months: sql<OverviewRows['months']>`(
        select coalesce(json_agg(json_build_object('month', m.month, 'cents', m.cents)), '[]'::json)
        from (select to_char(date_trunc('month', ${invoices.periodStart}), 'YYYY-MM-01') as month,
                     sum(${invoices.amountCents})::text as cents
              from ${invoices}
              where ${invoices.kind} = 'monthly' and ${invoices.periodStart} >= ${firstMonth}
              group by 1) m)`.mapWith(parsed<OverviewRows['months']>),
      // Unpaid invoices per due date, from the counters the triggers keep (migration
      // 20261126000100); whether that is Due or Overdue is the billing rule's call.
      unpaid: sql<OverviewRows['unpaid']>`(
        select coalesce(json_agg(json_build_object('dueDate', u.due_date, 'count', u.invoices, 'cents', u.amount_cents::text)), '[]'::json)
        from app.unpaid_invoice_counts u
        where u.invoices > 0)`.mapWith(parsed<OverviewRows['unpaid']>),
    })
    .from(sql`(select 1) as one`);
  const { byStage, months, unpaid } = row;

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

/** The overview's projects per stage, in the board's shape: the dashboard counts them once. */
export function stageCountsOf(overview: AdminOverview): StageCounts {
  return Object.fromEntries(overview.pipeline.map((s) => [s.stage, s.count])) as StageCounts;
}
