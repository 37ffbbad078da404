import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { firstParam, isUuid, parsePage, type SearchParams } from '@/lib/lists/params';
import { isActivityType, type ActivityType } from './events';

// Entries per screen: 25 keeps the page under the signed-in pages' 40 KB of HTML; each entry
// is about 600 bytes with its filter links and data (docs/decisions/0073).
export const ACTIVITY_PER_PAGE = 25;
/** The CSV holds at most this many entries (the newest matching); the screen says so. */
export const ACTIVITY_CSV_MAX = 10_000;

export type ActivityFilter = {
  person: string | null;
  client: string | null;
  project: string | null;
  type: ActivityType | null;
  page: number;
};

export function parseActivityFilter(params: SearchParams): ActivityFilter {
  const uuid = (key: string) => {
    const value = firstParam(params, key);
    return value && isUuid(value) ? value.toLowerCase() : null;
  };
  const type = firstParam(params, 'type');
  return {
    person: uuid('person'),
    client: uuid('client'),
    project: uuid('project'),
    type: isActivityType(type) ? type : null,
    page: Math.min(parsePage(firstParam(params, 'page')), 100_000),
  };
}

export type ActivityEntry = {
  id: number;
  action: string;
  createdAt: Date;
  details: Record<string, unknown> | null;
  ip: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  projectId: string | null;
  projectTitle: string | null;
  clientId: string | null;
  clientName: string | null;
};

const UUID_TEXT = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;
const uuidFromDetails = (key: string) =>
  sql.raw(`case when a.details->>'${key}' ~ ${UUID_TEXT} then (a.details->>'${key}')::uuid end`);

// Which project and which client an entry is about, whatever wrote it: the resource itself
// (a project, a profile, a ticket) or the ids its details name (invoices, files).
const FROM = sql`
  from app.activity_log a
  left join app.profiles actor on actor.id = a.user_id
  left join app.projects pr on pr.id = case when a.resource_type = 'project' then a.resource_id
                                               else ${uuidFromDetails('project_id')} end
  left join app.support_tickets st on a.resource_type = 'support_ticket' and st.id = a.resource_id
  left join app.profiles cl on cl.id = coalesce(
    pr.client_id, st.client_id, ${uuidFromDetails('client_id')},
    case when a.resource_type = 'profile' then a.resource_id end)`;

function whereOf(filter: ActivityFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.person) parts.push(sql`a.user_id = ${filter.person}::uuid`);
  if (filter.project) parts.push(sql`pr.id = ${filter.project}::uuid`);
  // A client's entries: about its projects, tickets, invoices and account, and its own doings.
  if (filter.client) parts.push(sql`(cl.id = ${filter.client}::uuid or a.user_id = ${filter.client}::uuid)`);
  if (filter.type) parts.push(sql`a.action = ${filter.type}`);
  return sql.join(parts, sql` and `);
}

type Row = {
  id: string | number;
  action: string;
  created_at: string | Date;
  details: Record<string, unknown> | null;
  ip: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  project_id: string | null;
  project_title: string | null;
  client_id: string | null;
  client_name: string | null;
};

async function select(tx: Tx, filter: ActivityFilter, limit: number, offset: number): Promise<ActivityEntry[]> {
  const rows = await tx.execute<Row>(sql`
    select a.id, a.action, a.created_at, a.details, host(a.ip) as ip,
           actor.id as actor_id, actor.full_name as actor_name, actor.email as actor_email,
           pr.id as project_id, pr.title as project_title,
           cl.id as client_id, coalesce(nullif(trim(cl.company_name), ''), nullif(trim(cl.full_name), ''), cl.email) as client_name
    ${FROM}
    where ${whereOf(filter)}
    order by a.created_at desc, a.id desc
    limit ${limit} offset ${offset}`);
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    createdAt: new Date(r.created_at),
    details: r.details,
    ip: r.ip,
    actorId: r.actor_id,
    actorName: r.actor_name,
    actorEmail: r.actor_email,
    projectId: r.project_id,
    projectTitle: r.project_title,
    clientId: r.client_id,
    clientName: r.client_name,
  }));
}

/** One page of the admin activity log, newest first, and how many entries match (RLS: admins read all). */
export async function listActivity(tx: Tx, filter: ActivityFilter): Promise<{ rows: ActivityEntry[]; total: number }> {
  const rows = await select(tx, filter, ACTIVITY_PER_PAGE, (filter.page - 1) * ACTIVITY_PER_PAGE);
  const [{ total }] = await tx.execute<{ total: number }>(
    sql`select count(*)::int as total ${FROM} where ${whereOf(filter)}`,
  );
  return { rows, total: Number(total) };
}

/** The same entries for the CSV: every match up to ACTIVITY_CSV_MAX, newest first. */
export function activityForExport(tx: Tx, filter: ActivityFilter): Promise<ActivityEntry[]> {
  return select(tx, filter, ACTIVITY_CSV_MAX, 0);
}

/** The names behind the active filters, for the screen's "filtered by" line. */
export async function filterNames(tx: Tx, filter: ActivityFilter) {
  if (!filter.person && !filter.client && !filter.project) return { person: null, client: null, project: null };
  const [row] = await tx.execute<{ person: string | null; client: string | null; project: string | null }>(sql`
    select (select coalesce(p.full_name, p.email) from app.profiles p where p.id = ${filter.person}::uuid) as person,
           (select coalesce(nullif(trim(c.company_name), ''), nullif(trim(c.full_name), ''), c.email)
              from app.profiles c where c.id = ${filter.client}::uuid) as client,
           (select pr.title from app.projects pr where pr.id = ${filter.project}::uuid) as project`);
  return row;
}
