import { quickHelpLinks, supportCopy } from '@/content/client-portal';
import { crossHostUrl } from '@/lib/links/cross-host';

/** Quick help beside the tickets: email support, the education guide, the contact form. */
export async function QuickHelp() {
  const links = await Promise.all(
    quickHelpLinks.map(async (link) => ({
      ...link,
      href: link.area === 'main' ? await crossHostUrl('main', link.href) : link.href,
    })),
  );
  return (
    <section aria-labelledby="quick-help-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="quick-help-heading" className="text-lg font-semibold text-slate-900">
        {supportCopy.quickHelpHeading}
      </h2>
      <ul className="mt-3 space-y-4">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="font-medium text-brand-700 underline hover:text-brand-800">
              {link.label}
            </a>
            <p className="text-sm text-slate-600">{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
