'use client';

import { useEffect } from 'react';

/**
 * /services#anchor opens that card's details and scrolls to the card, on load and
 * when the hash changes. Without JavaScript the link still scrolls to the card; its details
 * open with a click like any other.
 */
export function OpenTargetedService() {
  useEffect(() => {
    const openTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const card = id ? document.getElementById(id) : null;
      const details = card?.querySelector('details');
      if (!card || !details) return;
      details.open = true;
      card.scrollIntoView({ block: 'start' });
    };
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, []);
  return null;
}
