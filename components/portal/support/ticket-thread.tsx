import Link from 'next/link';
import { clsx } from 'clsx';
import { ticketReplyCopy } from '@/content/conversations';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import type { TicketThread as Thread } from '@/lib/support/queries';
import { canReply } from '@/lib/support/status';
import { MessageText } from '@/components/portal/messages/message-text';
import { ReplyForm } from './reply-form';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketStatusButton } from './ticket-status-button';

/**
 * One ticket as a conversation: the client's description, then the replies of
 * both sides, oldest first; a reply form while it is not resolved; close or reopen.
 */
export function TicketThread({
  ticket,
  viewer,
  back,
}: {
  ticket: Thread;
  viewer: 'client' | 'team';
  back: { href: string; label: string };
}) {
  const client = ticket.clientCompany || ticket.clientName || ticket.clientEmail;
  return (
    <>
      <Link href={back.href} className="text-sm font-medium text-brand-700 underline">
        {back.label}
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{ticket.subject}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {viewer === 'team' && (
              <>
                <Link href={`/admin/clients/${ticket.clientId}`} className="text-brand-700 underline">
                  {client}
                </Link>{' '}
                ·{' '}
              </>
            )}
            {ticket.projectTitle && <>{ticket.projectTitle} · </>}
            Opened <time dateTime={ticket.createdAt.toISOString()}>{formatDate(ticket.createdAt)}</time>
          </p>
          <div className="mt-2 flex gap-2">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </div>
        </div>
        <TicketStatusButton id={ticket.id} status={ticket.status} subject={ticket.subject} />
      </header>

      <section aria-labelledby="conversation-heading" className="mt-6 space-y-3">
        <h2 id="conversation-heading" className="text-lg font-semibold text-slate-900">
          {ticketReplyCopy.repliesHeading}
        </h2>
        <ol className="space-y-3">
          <li>
            <article aria-label="The ticket" className="rounded-md border border-brand-100 bg-white p-3">
              <p className="text-sm font-semibold text-slate-900">{viewer === 'client' ? 'You' : client}</p>
              <div className="mt-1">
                <MessageText body={ticket.description} />
              </div>
            </article>
          </li>
          {ticket.replies.map((reply) => (
            <li key={reply.id}>
              <article
                aria-labelledby={`reply-${reply.id}-by`}
                className={clsx(
                  'rounded-md border p-3',
                  reply.fromTeam ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-white',
                )}
              >
                <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <h3 id={`reply-${reply.id}-by`} className="font-semibold text-slate-900">
                    {reply.authorName}
                    {reply.fromTeam && <span className="font-normal text-slate-600"> (team)</span>}
                  </h3>
                  <time dateTime={reply.createdAt.toISOString()} className="text-slate-600">
                    {formatDateTime(reply.createdAt)}
                  </time>
                </header>
                <div className="mt-1">
                  <MessageText body={reply.body} />
                </div>
              </article>
            </li>
          ))}
        </ol>
        {ticket.replies.length === 0 && <p className="text-sm text-slate-600">{ticketReplyCopy.noReplies}</p>}
      </section>

      <section aria-label="Reply" className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
        {canReply(ticket.status) ? (
          <ReplyForm ticketId={ticket.id} formKey={newIdempotencyKey()} />
        ) : (
          <p className="text-slate-700">{ticketReplyCopy.closedNote}</p>
        )}
      </section>
    </>
  );
}
