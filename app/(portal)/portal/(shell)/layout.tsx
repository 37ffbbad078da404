import type { ReactNode } from 'react';
import { PortalChrome } from '@/components/portal/shell/portal-chrome';
import { SignOutButton } from '@/components/portal/sign-out-button';
import { KeepServerTheme } from '@/components/theme/keep-server-theme';
import { ThemeSwitch } from '@/components/theme/theme-switch';
import { siteConfig } from '@/content/site';
import { requireSignedInForLayout } from '@/lib/auth/require-role';
import { pageTheme } from '@/lib/theme/page-theme';

// Every screen in the shell needs someone signed in: without a live session the layout sends
// them to sign in (the proxy only checks the token, so a revoked one gets this far). Which
// role may see a screen, and the two-factor rule, each page decides itself: a layout's output
// is reused for every page below it, so it must not depend on the page.
export default async function PortalShellLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedInForLayout();
  const theme = await pageTheme();
  const account = (
    <>
      <p>{user.profile.fullName ?? user.profile.email}</p>
      <p>{user.profile.email}</p>
      <ThemeSwitch current={theme} className="mt-3 text-slate-700" />
      <SignOutButton className="mt-3" />
    </>
  );

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <KeepServerTheme theme={theme} />
      <PortalChrome
        siteName={siteConfig.name}
        role={user.profile.role}
        // The unread counts come with the session check, so the badges show without JavaScript.
        unread={user.unread ?? { notifications: 0, messages: 0 }}
        account={account}
      />
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
