import 'server-only';
import type { Tx } from '@/lib/db/client';
import { formatCents } from '@/lib/billing/money';
import { STAGE_META, type KanbanStage } from '@/lib/projects/stages';
import { notify, notifyMany } from './notify';

// The events that exist today and who hears of them: a project's stage change (the members
// who see the project) and an invoice issued (the company's owners and billing members, and
// its billing email). Called in the transaction of the change, after the write. Payment
// reminders and receipts: lib/billing/reminders, lib/billing/receipts.

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
