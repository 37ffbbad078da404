import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';
import { approvals, profiles, projectFiles } from '@/lib/db/schema';
import type { ApprovalKind, ApprovalState } from './states';

export type ProjectApproval = {
  id: string;
  kind: ApprovalKind;
  title: string;
  note: string | null;
  fileId: string | null;
  /** The file still shared (null once removed). */
  fileName: string | null;
  status: ApprovalState;
  requestedAt: Date;
  /** Names the reader may see (RLS: a client sees only its own profile). */
  requestedByName: string | null;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionComment: string | null;
};

const requester = alias(profiles, 'requester');
const decider = alias(profiles, 'decider');
const nameOf = (p: typeof requester | typeof decider) =>
  sql<string | null>`coalesce(nullif(${p.fullName}, ''), ${p.email})`;

/** A project's approvals, newest request first (RLS: admins, or the project's client). */
export async function listProjectApprovals(tx: Tx, projectId: string): Promise<ProjectApproval[]> {
  return tx
    .select({
      id: approvals.id,
      kind: approvals.kind,
      title: approvals.title,
      note: approvals.note,
      fileId: approvals.fileId,
      fileName: projectFiles.fileName,
      status: approvals.status,
      requestedAt: approvals.requestedAt,
      requestedByName: nameOf(requester),
      decidedBy: approvals.decidedBy,
      decidedByName: nameOf(decider),
      decidedAt: approvals.decidedAt,
      decisionComment: approvals.decisionComment,
    })
    .from(approvals)
    .leftJoin(projectFiles, eq(projectFiles.id, approvals.fileId))
    .leftJoin(requester, eq(requester.id, approvals.requestedBy))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy))
    .where(eq(approvals.projectId, projectId))
    .orderBy(desc(approvals.requestedAt), desc(approvals.id));
}
