// Sidebars of the portal shell. Each screen's heading is its label here.
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
