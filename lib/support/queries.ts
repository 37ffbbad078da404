import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { matchingTotal, pageTotal } from '@/lib/lists/page-total';
import { profiles, projects, supportTickets } from '@/lib/db/schema';
import { TICKET_STATUSES, type TicketStatus } from './schema';

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

/** The admin queue: open before resolved, most urgent first, then newest. RLS: admins see all. */
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

/** The signed-in client's own tickets, newest first (spec §2.10). */
export async function listClientTickets(tx: Tx, clientId: string) {
  return tx
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(projects, eq(projects.id, supportTickets.projectId))
    .where(eq(supportTickets.clientId, clientId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

/** Open tickets unless the URL asks for resolved or all of them. */
export function parseTicketFilter(params: { status?: string | string[]; page?: string | string[] }): TicketFilter {
  const status =
    params.status === 'all'
      ? 'all'
      : typeof params.status === 'string' && (TICKET_STATUSES as readonly string[]).includes(params.status)
        ? (params.status as TicketStatus)
        : 'open';
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(typeof params.page === 'string' ? params.page : '1', 10) || 1),
  );
  return { status, page };
}
