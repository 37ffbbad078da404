import Link from 'next/link';
import { footerColumns, portalLinks } from '@/content/marketing-navigation';
import { siteConfig } from '@/content/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-slate-300">{siteConfig.tagline}</p>
          <p className="mt-4 text-sm">
            <a href={siteConfig.phone.href} className="hover:text-white">
              {siteConfig.phone.display}
            </a>
          </p>
        </div>
        <nav aria-label={footerColumns.company.title}>
          <h2 className="text-sm font-semibold text-white">{footerColumns.company.title}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerColumns.company.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerColumns.support.title}>
          <h2 className="text-sm font-semibold text-white">{footerColumns.support.title}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={portalLinks.clientPortal.href} className="hover:text-white">
                {portalLinks.clientPortal.label}
              </a>
            </li>
            <li>
              <a href={portalLinks.login.href} className="hover:text-white">
                {portalLinks.login.label}
              </a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.supportEmail}`} className="hover:text-white">
                {siteConfig.supportEmail}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {siteConfig.founded}–{new Date().getFullYear()} {siteConfig.name} · {siteConfig.location}
      </p>
    </footer>
  );
}
