import Link from 'next/link';
import type { NavItem } from '@/content/portal-navigation';
import type { UnreadCounts } from '@/lib/auth/unread-counts';
import { UNREAD_CAP } from '@/lib/notifications/categories';
import { NavPending } from './shell/nav-pending';
import { badgeLabel, isActive } from './shell/nav-state';

/**
 * The shell's navigation list: drawn in the desktop sidebar and in the phone's menu drawer.
 * Its links carry no classes of their own: `nav-list` (app/components.css) styles them and the
 * current one by its aria-current, so each copy is little more than the links themselves.
 */
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
      <ul className="nav-list">
        {items.map((item) => {
          const active = isActive(item, path);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={active ? 'page' : undefined}>
                {item.label}
                {item.counter && counts[item.counter] > 0 ? (
                  <span data-testid="nav-badge" className="nav-count ml-2">
                    {counts[item.counter] >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : counts[item.counter]}
                    <span className="sr-only">{badgeLabel(item.counter, counts[item.counter])}</span>
                  </span>
                ) : null}
                <NavPending />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
