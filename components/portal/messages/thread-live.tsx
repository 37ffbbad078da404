'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { markMessagesRead } from '@/lib/messages/actions';
import { MESSAGES_READ_EVENT } from '@/lib/auth/unread-counts';
import { THREAD_POLL_MS } from '@/lib/messages/rules';

/**
 * Keeps an open thread current without a push service: the page is fetched again when the
 * window regains focus and every THREAD_POLL_MS while the tab is visible. Once the thread has
 * been on screen with unread messages, they are marked read (the button does it without JS).
 */
export function ThreadLive({
  projectId,
  unreadCount,
  newestAt,
  targetId,
}: {
  projectId: string;
  unreadCount: number;
  newestAt: string | null;
  targetId: string;
}) {
  const router = useRouter();
  const marking = useRef<string | null>(null);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = window.setInterval(refresh, THREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router]);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || unreadCount === 0 || !newestAt || marking.current === newestAt) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || document.visibilityState !== 'visible') return;
      observer.disconnect();
      marking.current = newestAt;
      void markMessagesRead({ projectId, upTo: newestAt })
        .then((result) => {
          if (!result.ok) return;
          window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
          router.refresh();
        })
        .catch(() => undefined);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [projectId, unreadCount, newestAt, targetId, router]);

  return null;
}
