import type { Metadata } from 'next';
import Link from 'next/link';
import { clsx } from 'clsx';
import { PageHeader } from '@/components/portal/page-header';
import { TicketPriorityBadge, TicketStatusBadge } from '@/components/portal/support/ticket-badges';
import { TicketStatusButton } from '@/components/portal/support/ticket-status-button';
import { Pagination } from '@/components/ui/pagination';
import { requireRole } from '@/lib/auth/require-role';
import { formatDate } from '@/lib/format/date';
import { listTickets, parseTicketFilter, TICKETS_PER_PAGE, type TicketFilter } from '@/lib/support/queries';
import { TICKET_STATUS_LABELS, TICKET_STATUSES } from '@/lib/support/status';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Support' };

// One tab per status (the one list), then All; Open (the team's to answer) is the default.
const TABS: { status: TicketFilter['status']; label: string; href: string }[] = [
  ...TICKET_STATUSES.map((status) => ({
    status,
    label: TICKET_STATUS_LABELS[status],
    href: status === 'open' ? '/admin/support' : `/admin/support?status=${status}`,
  })),
  { status: 'all', label: 'All', href: '/admin/support?status=all' },
];

export default async function AdminSupportPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const { claims } = await requireRole('admin');
  const filter = parseTicketFilter(await searchParams);
  const { rows, total } = await pageTransaction(claims, (tx) => listTickets(tx, filter));

  return (
    <>
      <PageHeader
        title="Support"
        description="Clients’ support tickets: open ones (waiting on the team) first, most urgent first. Open one to reply."
      />
      <nav aria-label="Filter by status" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={tab.href}
            aria-current={filter.status === tab.status ? 'page' : undefined}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm',
              filter.status === tab.status
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">No tickets found.</p>
      ) : (
        <ul className="space-y-4">
          {rows.map((ticket) => (
            <li key={ticket.id}>
              <article
                aria-labelledby={`ticket-${ticket.id}`}
                className="rounded-lg border border-slate-200 bg-white p-5"
              >
                <header className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 id={`ticket-${ticket.id}`} className="font-semibold text-slate-900">
                      <Link href={`/admin/support/${ticket.id}`} className="hover:underline">
                        {ticket.subject}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">
                      <Link href={`/admin/clients/${ticket.clientId}`} className="text-brand-700 underline">
                        {ticket.clientCompany || ticket.clientName || ticket.clientEmail}
                      </Link>
                      {ticket.projectTitle && <> · {ticket.projectTitle}</>} · Opened{' '}
                      <time dateTime={ticket.createdAt.toISOString()}>{formatDate(ticket.createdAt)}</time>
                      {ticket.resolvedAt && (
                        <>
                          {' '}
                          · Resolved{' '}
                          <time dateTime={ticket.resolvedAt.toISOString()}>{formatDate(ticket.resolvedAt)}</time>
                        </>
                      )}
                    </p>
                    <div className="mt-2 flex gap-2">
                      <TicketStatusBadge status={ticket.status} />
                      <TicketPriorityBadge priority={ticket.priority} />
                    </div>
                  </div>
                  <TicketStatusButton id={ticket.id} status={ticket.status} subject={ticket.subject} />
                </header>
                <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{ticket.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filter.page}
        pageCount={Math.max(1, Math.ceil(total / TICKETS_PER_PAGE))}
        total={total}
        pageSize={TICKETS_PER_PAGE}
        label="Ticket pages"
        hrefFor={(page) =>
          `/admin/support?${new URLSearchParams({ ...(filter.status === 'open' ? {} : { status: filter.status }), page: String(page) })}`
        }
      />
    </>
  );
}
