import 'server-only';
import type { MilestoneCount } from '@/lib/tasks/progress';
import { planMilestoneCounts } from '@/lib/tasks/queries';
import { visibleProject } from '@/lib/companies/access';
import { projectApprovalsColumn, type ProjectApproval } from '@/lib/approvals/queries';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { firstAuditColumn, type Audit } from '@/lib/audits/queries';
import { projectFilesColumn, type ProjectFile } from '@/lib/files/queries';
import { projectThreadColumn, type Thread, type ThreadPage } from '@/lib/messages/queries';
import { unreadOnProject } from '@/lib/messages/unread';
import { matchingTotal, pageTotalOf } from '@/lib/lists/page-total';
import { clientDisplayName } from '@/lib/clients/schema';
import { activityLog, profiles, projects, supportTickets, type CustomFieldValues } from '@/lib/db/schema';
import { PAGE_SIZE } from '@/lib/lists/params';
import { profileContains } from '@/lib/db/text-search';
import type { ProjectListParams } from './schema';
import { isActiveStage, KANBAN_STAGES, type KanbanStage } from './stages';

export type PipelineCard = {
  id: string;
  title: string;
  stage: KanbanStage;
  projectValue: number;
  monthlyFee: number;
  clientId: string;
  clientName: string;
  /** ISO time, to keep a column newest first while a move is on its way. */
  createdAt: string;
};

export type StageCounts = Record<KanbanStage, number>;

export type Pipeline = { cards: PipelineCard[]; counts: StageCounts };

/** How many cards each column of the board shows; the rest are a link to the filtered list. */
export const CARDS_PER_STAGE = 25;

/**
 * How many projects are in each stage (the board's column counts, the list's stat cards), from the
 * counters the projects' triggers keep (migration 20261125000200): seven rows, not a pass
 * over every project.
 */
export async function stageCounts(tx: Tx): Promise<StageCounts> {
  const rows = await tx.execute<{ stage: KanbanStage; count: number }>(
    sql`select stage, projects as count from app.stage_project_counts`,
  );
  const counts = Object.fromEntries(KANBAN_STAGES.map((stage) => [stage, 0])) as StageCounts;
  for (const row of rows) counts[row.stage] = Number(row.count);
  return counts;
}

/**
 * The board: every stage's count and its newest projects with their clients
 * (newest first by created_at). Each column reads only its
 * first cards from the (kanban_stage, created_at, id) index, however many projects there are.
 */
export async function loadPipeline(tx: Tx, perStage = CARDS_PER_STAGE, known?: StageCounts): Promise<Pipeline> {
  const [rows, counts] = await Promise.all([
    tx.execute<{
      id: string;
      title: string;
      stage: KanbanStage;
      project_value: string;
      monthly_fee: string;
      client_id: string;
      company_name: string | null;
      full_name: string | null;
      created_at: string;
    }>(sql`
      select p.id, p.title, p.kanban_stage as stage, p.project_value, p.monthly_fee, p.client_id,
             c.company_name, c.full_name, to_json(p.created_at) #>> '{}' as created_at
      from unnest(enum_range(null::app.kanban_stage)) as s (stage)
      cross join lateral (
        select * from app.projects
        where kanban_stage = s.stage
        order by created_at desc, id desc
        limit ${perStage}
      ) p
      join app.profiles c on c.id = p.client_id
      order by s.stage, p.created_at desc, p.id desc`),
    // A caller that has counted the stages already (the dashboard's overview) passes them:
    // counting reads every project, 50,000 at the large seed.
    known ?? stageCounts(tx),
  ]);
  return {
    counts,
    cards: rows.map((row) => ({
      id: row.id,
      title: row.title,
      stage: row.stage,
      projectValue: Number(row.project_value),
      monthlyFee: Number(row.monthly_fee),
      clientId: row.client_id,
      clientName: clientDisplayName({ companyName: row.company_name, fullName: row.full_name }),
      createdAt: row.created_at,
    })),
  };
}

export type ClientProjectSummary = {
  id: string;
  title: string;
  stage: KanbanStage;
  progressPercentage: number;
  endDate: string | null;
  milestones: MilestoneCount[];
};

/**
 * The projects the signed-in client sees in their company (lib/companies/access.ts). The first
 * is their "current" project: active ones before finished ones, the one furthest along the
 * pipeline first, then the newest.
 */
