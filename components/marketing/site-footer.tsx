import Link from 'next/link';
import { footerColumns, portalLinks } from '@/content/marketing-navigation';
import { siteConfig } from '@/content/site';
import { ThemeSwitch } from '@/components/theme/theme-switch';

export function SiteFooter() {
  return (
    // The footer is dark in both themes. The dark theme turns each colour scale around
    // (app/theme-colors.css), so its dark: classes name the mirrored step: slate-50 there is
    // the darkest slate, slate-950 the lightest.
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200 dark:bg-slate-50 dark:text-slate-800 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white dark:text-slate-950">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300 dark:text-slate-700">{siteConfig.tagline}</p>
          <p className="mt-4 text-sm">
            <a href={siteConfig.phone.href} className="hover:text-white dark:hover:text-slate-950">
              {siteConfig.phone.display}
            </a>
          </p>
          <ThemeSwitch className="mt-6" />
        </div>
        <nav aria-label={footerColumns.company.title}>
          <h2 className="text-sm font-semibold text-white dark:text-slate-950">{footerColumns.company.title}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerColumns.company.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white dark:hover:text-slate-950">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerColumns.support.title}>
          <h2 className="text-sm font-semibold text-white dark:text-slate-950">{footerColumns.support.title}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={portalLinks.clientPortal.href} className="hover:text-white dark:hover:text-slate-950">
                {portalLinks.clientPortal.label}
              </a>
            </li>
            <li>
              <a href={portalLinks.login.href} className="hover:text-white dark:hover:text-slate-950">
                {portalLinks.login.label}
              </a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.supportEmail}`} className="hover:text-white dark:hover:text-slate-950">
                {siteConfig.supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400 dark:border-slate-200 dark:text-slate-600">
        © {siteConfig.founded}–{new Date().getFullYear()} {siteConfig.name} · {siteConfig.location}
      </p>
    </footer>
  );
}
