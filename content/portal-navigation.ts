// Sidebars of the portal shell. Each screen's heading is its label here.
import { isAdminRole } from '@/lib/auth/roles';

/** `counter`: which unread count the sidebar shows next to the label. */
export type NavItem = { href: string; label: string; counter?: 'notifications' | 'messages' };

export const clientNavigation = {
  title: 'Client Portal',
  items: [
    { href: '/', label: 'Dashboard' },
    { href: '/projects', label: 'Projects' },
    { href: '/files', label: 'Files' },
    { href: '/billing', label: 'Billing' },
    { href: '/support', label: 'Support' },
    { href: '/team', label: 'Team' },
  ],
} as const satisfies { title: string; items: readonly NavItem[] };

export const adminNavigation = {
  title: 'Admin Panel',
  items: [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/admin/clients', label: 'Clients' },
    { href: '/admin/projects', label: 'Projects' },
    { href: '/admin/this-week', label: 'This Week' },
    { href: '/admin/users', label: 'Users' },
    { href: '/admin/inquiries', label: 'Inquiries' },
    { href: '/admin/bookings', label: 'Bookings' },
    { href: '/admin/support', label: 'Support' },
    { href: '/admin/files', label: 'Files' },
    { href: '/admin/security', label: 'Security' },
    { href: '/admin/activity', label: 'Activity Log' },
    { href: '/admin/settings', label: 'Settings' },
  ],
} as const satisfies { title: string; items: readonly NavItem[] };

/** Every role's own account. */
export const accountNavItem = { href: '/account', label: 'My Account' } as const satisfies NavItem;
/** Super admins only: the mail outbox. */
export const outboxNavItem = { href: '/admin/outbox', label: 'Outbox' } as const satisfies NavItem;
/** Every role: the notification list, with its unread count. */
export const notificationsNavItem = {
  href: '/notifications',
  label: 'Notifications',
  counter: 'notifications',
} as const satisfies NavItem;

/**
 * The shell's navigation for a role: its list with the unread counts beside Projects (unread
 * project messages) and Notifications, the outbox for super admins, then Notifications and the
 * account. The shell's client component works it out from the role, so the list travels in
 * the cached script rather than in the payload of every page.
 */
export function navigationFor(role: string): { title: string; items: readonly NavItem[] } {
  const base = isAdminRole(role) ? adminNavigation : role === 'client' ? clientNavigation : null;
  if (!base) return { title: 'Portal', items: [] };
  return {
    title: base.title,
    items: [
      ...base.items.map((item): NavItem =>
        item.href === '/projects' || item.href === '/admin/projects' ? { ...item, counter: 'messages' } : item,
      ),
      ...(role === 'super_admin' ? [outboxNavItem] : []),
      notificationsNavItem,
      accountNavItem,
    ],
  };
}
