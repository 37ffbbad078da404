import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { mainNavigation, portalLinks } from '@/content/marketing-navigation';
import { siteConfig } from '@/content/site';

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="text-lg font-bold text-slate-900">
          {siteConfig.name}
        </Link>
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
        <div className="flex items-center gap-2">
          <a href={portalLinks.login.href} className={buttonClass('ghost')}>
            {portalLinks.login.label}
          </a>
          <a href={portalLinks.getStarted.href} className={buttonClass('primary')}>
            {portalLinks.getStarted.label}
          </a>
        </div>
      </div>
    </header>
  );
}
