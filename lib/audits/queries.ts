import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { softwareAuditItems, softwareAudits } from '@/lib/db/schema';

export type AuditItem = {
  id: string;
  softwareName: string;
  monthlyCost: number;
  annualCost: number;
  category: string | null;
};

export type Audit = { id: string; fileName: string | null; createdAt: Date; items: AuditItem[] };

type AuditJson = Omit<Audit, 'createdAt'> & { createdAt: string };

/**
 * The project's first software audit with its items in file order, or null, as
 * one json column of a select (the project page loads it with the project, one statement).
 */
export function firstAuditColumn(projectId: string | SQL) {
  return sql`(
    select json_build_object(
      'id', a.id, 'fileName', a.file_name, 'createdAt', a.created_at,
      'items', coalesce((
        select json_agg(json_build_object('id', i.id, 'softwareName', i.software_name, 'monthlyCost', i.monthly_cost,
                                          'annualCost', i.annual_cost, 'category', i.category)
                        order by i.position, i.id)
        from app.software_audit_items i where i.audit_id = a.id), '[]'::json))
    from app.software_audits a
    where a.project_id = ${projectId}
    order by a.created_at, a.id
    limit 1)`.mapWith((value: unknown): Audit | null => {
    const audit = (typeof value === 'string' ? JSON.parse(value) : value) as AuditJson | null;
    if (!audit) return null;
    return {
      ...audit,
      createdAt: new Date(audit.createdAt),
      items: audit.items.map((item) => ({
        ...item,
        monthlyCost: Number(item.monthlyCost),
        annualCost: Number(item.annualCost),
      })),
    };
  });
}

/** `firstAuditColumn` on its own, for a page that reads the project elsewhere. */
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
