import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { projectFiles, projects } from '@/lib/db/schema';
import type { KanbanStage } from '@/lib/projects/stages';
import { unreadOnProject } from '@/lib/messages/unread';
import { visibleProject } from '@/lib/companies/access';
import type { MilestoneCount } from '@/lib/tasks/progress';
import { planMilestoneCounts } from '@/lib/tasks/queries';

// The signed-in client's data for the client portal pages: the projects their company has and
// they see (lib/companies/access.ts). Every query runs under their claims, and RLS asks the same
// rule, so anyone else's rows stay hidden either way.

export type PortalProject = {
  id: string;
  title: string;
  description: string | null;
  stage: KanbanStage;
  progressPercentage: number;
  projectValue: number;
  monthlyFee: number;
  startDate: string | null;
  endDate: string | null;
  /** The plan's milestones, counted for its progress (lib/tasks/progress.ts). */
  milestones: MilestoneCount[];
  /** Messages on its thread the client has not read; in lists only. */
  unreadMessages?: number;
};

const portalColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  stage: projects.kanbanStage,
  progressPercentage: projects.progressPercentage,
  projectValue: projects.projectValue,
  monthlyFee: projects.monthlyFee,
  startDate: projects.startDate,
  endDate: projects.endDate,
  milestones: planMilestoneCounts(),
};

/** Active projects first, then the one furthest along the pipeline, then the newest. */
export async function listClientProjects(tx: Tx, viewerId: string): Promise<PortalProject[]> {
  return tx
    .select({ ...portalColumns, unreadMessages: unreadOnProject(sql.raw('"projects"."id"'), viewerId) })
    .from(projects)
    .where(visibleProject(projects.id))
    .orderBy(
      asc(sql`${projects.kanbanStage} in ('completed', 'awaiting_final_payment')`),
      desc(projects.kanbanStage),
      desc(projects.createdAt),
    );
}

/** A project the client sees, or null for any other id (another company's too). */
export async function getClientProject(tx: Tx, id: string): Promise<PortalProject | null> {
  const [row] = await tx
    .select(portalColumns)
    .from(projects)
    .where(and(eq(projects.id, id), visibleProject(projects.id)))
    .limit(1);
  return row ?? null;
}

export type ClientFile = {
  id: string;
  projectId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  uploadedBy: string | null;
};

/** The files shared on the projects the client sees (or on one of them), newest first. */
export async function listClientFiles(tx: Tx, projectId?: string): Promise<ClientFile[]> {
  return tx
    .select({
      id: projectFiles.id,
      projectId: projectFiles.projectId,
      fileName: projectFiles.fileName,
      contentType: projectFiles.contentType,
      sizeBytes: projectFiles.sizeBytes,
      createdAt: projectFiles.createdAt,
      uploadedBy: projectFiles.uploadedBy,
    })
    .from(projectFiles)
    .where(and(visibleProject(projectFiles.projectId), projectId ? eq(projectFiles.projectId, projectId) : undefined))
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
}
