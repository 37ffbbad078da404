import Link from 'next/link';
import { clsx } from 'clsx';
import type { NavItem } from '@/content/portal-navigation';
import type { UnreadCounts } from '@/lib/auth/unread-counts';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { badgeLabel, isActive } from './shell/nav-state';

/** The shell's navigation list: drawn in the desktop sidebar and in the phone's menu drawer. */
export function SidebarNav({
  title,
  items,
  counts,
  path,
}: {
  title: string;
  items: readonly NavItem[];
  /** The current unread counts for the items' badges (the shell keeps them fresh). */
  counts: UnreadCounts;
  /** The visible path of the page, to mark the current item. */
  path: string;
}) {
  return (
    <nav aria-label={title}>
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
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
