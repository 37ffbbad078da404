import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { withUser, type Claims, type Tx } from '@/lib/db/client';
import { softwareAuditItems, softwareAudits } from '@/lib/db/schema';

export type AuditItem = {
  id: string;
  softwareName: string;
  monthlyCost: number;
  annualCost: number;
  category: string | null;
};

export type Audit = { id: string; fileName: string | null; createdAt: Date; items: AuditItem[] };

/** Spec §2.15: the project's first software audit with its items in file order, or null. */
export async function firstAudit(claims: Claims, projectId: string): Promise<Audit | null> {
  return withUser(claims, (tx) => loadFirstAudit(tx, projectId));
}

/** firstAudit in the caller's transaction. */
export async function loadFirstAudit(tx: Tx, projectId: string): Promise<Audit | null> {
  const [audit] = await tx
    .select({ id: softwareAudits.id, fileName: softwareAudits.fileName, createdAt: softwareAudits.createdAt })
    .from(softwareAudits)
    .where(eq(softwareAudits.projectId, projectId))
    .orderBy(asc(softwareAudits.createdAt), asc(softwareAudits.id))
    .limit(1);
  if (!audit) return null;
  const items = await tx
    .select({
      id: softwareAuditItems.id,
      softwareName: softwareAuditItems.softwareName,
      monthlyCost: softwareAuditItems.monthlyCost,
      annualCost: softwareAuditItems.annualCost,
      category: softwareAuditItems.category,
    })
    .from(softwareAuditItems)
    .where(eq(softwareAuditItems.auditId, audit.id))
    .orderBy(asc(softwareAuditItems.position), asc(softwareAuditItems.id));
  return { ...audit, items };
}
