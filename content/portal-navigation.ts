// Sidebars of the portal shell (spec §2.7). Each screen's heading is its label here.
export type NavItem = { href: string; label: string };

export const clientNavigation = {
  title: 'Client Portal',
  items: [
    { href: '/', label: 'Dashboard' },
    { href: '/projects', label: 'Projects' },
    { href: '/files', label: 'Files' },
    { href: '/billing', label: 'Billing' },
    { href: '/support', label: 'Support' },
  ],
} as const satisfies { title: string; items: readonly NavItem[] };

export const adminNavigation = {
  title: 'Admin Panel',
  items: [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/admin/clients', label: 'Clients' },
    { href: '/admin/projects', label: 'Projects' },
    { href: '/admin/users', label: 'Users' },
    { href: '/admin/inquiries', label: 'Inquiries' },
    { href: '/admin/support', label: 'Support' },
    { href: '/admin/files', label: 'Files' },
    { href: '/admin/security', label: 'Security' },
    { href: '/admin/settings', label: 'Settings' },
  ],
} as const satisfies { title: string; items: readonly NavItem[] };
