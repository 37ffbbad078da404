import Link from 'next/link';
import { mainNavigation } from '@/content/marketing-navigation';
import { siteConfig } from '@/content/site';
import { AccountMenu } from './account-menu';

/** The navigation shows only on the main host. */
export function SiteHeader({ showNavigation = true }: { showNavigation?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="text-lg font-bold text-slate-900">
          {siteConfig.name}
        </Link>
        {showNavigation && (
          <nav aria-label="Main">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="hover:text-brand-700">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <AccountMenu />
      </div>
    </header>
  );
}
