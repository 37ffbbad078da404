'use client';

import { useEffect, useRef, useState } from 'react';
import {
  MESSAGES_READ_EVENT,
  parseUnreadCounts,
  UNREAD_COUNTS_PATH,
  UNREAD_POLL_MS,
  type UnreadCounts,
} from '@/lib/auth/unread-counts';

const same = (a: UnreadCounts, b: UnreadCounts) => a.notifications === b.notifications && a.messages === b.messages;

/**
 * The sidebar's counts: the server's (rendered with the page, so they show without
 * JavaScript), then, while the page is open, asked again from one endpoint on focus, every
 * UNREAD_POLL_MS while the tab is visible, and when this tab has just read a thread. A newer
 * server render (navigation, a form post) wins over an older answer.
 */
export function useUnreadCounts(server: UnreadCounts): UnreadCounts {
  const [fetched, setFetched] = useState<{ basis: UnreadCounts; counts: UnreadCounts } | null>(null);
  const latest = useRef(server);
  useEffect(() => {
    latest.current = server;
  }, [server]);

  useEffect(() => {
    let alive = true;
    const load = async () => {
      if (document.visibilityState !== 'visible') return;
      const basis = latest.current;
      try {
        const response = await fetch(UNREAD_COUNTS_PATH, { cache: 'no-store' });
        const counts = response.ok ? parseUnreadCounts(await response.json()) : null;
        if (alive && counts) setFetched({ basis, counts });
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    const timer = window.setInterval(load, UNREAD_POLL_MS);
    window.addEventListener('focus', load);
    window.addEventListener(MESSAGES_READ_EVENT, load);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', load);
      window.removeEventListener(MESSAGES_READ_EVENT, load);
    };
  }, []);

  return fetched && same(fetched.basis, server) ? fetched.counts : server;
}
