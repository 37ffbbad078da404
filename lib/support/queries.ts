import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { profiles, projects, supportTickets } from '@/lib/db/schema';
import { isTicketStatus, type TicketStatus } from './status';

export const TICKETS_PER_PAGE = 20;

export type TicketFilter = { status: TicketStatus | 'all'; page: number };

// What both the admin queue and the client's own list show of a ticket.
const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  description: supportTickets.description,
  priority: supportTickets.priority,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  resolvedAt: supportTickets.resolvedAt,
  projectTitle: projects.title,
};

/**
 * The admin queue: by status in the order of TICKET_STATUSES (the enum's order: open, waiting on
 * client, resolved), most urgent first, then newest. RLS: admins see all.
 */
export async function listTickets(tx: Tx, filter: TicketFilter) {
  const where = filter.status === 'all' ? undefined : eq(supportTickets.status, filter.status);
  const rows = await tx
    .select({
      total: matchingTotal(supportTickets, where),
      row: {
        ...ticketColumns,
        clientId: supportTickets.clientId,
        clientCompany: profiles.companyName,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
      },
    })
    .from(supportTickets)
    .innerJoin(profiles, eq(profiles.id, supportTickets.clientId))
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(where)
    .orderBy(asc(supportTickets.status), desc(supportTickets.priority), desc(supportTickets.createdAt))
    .limit(TICKETS_PER_PAGE)
    .offset((filter.page - 1) * TICKETS_PER_PAGE);
  return {
    rows: rows.map(({ row }) => row),
    total: await pageTotal(tx, rows, filter.page, supportTickets, where),
  };
}

export type ClientTicket = Awaited<ReturnType<typeof listClientTickets>>[number];

/**
 * The tickets of the signed-in client's company that they see (their own, those about the
 * projects they see, and the company-wide ones for owners and unrestricted members: RLS,
 * app.can_see_ticket), newest first.
 */
export async function listClientTickets(tx: Tx, organizationId: string) {
  return tx
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(eq(supportTickets.organizationId, organizationId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

/** Open tickets unless the URL asks for resolved or all of them. */
export function parseTicketFilter(params: { status?: string | string[]; page?: string | string[] }): TicketFilter {
  const status = params.status === 'all' ? 'all' : isTicketStatus(params.status) ? params.status : 'open';
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(typeof params.page === 'string' ? params.page : '1', 10) || 1),
  );
  return { status, page };
}

export type TicketReply = {
  id: string;
  body: string;
  createdAt: Date;
  authorName: string;
  fromTeam: boolean;
};

export type TicketThread = Awaited<ReturnType<typeof listTickets>>['rows'][number] & {
  clientId: string;
  replies: TicketReply[];
};

type ReplyJson = Omit<TicketReply, 'createdAt'> & { createdAt: string };

/**
 * One ticket with its client and its replies (oldest first) in one statement, or null when
 * the reader may not see it (RLS: its client and the team; replies follow the ticket).
 */
export async function getTicketThread(tx: Tx, id: string): Promise<TicketThread | null> {
  const [row] = await tx
    .select({
      ...ticketColumns,
      clientId: supportTickets.clientId,
      clientCompany: profiles.companyName,
      clientName: profiles.fullName,
      clientEmail: profiles.email,
      replies: sql`coalesce((
        select json_agg(json_build_object(
                 'id', r.id, 'body', r.body, 'createdAt', r.created_at,
                 'authorName', coalesce(a.name, 'Former user'),
                 'fromTeam', coalesce(a.from_team, false))
               order by r.created_at, r.id)
        from app.support_ticket_replies r left join lateral app.conversation_author(r.author_id) a on true
        where r.ticket_id = ${supportTickets.id}), '[]'::json)`.mapWith((value: unknown): TicketReply[] =>
        ((typeof value === 'string' ? JSON.parse(value) : value) as ReplyJson[]).map((r) => ({
          ...r,
          createdAt: new Date(r.createdAt),
        })),
      ),
    })
    .from(supportTickets)
    .innerJoin(profiles, eq(profiles.id, supportTickets.clientId))
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  return row ?? null;
}
