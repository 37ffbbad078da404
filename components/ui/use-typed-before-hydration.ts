'use client';

import { useCallback, useEffect, useRef } from 'react';

type Typed = { node: HTMLInputElement; text: string };

/**
 * Keeps what a visitor typed into a server-rendered text box before the page's JavaScript ran.
 *
 * Such text is in the DOM but not in React's state, and React (19.x stable) does not tell the
 * component about it: the replay it has for this (`enableHydrationChangeEvent`, react#33129)
 * is behind a flag the stable build leaves off. A component that sets the box's text when it
 * mounts (Headless UI's combobox writes the chosen option's label) then wipes the visitor's
 * text, and a filter emptied before hydration silently stays applied.
 *
 * The returned ref notes, at hydration, whether the box's text differs from the server's
 * (`defaultValue`, which the box must render). After mount the text is put back and sent
 * through the component's own input handler, as if typed now, so state, suggestions and
 * clearing follow the usual path; if the visitor had already left the box, leaving it is
 * replayed too. A client-side render creates the box with its default text, so it never
 * replays anything.
 */
export function useTypedBeforeHydration() {
  const seen = useRef(false);
  const typed = useRef<Typed | null>(null);

  const ref = useCallback((node: HTMLInputElement | null) => {
    if (!node || seen.current) return;
    seen.current = true;
    if (node.value !== node.defaultValue) typed.current = { node, text: node.value };
  }, []);

  useEffect(() => {
    if (!typed.current) return;
    // Outside React's commit, so the handlers may flush updates synchronously as usual. The
    // note is taken only when the replay runs: a development re-run of this effect cancels
    // the first timer and must still find it.
    const timer = setTimeout(() => {
      const found = typed.current;
      typed.current = null;
      if (found) replay(found);
    });
    return () => clearTimeout(timer);
  }, []);

  return ref;
}

function replay({ node, text }: Typed) {
  if (!node.isConnected) return;
  const left = node.ownerDocument.activeElement !== node;
  // React sees a change only when the text differs from the last it recorded, so record the
  // server's text through the element (React's tracker sees it) and put the visitor's back
  // with the prototype's setter (it does not).
  node.value = node.defaultValue;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(node, text);
  node.dispatchEvent(new Event('input', { bubbles: true }));
  if (left) setTimeout(() => node.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}
