import 'server-only';
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { invoiceOverdueNotices, invoicePayments, invoices, projects } from '@/lib/db/schema';
import { formatCents } from '@/lib/billing/money';
import type { IsoDate } from '@/lib/billing/dates';
import { STAGE_META, type KanbanStage } from '@/lib/projects/stages';
import { notify, notifyMany } from './notify';

// The events that exist today and who hears of them: a project's stage change (the members
// who see the project) and an invoice issued or overdue (the company's owners and billing
// members, and its billing email). Called in the transaction of the change, after the write.

export async function notifyStageChange(
  tx: Tx,
  actorId: string | null,
  project: { id: string; title: string; from: KanbanStage; to: KanbanStage },
): Promise<void> {
  if (project.from === project.to) return;
  await notify(tx, {
    category: 'stage_changes',
    actorId,
    audience: { kind: 'project', projectId: project.id },
    title: `${project.title} moved to ${STAGE_META[project.to].label}`,
    body: `Your project "${project.title}" moved from ${STAGE_META[project.from].label} to ${STAGE_META[project.to].label}.`,
    link: `/projects/${project.id}`,
  });
}

type IssuedInvoice = {
  number: string;
  organizationId: string;
  projectTitle: string;
  description: string;
  amountCents: number;
  dueDate: string;
};

/** Tells each company of its invoices just issued, all in one batch (the scheduled run issues thousands). */
export async function notifyInvoicesIssued(
  tx: Tx,
  actorId: string | null,
  issued: readonly IssuedInvoice[],
): Promise<void> {
  await notifyMany(
    tx,
    'invoices',
    actorId,
    issued.map((invoice) => ({
      audience: { kind: 'billing', organizationId: invoice.organizationId },
      title: `Invoice ${invoice.number} issued: ${formatCents(invoice.amountCents)}`,
      body: `${invoice.description} for "${invoice.projectTitle}", due ${invoice.dueDate}.`,
      link: '/billing',
    })),
  );
}

/** How many overdue invoices one transaction tells of; the scheduled run repeats until done. */
export const OVERDUE_NOTICES_PER_BATCH = 500;

/**
 * Tells each company once about each of its invoices that is past due and unpaid (the
 * scheduled run, on the trusted connection). Returns how many were told.
 */
export async function notifyOverdueInvoices(tx: Tx, today: IsoDate): Promise<number> {
  const overdue = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      organizationId: invoices.organizationId,
      amountCents: invoices.amountCents,
      dueDate: invoices.dueDate,
      projectTitle: projects.title,
    })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(
      and(
        lt(invoices.dueDate, today),
        isNull(invoicePayments.id),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invoiceOverdueNotices)
            .where(eq(invoiceOverdueNotices.invoiceId, invoices.id)),
        ),
      ),
    )
    .limit(OVERDUE_NOTICES_PER_BATCH);
  if (overdue.length === 0) return 0;
  const recorded = await tx
    .insert(invoiceOverdueNotices)
    .values(overdue.map((i) => ({ invoiceId: i.id })))
    .onConflictDoNothing()
    .returning({ invoiceId: invoiceOverdueNotices.invoiceId });
  const fresh = new Set(recorded.map((r) => r.invoiceId));
  await notifyMany(
    tx,
    'invoices',
    null,
    overdue
      .filter((i) => fresh.has(i.id))
      .map((invoice) => ({
        audience: { kind: 'billing', organizationId: invoice.organizationId },
        title: `Invoice ${invoice.number} is overdue`,
        body: `Invoice ${invoice.number} for "${invoice.projectTitle}" (${formatCents(invoice.amountCents)}) was due ${invoice.dueDate} and is not paid yet.`,
        link: '/billing',
      })),
  );
  return fresh.size;
}
