import Link from 'next/link';
import { clsx } from 'clsx';
import { Badge } from '@/components/ui/badge';
import { conversationCopy } from '@/content/conversations';
import { formatFileSize } from '@/lib/files/rules';
import { formatDateTime } from '@/lib/format/date';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import type { Thread } from '@/lib/messages/queries';
import { MarkReadButton } from './mark-read-button';
import { MessageForm } from './message-form';
import { MessageText } from './message-text';
import { ThreadLive } from './thread-live';

/**
 * A project's conversation between its client and the team: a page of messages
 * with the newest last, links to earlier pages, unread ones marked, and the form to write.
 * `basePath` is the page the thread is on (the client's or the admin's project page).
 */
export function ProjectThread({
  projectId,
  thread,
  basePath,
  viewer,
}: {
  projectId: string;
  thread: Thread;
  basePath: string;
  viewer: 'client' | 'team';
}) {
  // A page shows one project's thread, so a fixed id names its list (the project's id in it
  // was sent three times).
  const listId = 'message-list';
  const { messages, unreadCount } = thread;
  return (
    <section
      id="messages"
      aria-labelledby="messages-heading"
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          {conversationCopy.heading}
          {unreadCount > 0 && (
            <Badge tone="blue" className="ml-2 align-middle">
              {unreadCount} unread
            </Badge>
          )}
        </h2>
        {unreadCount > 0 && thread.newestAt && <MarkReadButton projectId={projectId} upTo={thread.newestAt} />}
      </header>
      <p className="mt-1 text-sm text-slate-600">
        {viewer === 'client' ? conversationCopy.clientIntro : conversationCopy.teamIntro}
      </p>
      {(thread.hasEarlier || thread.isEarlierPage) && (
        <nav aria-label="Message pages" className="mt-3 flex gap-4 text-sm">
          {thread.hasEarlier && messages[0] && (
            <Link
              href={`${basePath}?before=${messages[0].id}#messages`}
              className="font-medium text-brand-700 underline"
            >
              Earlier messages
            </Link>
          )}
          {thread.isEarlierPage && (
            <Link href={`${basePath}#messages`} className="font-medium text-brand-700 underline">
              Latest messages
            </Link>
          )}
        </nav>
      )}
      {messages.length === 0 ? (
        <p id={listId} className="mt-4 text-slate-600">
          {thread.isEarlierPage ? conversationCopy.noEarlier : conversationCopy.empty}
        </p>
      ) : (
        <ol id={listId} className="mt-4 space-y-3" aria-label={`Messages, oldest first`}>
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}-by`}
                className={clsx(
                  'rounded-md border p-3',
                  message.fromTeam ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-white',
                  message.unread && 'ring-2 ring-brand-600',
                )}
              >
                <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <h3 id={`message-${message.id}-by`} className="font-semibold text-slate-900">
                    {message.authorName}
                    {message.fromTeam && <span className="font-normal text-slate-600"> (team)</span>}
                  </h3>
                  <time dateTime={message.createdAt.toISOString()} className="text-slate-600">
                    {formatDateTime(message.createdAt)}
                  </time>
                  {message.unread && <Badge tone="blue">New</Badge>}
                </header>
                <div className="mt-1">
                  <MessageText body={message.body} />
                </div>
                {message.attachments.length > 0 && (
                  <ul className="mt-2 space-y-1 text-sm" aria-label="Attachments">
                    {message.attachments.map((file) => (
                      <li key={file.id}>
                        <a
                          href={`/messages/attachments/${file.id}`}
                          download
                          className="font-medium text-brand-700 underline"
                        >
                          {file.fileName}
                        </a>{' '}
                        <span className="text-slate-600">({formatFileSize(file.sizeBytes)})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      <MessageForm projectId={projectId} formKey={newIdempotencyKey()} />
      <ThreadLive projectId={projectId} unreadCount={unreadCount} newestAt={thread.newestAt} targetId={listId} />
    </section>
  );
}
