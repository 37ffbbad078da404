import 'server-only';
import { accountCondition } from '@/lib/accounts/account-condition';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companyTeamColumn } from '@/lib/companies/queries';
import type { Tx } from '@/lib/db/client';
import { profiles, projects } from '@/lib/db/schema';
import { pageTotalOf } from '@/lib/lists/page-total';
import { likePattern, PAGE_SIZE } from '@/lib/lists/params';
import type { KanbanStage } from '@/lib/projects/stages';
import type { ClientListParams } from './schema';
import type { InvitationStatus } from '@/lib/invitations/status';

// The list's row, qualified: in a subquery an unqualified id would bind to the subquery's own tables.
const profileRow = sql.raw('"profiles"."id"');

// Client Management. Search, filter and paging run in SQL so the
// screen stays fast with 10,000 clients. "Active" = at least one project
// whose stage is not completed or awaiting_final_payment: isActiveStage in TypeScript,
// app.is_active_stage in the database, whose counters (app.client_project_counts) the list
// and the cards read; tests/db/project-counters.test.ts holds them to activeProjectCount.

const INACTIVE_STAGES = sql`('completed', 'awaiting_final_payment')`;
const activeProjectsOf = (clientId: SQL) =>
  sql`app.projects ap where ap.client_id = ${clientId} and ap.kanban_stage not in ${INACTIVE_STAGES}`;
/**
 * How many active projects the client has, counted from app.projects: the rule in SQL that
 * tests/db/project-counters.test.ts holds the kept counters (and so the client list) to.
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
 * pass over the listed clients (one per company; under RLS `role = 'client'` cannot narrow an index, see
 * docs/decisions/0036-large-seed-partial-indexes-and-counters.md), which also counts them.
 */
export async function clientSummary(tx: Tx): Promise<ClientSummary> {
  const [row] = await tx.execute<{ total: number; active: number; active_projects: number; monthly: string }>(sql`
    select
      count(*)::int as total,
      (count(*) filter (where pc.active_projects > 0))::int as active,
      coalesce(sum(pc.active_projects), 0)::int as active_projects,
      coalesce(sum(pc.monthly_fees), 0) as monthly
    from app.client_list_entries e
    join app.profiles c on c.id = e.profile_id
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
  invitationStatus: InvitationStatus;
  active: boolean;
  projectCount: number;
  monthlyRevenue: number;
  /** The people of the client's company (1 for a client alone). */
  memberCount: number;
};

// The list reads each client's numbers from the counters the projects' triggers keep
// (app.client_project_counts, "active" by app.is_active_stage), joined by its key: no pass
// over the projects, even to filter 10,000 clients by active or inactive.
// A client without projects has no counter row, hence the left join and the coalesces.
const counts = sql.raw('app.client_project_counts pc');
// Drizzle may leave a column unqualified (in a one-table select list, say), where the count's
// subquery would bind it to any table of its own that has it; name the row's table.
const countsOfClient = sql.raw('pc.client_id = "profiles"."id"');
const activeProjects = sql.raw('coalesce(pc.active_projects, 0)');

/**
 * One row per client company (its first owner, or a client in no company), searched by the
 * company's name and any of its people's names and emails: the entries and their search text
 * the database keeps (app.client_list_entries, migration 20261128170000).
 */
function listedClient(q: string): SQL {
  const matching = q ? sql` where e.search like ${likePattern(q)} escape '\\'` : sql``;
  return sql`${profileRow} in (select e.profile_id from app.client_list_entries e${matching})`;
}

function listFilter(params: ClientListParams): SQL {
  const conditions: SQL[] = [eq(profiles.role, 'client'), listedClient(params.q)];
  if (params.status === 'active') conditions.push(sql`${activeProjects} > 0`);
  if (params.status === 'inactive') conditions.push(sql`${activeProjects} = 0`);
  const accounts = accountCondition(params.accounts ?? 'current');
  if (accounts) conditions.push(accounts);
  return and(...conditions)!;
}

/**
 * How many clients match: the page's own join in a subquery, whose `from` binds the filter's
 * `profiles` and `pc` to its own rows. With no status filter PostgreSQL drops the left join
 * (the counters' key is unique and nothing reads them), so only the clients are counted.
 */
const matchingClients = (where: SQL) =>
  sql<number>`(select count(*)::int from ${profiles} left join ${counts} on ${countsOfClient} where ${where})`.mapWith(
    Number,
  );

/**
 * Whether the page must read every client anyway: a text search (no index can serve it under
 * RLS) or the inactive filter (few clients, found only by looking at all). Such a page counts
 * in the same pass, a window over the matches; otherwise the page stops after its rows in
 * company order and the count is its own subquery.
 */
const readsEveryClient = (params: ClientListParams) => Boolean(params.q) || params.status === 'inactive';

/** One page of clients ordered by company name, and how many match. */
export async function listClients(tx: Tx, params: ClientListParams): Promise<{ rows: ClientRow[]; total: number }> {
  const where = listFilter(params);
  const rows = await tx
    .select({
      total: readsEveryClient(params) ? sql<number>`(count(*) over ())::int`.mapWith(Number) : matchingClients(where),
      row: {
        id: profiles.id,
        companyName: profiles.companyName,
        fullName: profiles.fullName,
        email: profiles.email,
        invitationStatus: profiles.invitationStatus,
        active: sql<boolean>`${activeProjects} > 0`,
        projectCount: sql<number>`coalesce(pc.projects, 0)`.mapWith(Number),
        monthlyRevenue: sql<number>`coalesce(pc.monthly_fees, 0)`.mapWith(Number),
        memberCount: sql<number>`greatest(1, (select count(*)::int from app.organization_members om
          join app.organization_members om2 on om2.organization_id = om.organization_id
          where om.profile_id = ${profileRow}))`.mapWith(Number),
      },
    })
    .from(profiles)
    .leftJoin(counts, countsOfClient)
    .where(where)
    .orderBy(sql`lower(${profiles.companyName}) asc nulls last`, asc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((params.page - 1) * PAGE_SIZE);
  return {
    total: await pageTotalOf(tx, rows, params.page, matchingClients(where)),
    rows: rows.map(({ row }) => row),
  };
}

export type ClientProject = {
  id: string;
  title: string;
  stage: KanbanStage;
  projectValue: number;
  monthlyFee: number;
};

/** The client page's data: the client with its projects and company, or null when there is no such client. */
export async function getClientDetail(tx: Tx, id: string) {
  const [found] = await tx
    .select({ client: profiles, team: companyTeamColumn(profileRow) })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, 'client')))
    .limit(1);
  if (!found) return null;
  const { client, team } = found;
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
  return { client, projects: clientProjects, team };
}
