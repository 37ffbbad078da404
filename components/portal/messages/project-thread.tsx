import { clsx } from 'clsx';
import { Badge } from '@/components/ui/badge';
import { formatFileSize } from '@/lib/files/rules';
import { formatDateTime } from '@/lib/format/date';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import type { Thread } from '@/lib/messages/queries';
import { MESSAGE_LIST_ID } from '@/lib/messages/rules';
import { MarkReadButton } from './mark-read-button';
import { MessageText } from './message-text';
import { ThreadFrame } from './thread-frame';

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
  const { messages, unreadCount } = thread;
  return (
    <ThreadFrame
      projectId={projectId}
      viewer={viewer}
      unreadCount={unreadCount}
      newestAt={thread.newestAt}
      formKey={newIdempotencyKey()}
      // Only the props that apply: an absent one would still be spelled out in the payload.
      {...(thread.hasEarlier && messages[0] && { earlierHref: `${basePath}?before=${messages[0].id}#messages` })}
      {...(thread.isEarlierPage && { latestHref: `${basePath}#messages` })}
      {...(unreadCount > 0 &&
        thread.newestAt && { markRead: <MarkReadButton projectId={projectId} upTo={thread.newestAt} /> })}
    >
      {messages.length === 0 ? null : (
        <ol id={MESSAGE_LIST_ID} className="mt-4 space-y-3" aria-label={`Messages, oldest first`}>
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
    </ThreadFrame>
  );
}
