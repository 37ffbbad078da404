import { siteConfig } from '@/content/site';
import { services } from '@/content/services';
import { siteUrl } from '@/lib/site-url';

/** schema.org Organization data for search engines. */
export function OrganizationJsonLd() {
  const url = siteUrl().href;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: siteConfig.name,
    description: siteConfig.description,
    url,
    email: siteConfig.email,
    telephone: siteConfig.phone.tel,
    foundingDate: String(siteConfig.founded),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: siteConfig.teamSize },
    address: { '@type': 'PostalAddress', addressRegion: 'MN', addressCountry: 'US' },
    areaServed: 'US',
    makesOffer: services.map((s) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: s.title, url: `${url}services#${s.anchor}` },
    })),
  };
  // JSON.stringify output with < escaped cannot close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
