'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { NavItem } from '@/content/portal-navigation';
import { UNREAD_CAP } from '@/lib/notifications/categories';

/** Strips the internal /portal prefix the server render may report behind the rewrite. */
function visiblePath(pathname: string): string {
  const stripped = pathname.replace(/^\/portal(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

function isActive(item: NavItem, path: string): boolean {
  if (item.href === '/' || item.href === '/dashboard') return path === '/' || path === '/dashboard';
  return path === item.href || path.startsWith(`${item.href}/`);
}

export function SidebarNav({
  title,
  items,
  badges,
}: {
  title: string;
  items: readonly NavItem[];
  /** Something to show after an item's label (an unread count), by the item's href. */
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const path = visiblePath(usePathname());
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
                {item.badge ? (
                  <span
                    data-testid="nav-badge"
                    className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                  >
                    {item.badge >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : item.badge}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
                {badges?.[item.href]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
