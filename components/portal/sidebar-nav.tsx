'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import type { NavItem } from '@/content/portal-navigation';
import type { UnreadCounts } from '@/lib/auth/unread-counts';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { useUnreadCounts } from './use-unread-counts';

/** Strips the internal /portal prefix the server render may report behind the rewrite. */
function visiblePath(pathname: string): string {
  const stripped = pathname.replace(/^\/portal(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

function isActive(item: NavItem, path: string): boolean {
  if (item.href === '/' || item.href === '/dashboard') return path === '/' || path === '/dashboard';
  return path === item.href || path.startsWith(`${item.href}/`);
}

/** What a badge counts, for people who hear the link rather than see it. */
function badgeLabel(counter: NonNullable<NavItem['counter']>, count: number): string {
  if (counter === 'messages') return count === 1 ? ' unread message' : ' unread messages';
  return count === 1 ? ' unread notification' : ' unread notifications';
}

export function SidebarNav({
  title,
  items,
  unread,
}: {
  title: string;
  items: readonly NavItem[];
  /** The server's unread counts for the items' badges; kept current while open. */
  unread: UnreadCounts;
}) {
  const path = visiblePath(usePathname());
  const counts = useUnreadCounts(unread);
  return (
    <nav aria-label={title}>
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      <ul className="mt-2 space-y-1">
        {items.map((item) => {
          const active = isActive(item, path);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'block rounded-md px-3 py-2 text-sm font-medium',
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item.label}
                {item.counter && counts[item.counter] > 0 ? (
                  <span
                    data-testid="nav-badge"
                    className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                  >
                    {counts[item.counter] >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : counts[item.counter]}
                    <span className="sr-only">{badgeLabel(item.counter, counts[item.counter])}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
