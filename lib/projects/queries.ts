import 'server-only';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { withUser, type Claims } from '@/lib/db/client';
import { activityLog, profiles, projects, supportTickets } from '@/lib/db/schema';
import { isActiveStage, KANBAN_STAGES, type KanbanStage } from './stages';

export type PipelineCard = {
  id: string;
  title: string;
  stage: KanbanStage;
  projectValue: number;
  monthlyFee: number;
  clientId: string;
  clientName: string;
};

/** Every project with its client, newest first (spec §7 "Pipeline and project list"). RLS: admins only see all. */
export async function listPipelineCards(claims: Claims): Promise<PipelineCard[]> {
  const rows = await withUser(claims, (tx) =>
    tx
      .select({
        id: projects.id,
        title: projects.title,
        stage: projects.kanbanStage,
        projectValue: projects.projectValue,
        monthlyFee: projects.monthlyFee,
        clientId: projects.clientId,
        companyName: profiles.companyName,
        fullName: profiles.fullName,
      })
      .from(projects)
      .innerJoin(profiles, eq(profiles.id, projects.clientId))
      .orderBy(desc(projects.createdAt)),
  );
  return rows.map(({ companyName, fullName, ...row }) => ({
    ...row,
    clientName: companyName || fullName || 'Unnamed Client',
  }));
}

export type ClientProjectSummary = {
  id: string;
  title: string;
  stage: KanbanStage;
  progressPercentage: number;
  endDate: string | null;
};

/**
 * The signed-in client's own projects. The first is their "current" project: active ones
 * before finished ones, the one furthest along the pipeline first, then the newest.
 */
export async function listOwnProjects(claims: Claims): Promise<ClientProjectSummary[]> {
  const rows = await withUser(claims, (tx) =>
    tx
      .select({
        id: projects.id,
        title: projects.title,
        stage: projects.kanbanStage,
        progressPercentage: projects.progressPercentage,
        endDate: projects.endDate,
      })
      .from(projects)
      .where(eq(projects.clientId, claims.sub))
      .orderBy(desc(projects.createdAt)),
  );
  return [...rows].sort(
    (a, b) =>
      Number(isActiveStage(b.stage)) - Number(isActiveStage(a.stage)) ||
      KANBAN_STAGES.indexOf(b.stage) - KANBAN_STAGES.indexOf(a.stage),
  );
}

export type ActivityEntry = {
  id: number;
  action: string;
  details: unknown;
  createdAt: Date;
  projectTitle: string | null;
};

/**
 * Recent events on the client's own projects, and on their support tickets that name no
 * project (those are logged under the ticket). RLS limits the rows to the client's too.
 */
export async function listRecentActivity(claims: Claims, projectIds: string[], limit = 6): Promise<ActivityEntry[]> {
  if (projectIds.length === 0) return [];
  return withUser(claims, (tx) =>
    tx
      .select({
        id: activityLog.id,
        action: activityLog.action,
        details: activityLog.details,
        createdAt: activityLog.createdAt,
        projectTitle: projects.title,
      })
      .from(activityLog)
      .leftJoin(projects, and(eq(activityLog.resourceType, 'project'), eq(projects.id, activityLog.resourceId)))
      .where(
        or(
          and(eq(activityLog.resourceType, 'project'), inArray(activityLog.resourceId, projectIds)),
          and(
            eq(activityLog.resourceType, 'support_ticket'),
            inArray(
              activityLog.resourceId,
              tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.clientId, claims.sub)),
            ),
          ),
        ),
      )
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit),
  );
}
