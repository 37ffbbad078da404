'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { conversationCopy } from '@/content/conversations';
import { MESSAGE_LIST_ID } from '@/lib/messages/rules';
import { MessageForm } from './message-form';
import { ThreadLive } from './thread-live';

/**
 * A project thread's box around its messages: heading, unread count, the intro, the links to
 * earlier and latest pages, the form to write and the live refresh. Drawn in the browser from
 * these few values: as a server component its headings, texts and classes travelled twice (as
 * HTML and again as React payload) on every project page. The messages themselves come from
 * the server as `children`; without any, the box says so.
 */
export function ThreadFrame({
  projectId,
  viewer,
  unreadCount,
  newestAt,
  formKey,
  earlierHref,
  latestHref,
  markRead,
  children,
}: {
  projectId: string;
  viewer: 'client' | 'team';
  unreadCount: number;
  newestAt: string | null;
  formKey: string;
  /** The page of older messages, when there are any. */
  earlierHref?: string;
  /** Back to the newest messages, when this is an earlier page. */
  latestHref?: string;
  /** "Mark as read" (a server-rendered form), when there is something unread. */
  markRead?: ReactNode;
  /** The messages, as a list whose id is MESSAGE_LIST_ID. */
  children?: ReactNode;
}) {
  return (
    <section id="messages" aria-labelledby="messages-heading" className="panel scroll-mt-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          {conversationCopy.heading}
          {unreadCount > 0 && (
            <Badge tone="blue" className="ml-2 align-middle">
              {unreadCount} unread
            </Badge>
          )}
        </h2>
        {markRead}
      </header>
      <p className="mt-1 text-sm text-slate-600">
        {viewer === 'client' ? conversationCopy.clientIntro : conversationCopy.teamIntro}
      </p>
      {(earlierHref || latestHref) && (
        <nav aria-label="Message pages" className="mt-3 flex gap-4 text-sm">
          {earlierHref && (
            <Link href={earlierHref} className="font-medium text-brand-700 underline">
              Earlier messages
            </Link>
          )}
          {latestHref && (
            <Link href={latestHref} className="font-medium text-brand-700 underline">
              Latest messages
            </Link>
          )}
        </nav>
      )}
      {children ?? (
        <p id={MESSAGE_LIST_ID} className="mt-4 text-slate-600">
          {latestHref ? conversationCopy.noEarlier : conversationCopy.empty}
        </p>
      )}
      <MessageForm projectId={projectId} formKey={formKey} />
      <ThreadLive projectId={projectId} unreadCount={unreadCount} newestAt={newestAt} targetId={MESSAGE_LIST_ID} />
    </section>
  );
}
