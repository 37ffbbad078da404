'use client';

import { useEffect } from 'react';

/** Moves to `href` after a short pause, so a notice can be read first. */
export function RedirectAfter({ href, delayMs }: { href: string; delayMs: number }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(href), delayMs);
    return () => clearTimeout(timer);
  }, [href, delayMs]);
  return null;
}
