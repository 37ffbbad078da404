import type { ReactNode } from 'react';
import { SidebarNav } from '@/components/portal/sidebar-nav';
import { SignOutButton } from '@/components/portal/sign-out-button';
import {
  accountNavItem,
  adminNavigation,
  clientNavigation,
  notificationsNavItem,
  outboxNavItem,
  type NavItem,
} from '@/content/portal-navigation';
import { siteConfig } from '@/content/site';
import { isAdminRole } from '@/lib/auth/roles';
import { requireSignedInForLayout } from '@/lib/auth/require-role';

// Every screen in the shell needs someone signed in: without a live session the layout sends
// them to sign in (the proxy only checks the token, so a revoked one gets this far). Which
// role may see a screen, and the two-factor rule, each page decides itself: a layout's output
// is reused for every page below it, so it must not depend on the page.
export default async function PortalShellLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInForLayout();
  const base = isAdminRole(user.profile.role)
    ? adminNavigation
    : user.profile.role === 'client'
      ? clientNavigation
      : null;
  // Unread project messages beside Projects, unread notifications beside Notifications (issue
  // 21): both counted by the session check, so they show without JavaScript and cost no query.
  const nav = base && {
    title: base.title,
    items: [
      ...base.items.map((item): NavItem =>
        item.href === '/projects' || item.href === '/admin/projects' ? { ...item, counter: 'messages' } : item,
      ),
      ...(user.profile.role === 'super_admin' ? [outboxNavItem] : []),
      notificationsNavItem,
      accountNavItem,
    ],
  };

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-white p-4 md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <p className="px-3 text-base font-bold text-slate-900">{siteConfig.name}</p>
        <div className="mt-6">
          {nav && (
            <SidebarNav title={nav.title} items={nav.items} unread={user.unread ?? { notifications: 0, messages: 0 }} />
          )}
        </div>
        <div className="mt-8 border-t border-slate-200 px-3 pt-4">
          <p className="truncate text-sm font-medium text-slate-900">{user.profile.fullName ?? user.profile.email}</p>
          <p className="truncate text-xs text-slate-600">{user.profile.email}</p>
          <SignOutButton className="mt-3" />
        </div>
      </aside>
      <main id="main" className="flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
