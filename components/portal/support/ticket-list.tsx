import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import type { ClientTicket } from '@/lib/support/queries';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';

/** The client's tickets, newest first, each with its status and priority. */
export function TicketList({ tickets }: { tickets: ClientTicket[] }) {
  return (
    <ul className="space-y-3">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <article aria-labelledby={`ticket-${ticket.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
            <header className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`ticket-${ticket.id}`} className="font-semibold text-slate-900">
                <Link href={`/support/${ticket.id}`} className="hover:underline">
                  {ticket.subject}
                </Link>
              </h3>
              <div className="flex gap-2">
                <TicketStatusBadge status={ticket.status} />
                <TicketPriorityBadge priority={ticket.priority} />
              </div>
            </header>
            <p className="mt-1 text-sm text-slate-600">
              Opened <time dateTime={ticket.createdAt.toISOString()}>{formatDate(ticket.createdAt)}</time>
              {ticket.projectTitle && <> · {ticket.projectTitle}</>}
              {ticket.resolvedAt && (
                <>
                  {' '}
                  · Resolved <time dateTime={ticket.resolvedAt.toISOString()}>{formatDate(ticket.resolvedAt)}</time>
                </>
              )}
            </p>
            <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-800">{ticket.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
