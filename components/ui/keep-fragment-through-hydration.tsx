'use client';

import { useEffect } from 'react';

/** The element the address's #fragment names, or null (a malformed escape names nothing). */
function fragmentElement(): Element | null {
  const fragment = window.location.hash.slice(1);
  if (!fragment) return null;
  try {
    return document.getElementById(fragment) ?? document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}

/**
 * Puts back the #fragment of an in-page link followed while the page was still hydrating.
 *
 * Next.js (16.4) reads the address when its router starts and writes it back with
 * `history.replaceState` once hydration commits; a link to `#section` followed in between (the
 * guide's subsections, the skip link, on a slow connection) scrolled the page but lost its
 * fragment from the address bar, so a reload or a shared link went to the top. The browser
 * still knows where the reader went: `:target` follows fragment navigations and never
 * `replaceState`. The write waits for a task so that it goes through the router's own
 * `replaceState` (installed in an effect of the router, which runs after this one), and the
 * router's idea of the address keeps the fragment too.
 */
export function KeepFragmentThroughHydration() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = document.querySelector(':target');
      if (!target?.id || fragmentElement() === target) return;
      window.history.replaceState(null, '', `#${encodeURIComponent(target.id)}`);
    });
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
