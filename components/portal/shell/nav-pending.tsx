'use client';

import { useLinkStatus } from 'next/link';

/**
 * A small spinner inside a navigation link while the page it opens is on its way. Signed-in
 * pages have no loading boundary (they are sent whole, so they work without JavaScript), so a
 * click would otherwise show nothing until the next page arrives; this shows it on the link
 * that was clicked. Hidden from assistive technology: the page's arrival is announced by the
 * router's own route announcer.
 */
export function NavPending() {
  const { pending } = useLinkStatus();
  return pending ? <span className="spinner nav-pending" aria-hidden="true" data-testid="nav-pending" /> : null;
}
