import 'server-only';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BillableProject } from '@/lib/billing/invoices';
import type { Tx } from '@/lib/db/client';
import { projectFiles, projects } from '@/lib/db/schema';
import type { KanbanStage } from '@/lib/projects/stages';

// The signed-in client's own data for the client portal pages (DESIGN §7.6). Every query
// names the client and runs under their claims, so RLS would hide anyone else's rows too.

export type PortalProject = BillableProject & {
  description: string | null;
  stage: KanbanStage;
  progressPercentage: number;
  endDate: string | null;
};

/** Active projects first, then the one furthest along the pipeline, then the newest. */
export async function listClientProjects(tx: Tx, clientId: string): Promise<PortalProject[]> {
  return tx
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      stage: projects.kanbanStage,
      progressPercentage: projects.progressPercentage,
      endDate: projects.endDate,
      projectValue: projects.projectValue,
      monthlyFee: projects.monthlyFee,
      upfrontPaymentStatus: projects.upfrontPaymentStatus,
      finalPaymentStatus: projects.finalPaymentStatus,
      upfrontPaymentDate: projects.upfrontPaymentDate,
      finalPaymentDate: projects.finalPaymentDate,
    })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(
      asc(sql`${projects.kanbanStage} in ('completed', 'awaiting_final_payment')`),
      desc(projects.kanbanStage),
      desc(projects.createdAt),
    );
}

export type ClientFile = {
  id: string;
  projectId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
};

/** The files shared on the client's projects, newest first. */
export async function listClientFiles(tx: Tx, clientId: string): Promise<ClientFile[]> {
  return tx
    .select({
      id: projectFiles.id,
      projectId: projectFiles.projectId,
      fileName: projectFiles.fileName,
      contentType: projectFiles.contentType,
      sizeBytes: projectFiles.sizeBytes,
      createdAt: projectFiles.createdAt,
    })
    .from(projectFiles)
    .where(
      inArray(
        projectFiles.projectId,
        tx.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId)),
      ),
    )
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
}
