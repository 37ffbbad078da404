import type { NavItem } from '@/content/portal-navigation';

/** Strips the internal /portal prefix the server render may report behind the rewrite. */
export function visiblePath(pathname: string): string {
  const stripped = pathname.replace(/^\/portal(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

export function isActive(item: NavItem, path: string): boolean {
  if (item.href === '/' || item.href === '/dashboard') return path === '/' || path === '/dashboard';
  return path === item.href || path.startsWith(`${item.href}/`);
}

/** What a badge counts, for people who hear the link rather than see it. */
export function badgeLabel(counter: NonNullable<NavItem['counter']>, count: number): string {
  if (counter === 'messages') return count === 1 ? ' unread message' : ' unread messages';
  return count === 1 ? ' unread notification' : ' unread notifications';
}
