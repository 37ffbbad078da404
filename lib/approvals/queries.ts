import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { projects } from '@/lib/db/schema';
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

type ProjectApprovalJson = Omit<ProjectApproval, 'requestedAt' | 'decidedAt'> & {
  requestedAt: string;
  decidedAt: string | null;
};

const fromJson = (value: unknown): ProjectApprovalJson[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as ProjectApprovalJson[];

// Names the reader may see (RLS shows a client only its own profile).
const nameOf = (alias: string) => sql.raw(`coalesce(nullif(${alias}.full_name, ''), ${alias}.email)`);

/**
 * A project's approvals, newest request first, as one json column of a select, so a page
 * loads them with the project in one statement (RLS: admins, or the project's client).
 */
export function projectApprovalsColumn(projectId: string | SQL) {
  return sql`coalesce((
    select json_agg(json_build_object(
             'id', a.id, 'kind', a.kind, 'title', a.title, 'note', a.note, 'fileId', a.file_id,
             'fileName', f.file_name, 'status', a.status, 'requestedAt', a.requested_at,
             'requestedByName', ${nameOf('rq')}, 'decidedBy', a.decided_by,
             'decidedByName', ${nameOf('dc')}, 'decidedAt', a.decided_at,
             'decisionComment', a.decision_comment)
           order by a.requested_at desc, a.id desc)
    from app.approvals a
    left join app.project_files f on f.id = a.file_id
    left join app.profiles rq on rq.id = a.requested_by
    left join app.profiles dc on dc.id = a.decided_by
    where a.project_id = ${projectId}), '[]'::json)`.mapWith((value: unknown): ProjectApproval[] =>
    fromJson(value).map((a) => ({
      ...a,
      requestedAt: new Date(a.requestedAt),
      decidedAt: a.decidedAt ? new Date(a.decidedAt) : null,
    })),
  );
}

/** A project's approvals, newest request first (none when the reader cannot see the project). */
export async function listProjectApprovals(tx: Tx, projectId: string): Promise<ProjectApproval[]> {
  const [row] = await tx
    .select({ approvals: projectApprovalsColumn(projectId) })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row?.approvals ?? [];
}
