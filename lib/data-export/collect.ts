import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { billTo, listInvoices, type BillTo } from '@/lib/billing/queries';
import type { Invoice } from '@/lib/billing/rules';
import type { Tx } from '@/lib/db/client';
import {
  clientOrganizations,
  projectFiles,
  projectMessageAttachments,
  projectMessages,
  projects,
  proposalDecisions,
} from '@/lib/db/schema';
import { versionWithCountersignature, type VersionWithCountersignature } from '@/lib/proposals/documents';
import { EXPORT_TABLES } from './tables';

export type ExportedRecords = { name: string; columns: string[]; rows: Record<string, unknown>[] };
export type ExportedFile = {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  kind: 'file' | 'attachment';
};

/** Everything an export needs, read in one transaction; the archive is written after it ends. */
export type CompanyExport = {
  company: { id: string; name: string };
  records: ExportedRecords[];
  files: ExportedFile[];
  invoices: Invoice[];
  billTo: BillTo | null;
  signedVersions: VersionWithCountersignature[];
};

/** The rows of one table of the list, as JSON objects, with the table's columns (for the CSV header). */
async function readTable(tx: Tx, organizationId: string, entry: (typeof EXPORT_TABLES)[number]) {
  // A PostgreSQL array literal: the names are constants of the table list, never input.
  const omit = `{${(entry.omit ?? []).join(',')}}`;
  const [row] = await tx.execute<{ rows: Record<string, unknown>[]; columns: string[] }>(sql`
    select coalesce((select jsonb_agg(to_jsonb(t) - ${omit}::text[] order by ${sql.raw(entry.orderBy.replace(/(\w+)/g, 't.$1'))})
                       from ${sql.raw(entry.table)} t where ${entry.rows(organizationId)}), '[]'::jsonb) as rows,
           (select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
              from pg_attribute a
             where a.attrelid = ${entry.table}::regclass and a.attnum > 0 and not a.attisdropped
               and not a.attname = any (${omit}::text[])) as columns`);
  return { name: entry.name, columns: row.columns, rows: row.rows };
}

/**
 * Reads one company's data under the caller's claims (staff: RLS lets them read it all; the
 * database refuses anyone else) and records the export in the activity log in the same
 * transaction. Null when there is no such company.
 */
export async function collectCompanyExport(tx: Tx, organizationId: string): Promise<CompanyExport | null> {
  const [company] = await tx
    .select({ id: clientOrganizations.id, name: clientOrganizations.name })
    .from(clientOrganizations)
    .where(eq(clientOrganizations.id, organizationId))
    .limit(1);
  if (!company) return null;
  await tx.execute(sql`select app.record_client_export(${organizationId})`);
  const companyProjectIds = tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.organizationId, organizationId));
  const [records, files, attachments, invoices, to, accepted] = await Promise.all([
    Promise.all(EXPORT_TABLES.map((entry) => readTable(tx, organizationId, entry))),
    tx
      .select({
        id: projectFiles.id,
        storageKey: projectFiles.storageKey,
        fileName: projectFiles.fileName,
        contentType: projectFiles.contentType,
      })
      .from(projectFiles)
      .where(inArray(projectFiles.projectId, companyProjectIds))
      .orderBy(projectFiles.createdAt, projectFiles.id),
    tx
      .select({
        id: projectMessageAttachments.id,
        storageKey: projectMessageAttachments.storageKey,
        fileName: projectMessageAttachments.fileName,
        contentType: projectMessageAttachments.contentType,
      })
      .from(projectMessageAttachments)
      .innerJoin(projectMessages, eq(projectMessages.id, projectMessageAttachments.messageId))
      .where(inArray(projectMessages.projectId, companyProjectIds))
      .orderBy(projectMessageAttachments.createdAt, projectMessageAttachments.id),
    listInvoices(tx, { organizationId }),
    billTo(tx, organizationId),
    tx
      .select({ versionId: proposalDecisions.versionId })
      .from(proposalDecisions)
      .where(and(inArray(proposalDecisions.projectId, companyProjectIds), eq(proposalDecisions.decision, 'accepted')))
      .orderBy(proposalDecisions.decidedAt),
  ]);
  const signedVersions: VersionWithCountersignature[] = [];
  for (const { versionId } of accepted) {
    const found = await versionWithCountersignature(tx, versionId);
    if (found) signedVersions.push(found);
  }
  return {
    company,
    records,
    files: [
      ...files.map((f) => ({ ...f, kind: 'file' as const })),
      ...attachments.map((f) => ({ ...f, kind: 'attachment' as const })),
    ],
    invoices,
    billTo: to,
    signedVersions,
  };
}
