import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { projectFiles, projects } from '@/lib/db/schema';
import type { KanbanStage } from '@/lib/projects/stages';
import { unreadOnProject } from '@/lib/messages/unread';

// The signed-in client's own data for the client portal pages. Every query
// names the client and runs under their claims, so RLS would hide anyone else's rows too.

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
};

/** Active projects first, then the one furthest along the pipeline, then the newest. */
export async function listClientProjects(tx: Tx, clientId: string): Promise<PortalProject[]> {
  return tx
    .select({ ...portalColumns, unreadMessages: unreadOnProject(sql.raw('"projects"."id"'), clientId) })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(
      asc(sql`${projects.kanbanStage} in ('completed', 'awaiting_final_payment')`),
      desc(projects.kanbanStage),
      desc(projects.createdAt),
    );
}

/** One of the client's own projects, or null for any other id (another client's too). */
export async function getClientProject(tx: Tx, clientId: string, id: string): Promise<PortalProject | null> {
  const [row] = await tx
    .select(portalColumns)
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.clientId, clientId)))
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

/** The files shared on the client's projects (or on one of them), newest first. */
export async function listClientFiles(tx: Tx, clientId: string, projectId?: string): Promise<ClientFile[]> {
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
    .where(
      and(
        inArray(
          projectFiles.projectId,
          tx.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId)),
        ),
        projectId ? eq(projectFiles.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
}
