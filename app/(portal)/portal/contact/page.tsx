import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { SiteHeader } from '@/components/marketing/site-header';
import { contactCopy } from '@/content/contact';
import { canonicalAreaUrl } from '@/lib/links/canonical-origin';

export const metadata: Metadata = { title: contactCopy.title };

// The quote form on the portal host: the same form, without the main site's navigation.
export default function PortalContactPage() {
  return (
    <div className="min-h-screen bg-white">
      <SiteHeader showNavigation={false} />
      <main id="main">
        <ContactSection bookHref={canonicalAreaUrl('main', '/contact/book')} />
      </main>
    </div>
  );
}
