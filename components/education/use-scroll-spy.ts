'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

// A subsection counts as visible at 0.5 visibility with 100px margins.
const VISIBLE_RATIO = 0.5;
const ROOT_MARGIN_PX = 100;
// Browsers without the scrollend event end a menu-started hold after this long.
const HOLD_MS = 1000;
const RESIZE_DEBOUNCE_MS = 200;

/**
 * Half of a subsection in view counts as visible. A subsection more than twice as tall
 * as the widened viewport can never be half in view, though, and on a phone many are, so one
 * that fills at least half of the widened viewport counts as visible too.
 */
function countsAsVisible(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBLE_RATIO) return true;
  return entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * VISIBLE_RATIO;
}

/** The ratios at which each element starts or stops counting as visible, so the observer reports them. */
function thresholdsFor(elements: HTMLElement[]): number[] {
  const rootHeight = window.innerHeight + 2 * ROOT_MARGIN_PX;
  const fills = elements.map((e) => (rootHeight * VISIBLE_RATIO) / Math.max(e.offsetHeight, 1));
  return [...new Set([VISIBLE_RATIO, ...fills.filter((r) => r < VISIBLE_RATIO)])].sort((a, b) => a - b);
}

/**
 * Tracks which of the sections with these ids is visible (IntersectionObserver, threshold 0.5,
 * rootMargin 100px): the first visible one in page order. While none is, the last one stays
 * highlighted. `highlight(id)` marks a section at once, when it is chosen in the menu, and holds
 * it while the page scrolls there, so the sections passed on the way do not flash by.
 */
export function useScrollSpy(ids: readonly string[]) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const held = useRef(false);
  const holdTimer = useRef<number | undefined>(undefined);
  const idsKey = ids.join(' ');

  useEffect(() => {
    const order = idsKey.split(' ');
    const elements = order.map((id) => document.getElementById(id)).filter((e) => e !== null);
    const visible = new Set<string>();
    let observer: IntersectionObserver | undefined;

    const observe = () => {
      observer?.disconnect();
      visible.clear();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (countsAsVisible(entry)) visible.add(entry.target.id);
            else visible.delete(entry.target.id);
          }
          const first = order.find((id) => visible.has(id));
          if (first && !held.current) setActiveId(first);
        },
        { threshold: thresholdsFor(elements), rootMargin: `${ROOT_MARGIN_PX}px` },
      );
      for (const element of elements) observer.observe(element);
    };
    const release = () => {
      held.current = false;
    };
    // Section heights change with the viewport width, and with them the tall-section thresholds.
    // (Phones also fire resize when their address bar slides while scrolling: width stays the same.)
    let width = window.innerWidth;
    let resizeTimer: number | undefined;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(observe, RESIZE_DEBOUNCE_MS);
    };

    observe();
    window.addEventListener('resize', onResize);
    window.addEventListener('scrollend', release);
    return () => {
      observer?.disconnect();
      window.clearTimeout(resizeTimer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scrollend', release);
      window.clearTimeout(holdTimer.current);
    };
  }, [idsKey]);

  const highlight = useCallback((id: string) => {
    held.current = true;
    window.clearTimeout(holdTimer.current);
    holdTimer.current = window.setTimeout(() => {
      held.current = false;
    }, HOLD_MS);
    setActiveId(id);
  }, []);

  return { activeId, highlight };
}
