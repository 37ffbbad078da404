// schema.org data for search engines (JSON-LD), built from the same content the pages show.
// Google reads Organization on the home page (logo, sameAs), Article and BreadcrumbList on the
// guide's chapters, and Service on the services page; tests hold each to the properties
// Google documents as required or recommended (tests/support/structured-data-shapes.ts).
import { guide } from '@/content/education/guide';
import type { Service } from '@/content/services';
import { siteConfig } from '@/content/site';
import type { Chapter } from '@/lib/education/types';

export type JsonLd = Record<string, unknown>;

/** Where the logo image is served (app/(marketing)/logo.png/route.tsx). */
export const LOGO_PATH = '/logo.png';
/**
 * The Open Graph image of a page at `path`: a route handler beside the page (opengraph.png),
 * rendered at build time. Not Next.js's opengraph-image file: inside a route group that file is
 * served under a generated suffix, and the Article data must name the same image by its URL.
 */
export function openGraphImagePath(path: string): string {
  return `${path === '/' ? '' : path}/opengraph.png`;
}

export function absolute(origin: URL, path: string): string {
  return new URL(path, origin).href;
}

function organizationId(origin: URL): string {
  return `${absolute(origin, '/')}#organization`;
}

/** The firm as the author or provider of something: a reference to the home page's node. */
export function firm(origin: URL): JsonLd {
  return { '@type': 'Organization', '@id': organizationId(origin), name: siteConfig.name, url: absolute(origin, '/') };
}

/** The firm itself, for the home page: a ProfessionalService (a kind of Organization). */
export function organizationJsonLd(origin: URL, services: readonly Service[]): JsonLd {
  const url = absolute(origin, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(origin),
    name: siteConfig.name,
    description: siteConfig.description,
    url,
    logo: absolute(origin, LOGO_PATH),
    image: absolute(origin, LOGO_PATH),
    email: siteConfig.email,
    telephone: siteConfig.phone.tel,
    foundingDate: String(siteConfig.founded),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: siteConfig.teamSize },
    address: { '@type': 'PostalAddress', addressRegion: 'MN', addressCountry: 'US' },
    areaServed: 'US',
    ...(siteConfig.sameAs.length > 0 ? { sameAs: [...siteConfig.sameAs] } : {}),
    makesOffer: services.map((s) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: s.title, url: `${url}services#${s.anchor}` },
    })),
  };
}

/** A chapter of the guide as an Article by the firm. */
export function chapterArticleJsonLd(origin: URL, chapter: Chapter): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: chapter.title,
    description: chapter.summary,
    url: absolute(origin, chapter.path),
    mainEntityOfPage: absolute(origin, chapter.path),
    image: [absolute(origin, openGraphImagePath(chapter.path))],
    datePublished: chapter.published,
    dateModified: chapter.updated,
    wordCount: chapter.wordCount,
    isPartOf: { '@type': 'Book', name: guide.title, url: absolute(origin, guide.basePath) },
    author: [firm(origin)],
    publisher: firm(origin),
  };
}

/** Home › the guide › the chapter (the guide's first chapter is the guide's own address). */
export function chapterBreadcrumbJsonLd(origin: URL, chapter: Chapter): JsonLd {
  const trail = [
    { name: 'Home', path: '/' },
    { name: guide.title, path: guide.basePath },
    ...(chapter.path === guide.basePath ? [] : [{ name: chapter.title, path: chapter.path }]),
  ];
  return breadcrumbJsonLd(origin, trail);
}

export function breadcrumbJsonLd(origin: URL, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}

/** "$5,000-$15,000" and "$15,000-$100,000+" → the two bounds in dollars (the upper one open with "+"). */
export function priceBounds(range: string): { min: number; max: number } | null {
  const match = /^\$([\d,]+)\s*-\s*\$([\d,]+)\+?$/.exec(range.trim());
  if (!match) return null;
  return { min: Number(match[1].replaceAll(',', '')), max: Number(match[2].replaceAll(',', '')) };
}

/** The services page: one Service per card, provided by the firm, with its price range. */
export function servicesJsonLd(origin: URL, services: readonly Service[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': services.map((s) => {
      const bounds = priceBounds(s.priceRange);
      return {
        '@type': 'Service',
        name: s.title,
        serviceType: s.shortTitle,
        description: s.summary,
        url: absolute(origin, `/services#${s.anchor}`),
        image: absolute(origin, openGraphImagePath('/services')),
        provider: firm(origin),
        areaServed: { '@type': 'Country', name: 'US' },
        ...(bounds
          ? {
              offers: {
                '@type': 'Offer',
                priceCurrency: 'USD',
                priceSpecification: {
                  '@type': 'PriceSpecification',
                  priceCurrency: 'USD',
                  minPrice: bounds.min,
                  // An open range ("$100,000+") has no upper bound to state.
                  ...(s.priceRange.trim().endsWith('+') ? {} : { maxPrice: bounds.max }),
                },
              },
            }
          : {}),
      };
    }),
  };
}
