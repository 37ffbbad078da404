'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { navigationFor, type NavItem } from '@/content/portal-navigation';
import type { UnreadCounts } from '@/lib/auth/unread-counts';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { SidebarNav } from '../sidebar-nav';
import { useUnreadCounts } from '../use-unread-counts';
import { badgeLabel, isActive, visiblePath } from './nav-state';

const MENU_ID = 'portal-menu';
/** Tailwind's `md` breakpoint: from here up the sidebar shows and the drawer has no use. */
const WIDE = '(min-width: 48rem)';

type Props = {
  siteName: string;
  /** The signed-in person's role: which navigation they get (content/portal-navigation.ts). */
  role: string;
  unread: UnreadCounts;
  /** The signed-in person's name, address and sign-out form, rendered by the server. */
  account: ReactNode;
};

/**
 * The portal's navigation around the page. From `md` up it is the sidebar. On a phone it is a
 * one-line top bar (menu button, the screen's name, the unread badges) so the page starts in
 * the first screen, and the same list opens in a modal <dialog>: the browser traps focus in
 * it, closes it on Escape and gives focus back to the menu button. The button opens it with
 * the HTML invoker attributes, so it works before the page's JavaScript has run.
 */
export function PortalChrome({ siteName, role, unread, account }: Props) {
  const { title, items } = navigationFor(role);
  const path = visiblePath(usePathname());
  const counts = useUnreadCounts(unread);
  const menu = useRef<HTMLDialogElement>(null);
  const current = items.find((item) => isActive(item, path));

  // A client-side navigation keeps the document: close the drawer once the new page shows,
  // and when the window grows past the breakpoint (the sidebar takes over).
  useEffect(() => menu.current?.close(), [path]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const close = () => wide.matches && menu.current?.close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  // Browsers without invoker commands: open it from script once hydrated.
  const open = () => {
    if (!('command' in HTMLButtonElement.prototype)) menu.current?.showModal();
  };
  // A click on the backdrop lands on the dialog itself, outside its box (closedby="any" does
  // this natively where supported); a link inside navigates away.
  const closeOnBackdropOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.target === event.currentTarget &&
      (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
    if (outside || (event.target as Element).closest('a')) menu.current?.close();
  };

  const nav = items.length > 0 ? <SidebarNav title={title} items={items} counts={counts} path={path} /> : null;
  return (
    <>
      {/* `shell-topbar`, `shell-drawer`, `shell-sidebar`, `shell-account`: app/components.css. */}
      <header className="shell-topbar">
        <button
          type="button"
          commandfor={MENU_ID}
          command="show-modal"
          aria-haspopup="dialog"
          onClick={open}
          className="icon-btn"
        >
          <MenuIcon />
          <span className="sr-only">Menu</span>
        </button>
        <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">{current?.label ?? siteName}</p>
        <UnreadBadges items={items} counts={counts} />
      </header>
      <dialog
        id={MENU_ID}
        ref={menu}
        aria-label={`${title} menu`}
        closedby="any"
        onClick={closeOnBackdropOrLink}
        className="shell-drawer"
      >
        <div className="flex items-center justify-between">
          <p className="px-3 text-base font-bold text-slate-900">{siteName}</p>
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            onClick={() => menu.current?.close()}
            className="icon-btn"
          >
            <CloseIcon />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="mt-4">{nav}</div>
        <div className="shell-account mt-6">{account}</div>
      </dialog>
      <aside className="shell-sidebar">
        <p className="px-3 text-base font-bold text-slate-900">{siteName}</p>
        <div className="mt-6">{nav}</div>
        <div className="shell-account mt-8">{account}</div>
      </aside>
    </>
  );
}

/** The counted items as small linked badges in the phone's top bar (only when something is unread). */
function UnreadBadges({ items, counts }: { items: readonly NavItem[]; counts: UnreadCounts }) {
  const counted = items.filter((item) => item.counter && counts[item.counter] > 0);
  if (counted.length === 0) return null;
  return (
    <ul className="flex shrink-0 items-center gap-1">
      {counted.map((item) => {
        const counter = item.counter!;
        const count = counts[counter];
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              data-testid="top-bar-badge"
              className="inline-flex h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {counter === 'messages' ? <MessageIcon /> : <BellIcon />}
              <span className="nav-count">{count >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : count}</span>
              <span className="sr-only">{badgeLabel(counter, count)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Line icons; `line-icon` (app/components.css) gives the size, stroke and no fill. */
const icon = { 'aria-hidden': true, viewBox: '0 0 24 24', className: 'line-icon' } as const;

function MenuIcon() {
  return (
    <svg {...icon}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg {...icon}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function BellIcon() {
  return (
    <svg {...icon}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function MessageIcon() {
  return (
    <svg {...icon}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
