import 'server-only';
import { accountCondition } from '@/lib/accounts/account-condition';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { profiles, projects } from '@/lib/db/schema';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { PAGE_SIZE } from '@/lib/lists/params';
import { profileContains } from '@/lib/db/text-search';
import type { KanbanStage } from '@/lib/projects/stages';
import type { ClientListParams } from './schema';

// Client Management (spec §2.11, §2.12). Search, filter and paging run in SQL so the
// screen stays fast with 10,000 clients. "Active" (spec §2.11) = at least one project
// whose stage is not completed or awaiting_final_payment: the same rule as isActiveStage,
// expressed in SQL so it can filter (projects_active_client_idx serves it). The counters
// the triggers keep (app.client_project_counts, app.is_active_stage) say the same, which
// tests/db/project-counters.test.ts checks against activeProjectCount.

// Drizzle leaves columns unqualified in a single-table select list, where a correlated
// subquery would read them as its own; name the outer row explicitly.
const PROFILE_ID = sql.raw('"profiles"."id"');
const INACTIVE_STAGES = sql`('completed', 'awaiting_final_payment')`;
const activeProjectsOf = (clientId: SQL) =>
  sql`app.projects ap where ap.client_id = ${clientId} and ap.kanban_stage not in ${INACTIVE_STAGES}`;
/** Whether the client has an active project (a filter: `exists` stops at the first). */
const activeProject = (clientId: SQL) => sql`exists (select 1 from ${activeProjectsOf(clientId)})`;
/**
 * How many active projects the client has. In a select list this, not `exists`: PostgreSQL
 * may plan `exists` there as a hashed subplan, which reads every active project (35,000 at
 * the large seed) to answer 20 rows; a count probes projects_active_client_idx per row.
 */
export const activeProjectCount = (clientId: SQL) =>
  sql<number>`(select count(*)::int from ${activeProjectsOf(clientId)})`.mapWith(Number);

export type ClientSummary = {
  totalClients: number;
  activeClients: number;
  activeProjects: number;
  monthlyRevenue: number;
};

/**
 * The three cards: over all clients, whatever the filters. From the per-client counters the
 * projects' triggers keep (migration 20261125000200), not a pass over every project; one
 * pass over the clients (under RLS `role = 'client'` cannot narrow an index, see
 * docs/decisions.md), which also counts them.
 */
export async function clientSummary(tx: Tx): Promise<ClientSummary> {
  const [row] = await tx.execute<{ total: number; active: number; active_projects: number; monthly: string }>(sql`
    select
      count(*)::int as total,
      (count(*) filter (where pc.active_projects > 0))::int as active,
      coalesce(sum(pc.active_projects), 0)::int as active_projects,
      coalesce(sum(pc.monthly_fees), 0) as monthly
    from app.profiles c
    left join app.client_project_counts pc on pc.client_id = c.id
    where c.role = 'client'`);
  return {
    totalClients: Number(row.total),
    activeClients: Number(row.active),
    activeProjects: Number(row.active_projects),
    monthlyRevenue: Number(row.monthly),
  };
}

export type ClientRow = {
  id: string;
  companyName: string | null;
  fullName: string | null;
  email: string;
  invitationStatus: 'pending' | 'sent' | 'accepted';
  active: boolean;
  projectCount: number;
  monthlyRevenue: number;
};

function listFilter(params: ClientListParams): SQL {
  const conditions: SQL[] = [eq(profiles.role, 'client')];
  if (params.q) conditions.push(profileContains(params.q));
  if (params.status === 'active') conditions.push(activeProject(PROFILE_ID));
  if (params.status === 'inactive') conditions.push(sql`not ${activeProject(PROFILE_ID)}`);
  const accounts = accountCondition(params.accounts ?? 'current');
  if (accounts) conditions.push(accounts);
  return and(...conditions)!;
}

/** One page of clients ordered by company name (spec §7 "Client list"), and how many match. */
export async function listClients(tx: Tx, params: ClientListParams): Promise<{ rows: ClientRow[]; total: number }> {
  const where = listFilter(params);
  const rows = await tx
    .select({
      total: matchingTotal(profiles, where),
      row: {
        id: profiles.id,
        companyName: profiles.companyName,
        fullName: profiles.fullName,
        email: profiles.email,
        invitationStatus: profiles.invitationStatus,
        active: sql<boolean>`${activeProjectCount(PROFILE_ID)} > 0`,
        projectCount: sql<number>`(select count(*)::int from app.projects p where p.client_id = ${PROFILE_ID})`,
        monthlyRevenue: sql<string>`(select coalesce(sum(p.monthly_fee), 0) from app.projects p where p.client_id = ${PROFILE_ID})`,
      },
    })
    .from(profiles)
    .where(where)
    .orderBy(sql`lower(${profiles.companyName}) asc nulls last`, asc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((params.page - 1) * PAGE_SIZE);
  return {
    total: await pageTotal(tx, rows, params.page, profiles, where),
    rows: rows.map(({ row: r }) => ({
      ...r,
      projectCount: Number(r.projectCount),
      monthlyRevenue: Number(r.monthlyRevenue),
    })),
  };
}

export type ClientProject = {
  id: string;
  title: string;
  stage: KanbanStage;
  projectValue: number;
  monthlyFee: number;
};

/** Spec §7 "Client detail": the client with its projects, or null when there is no such client. */
export async function getClientDetail(tx: Tx, id: string) {
  const [client] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
    .limit(1);
  if (!client) return null;
  const clientProjects: ClientProject[] = await tx
    .select({
      id: projects.id,
      title: projects.title,
      stage: projects.kanbanStage,
      projectValue: projects.projectValue,
      monthlyFee: projects.monthlyFee,
    })
    .from(projects)
    .where(eq(projects.clientId, id))
    .orderBy(desc(projects.createdAt));
  return { client, projects: clientProjects };
}