export async function listOwnProjects(tx: Tx): Promise<ClientProjectSummary[]> {
  const rows = await tx
    .select({
      id: projects.id,
      title: projects.title,
      stage: projects.kanbanStage,
      progressPercentage: projects.progressPercentage,
      endDate: projects.endDate,
      milestones: planMilestoneCounts(),
    })
    .from(projects)
    .where(visibleProject(projects.id))
    .orderBy(desc(projects.createdAt));
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
 * Recent events on the projects the client sees, and on the tickets of their company that name
 * no project (those are logged under the ticket). RLS limits the rows to what they see.
 * The projects are the database's own list of what the person sees, not ids read first, so a
 * page sends this beside its other reads in one round trip.
 */
export async function listRecentActivity(tx: Tx, organizationId: string, limit = 6): Promise<ActivityEntry[]> {
  return tx
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
        and(eq(activityLog.resourceType, 'project'), visibleProject(activityLog.resourceId)),
        and(
          eq(activityLog.resourceType, 'support_ticket'),
          inArray(
            activityLog.resourceId,
            tx
              .select({ id: supportTickets.id })
              .from(supportTickets)
              .where(eq(supportTickets.organizationId, organizationId)),
          ),
        ),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

export type ProjectRow = {
  id: string;
  title: string;
  stage: KanbanStage;
  projectValue: number;
  progressPercentage: number;
  endDate: string | null;
  clientId: string;
  clientName: string;
  /** Messages on its thread the viewer has not read. */
  unreadMessages: number;
};

function listFilter(params: ProjectListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.stage !== 'all') conditions.push(eq(projects.kanbanStage, params.stage));
  if (params.client) conditions.push(eq(projects.clientId, params.client));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * How many projects the list's filter matches. Without a client filter it is the kept
 * counters' (every project, or one stage's), so the unfiltered page does not count 50,000
 * rows; a client's projects are few and counted from projects_client_idx.
 */
function listTotal(params: ProjectListParams, where: SQL | undefined) {
  if (params.client) return matchingTotal(projects, where);
  const stage = params.stage === 'all' ? sql`true` : sql`stage = ${params.stage}::app.kanban_stage`;
  return sql<number>`(select coalesce(sum(projects), 0)::int from app.stage_project_counts where ${stage})`.mapWith(
    Number,
  );
}

/** One page of Project Management's list, newest first, and how many match. */
/** A page of projects for the team, each with its unread messages for `viewerId` (same statement). */
export async function listProjects(
  tx: Tx,
  params: ProjectListParams,
  viewerId: string,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = listFilter(params);
  const rows = await tx
    .select({
      total: listTotal(params, where),
      row: {
        id: projects.id,
        title: projects.title,
        stage: projects.kanbanStage,
        projectValue: projects.projectValue,
        progressPercentage: projects.progressPercentage,
        endDate: projects.endDate,
        clientId: projects.clientId,
        companyName: profiles.companyName,
        fullName: profiles.fullName,
        unreadMessages: unreadOnProject(sql.raw('"projects"."id"'), viewerId),
      },
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PAGE_SIZE)
    .offset((params.page - 1) * PAGE_SIZE);
  return {
    total: await pageTotalOf(tx, rows, params.page, listTotal(params, where)),
    rows: rows.map(({ row: { companyName, fullName, ...row } }) => ({
      ...row,
      clientName: clientDisplayName({ companyName, fullName }),
    })),
  };
}

export type ClientOption = { value: string; label: string; detail: string };

const clientOptionColumns = {
  id: profiles.id,
  companyName: profiles.companyName,
  fullName: profiles.fullName,
  email: profiles.email,
};

const toClientOption = (row: { id: string; companyName: string | null; fullName: string | null; email: string }) => ({
  value: row.id,
  label: clientDisplayName(row),
  detail: row.email,
});

/** Clients for a picker, sorted by company name: the first ones, or those matching `query`. */
export async function searchClientOptions(tx: Tx, query: string, limit = 20): Promise<ClientOption[]> {
  const conditions: SQL[] = [eq(profiles.role, 'client')];
  const text = query.trim();
  if (text) conditions.push(profileContains(text));
  const rows = await tx
    .select(clientOptionColumns)
    .from(profiles)
    .where(and(...conditions))
    .orderBy(sql`lower(${profiles.companyName}) asc nulls last`, asc(profiles.id))
    .limit(limit);
  return rows.map(toClientOption);
}

/** One client as a picker option, or null when there is no such client. */
export async function clientOption(tx: Tx, id: string): Promise<ClientOption | null> {
  const [row] = await tx
    .select(clientOptionColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
    .limit(1);
  return row ? toClientOption(row) : null;
}

export type ProjectDetail = {
  id: string;
  title: string;
  description: string | null;
  stage: KanbanStage;
  projectValue: number;
  monthlyFee: number;
  progressPercentage: number;
  startDate: string | null;
  endDate: string | null;
  customFields: CustomFieldValues;
  clientId: string;
  clientName: string;
  /** The client company the project belongs to. */
  organizationId: string;
  /** The plan's milestones, counted for its progress (lib/tasks/progress.ts). */
  milestones: MilestoneCount[];
};

export type ProjectPage = {
  project: ProjectDetail;
  audit: Audit | null;
  files: ProjectFile[];
  /** What the team asked the client to approve. */
  approvals: ProjectApproval[];
  /** The message thread as `viewer` reads it, when asked for. */
  thread: Thread | null;
};

/** Whose thread to load with the project, and which page of it. */
export type ThreadViewer = { userId: string; page?: ThreadPage };

/**
 * The project page's data: the project with its client, its first audit, its files and its
 * approvals in one statement, or null when there is no such project. With `viewer`, the
 * message thread too.
 */
export async function getProjectDetail(tx: Tx, id: string, viewer?: ThreadViewer): Promise<ProjectPage | null> {
  const [row] = await tx
    .select({
      audit: firstAuditColumn(id),
      files: projectFilesColumn(id),
      approvals: projectApprovalsColumn(id),
      thread: viewer
        ? projectThreadColumn(id, viewer.userId, viewer.page)
        : sql`null`.mapWith((): Thread | null => null),
      id: projects.id,
      title: projects.title,
      description: projects.description,
      stage: projects.kanbanStage,
      projectValue: projects.projectValue,
      monthlyFee: projects.monthlyFee,
      progressPercentage: projects.progressPercentage,
      startDate: projects.startDate,
      endDate: projects.endDate,
      customFields: projects.customFields,
      clientId: projects.clientId,
      organizationId: projects.organizationId,
      milestones: planMilestoneCounts(),
      companyName: profiles.companyName,
      fullName: profiles.fullName,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(eq(projects.id, id))
    .limit(1);
  if (!row) return null;
  const { audit, files, approvals, thread, companyName, fullName, ...project } = row;
  return {
    project: { ...project, clientName: clientDisplayName({ companyName, fullName }) },
    audit,
    files,
    approvals,
    thread,
  };
}
