'use client';

import { useEffect, useState } from 'react';
import { THREAD_POLL_MS } from '@/lib/messages/rules';
import { MESSAGES_READ_EVENT } from './thread-live';

/**
 * The sidebar's count of unread project messages. Fetched by the browser (after the page, on
 * focus, every THREAD_POLL_MS while visible, and when a thread was just read), so the shell
 * adds no database work to every page's one transaction.
 */
export function UnreadMessagesBadge() {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let alive = true;
    const load = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/api/messages/unread', { cache: 'no-store' });
        if (!response.ok) return;
        const { unread } = (await response.json()) as { unread: number };
        if (alive && Number.isSafeInteger(unread)) setCount(unread);
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    void load();
    const timer = window.setInterval(load, THREAD_POLL_MS);
    window.addEventListener('focus', load);
    window.addEventListener(MESSAGES_READ_EVENT, load);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', load);
      window.removeEventListener(MESSAGES_READ_EVENT, load);
    };
  }, []);

  if (count === 0) return null;
  return (
    <span
      data-testid="unread-messages"
      className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}
