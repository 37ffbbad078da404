import { describe, expect, it, vi } from 'vitest';
import { services } from '@/content/services';
import { educationGuide } from '@/lib/education/chapters';
import {
  chapterArticleJsonLd,
  chapterBreadcrumbJsonLd,
  organizationJsonLd,
  priceBounds,
  servicesJsonLd,
} from '@/lib/seo/structured-data';
import {
  articleProblems,
  breadcrumbProblems,
  jsonLdNodes,
  organizationProblems,
  serviceProblems,
} from '../support/structured-data-shapes';

const origin = new URL('https://example.com');
const { chapters } = educationGuide();

describe('structured data of the public pages (lib/seo/structured-data.ts)', () => {
  it('gives each of the nine chapters an Article by the firm, with its dates and image', () => {
    expect(chapters).toHaveLength(9);
    for (const chapter of chapters) {
      const article = chapterArticleJsonLd(origin, chapter);
      expect(articleProblems(article), chapter.id).toEqual([]);
      expect(article).toMatchObject({
        headline: chapter.title,
        datePublished: chapter.published,
        author: [{ '@type': 'Organization', url: 'https://example.com/' }],
      });
    }
    expect(chapterArticleJsonLd(origin, chapters[1]).image).toEqual([
      'https://example.com/education/ai-today/opengraph.png',
    ]);
  });

  it('gives each chapter a breadcrumb Home › guide (› chapter)', () => {
    for (const chapter of chapters)
      expect(breadcrumbProblems(chapterBreadcrumbJsonLd(origin, chapter)), chapter.id).toEqual([]);
    const items = (chapterBreadcrumbJsonLd(origin, chapters[2]).itemListElement as { item: string }[]).map(
      (i) => i.item,
    );
    expect(items).toEqual([
      'https://example.com/',
      'https://example.com/education',
      'https://example.com/education/business-case',
    ]);
    expect(chapterBreadcrumbJsonLd(origin, chapters[0]).itemListElement).toHaveLength(2);
  });

  it('describes the firm with its logo, and a Service per card with its price range', () => {
    expect(organizationProblems(organizationJsonLd(origin, services))).toEqual([]);
    const nodes = jsonLdNodes([servicesJsonLd(origin, services)]);
    expect(nodes).toHaveLength(services.length);
    for (const node of nodes) expect(serviceProblems(node), String(node.name)).toEqual([]);
    expect(nodes[0]).toMatchObject({ offers: { priceSpecification: { minPrice: 5000, maxPrice: 15000 } } });
    // An open range ("$100,000+") states no upper bound.
    expect(nodes[1]).toMatchObject({ offers: { priceSpecification: { minPrice: 15000 } } });
    expect((nodes[1].offers as { priceSpecification: object }).priceSpecification).not.toHaveProperty('maxPrice');
  });

  it('reads price ranges and refuses what it cannot read', () => {
    expect(priceBounds('$20,000-$150,000+')).toEqual({ min: 20000, max: 150000 });
    expect(priceBounds('on request')).toBeNull();
  });

  it('checks what it promises: a shape without its parts fails', () => {
    expect(articleProblems({ '@type': 'Article' })).toEqual(
      expect.arrayContaining(['headline: missing', 'author: missing']),
    );
    expect(breadcrumbProblems({ '@type': 'BreadcrumbList', itemListElement: [] })).toContain(
      'itemListElement: fewer than two items',
    );
  });
});

describe('sameAs from SITE_SAME_AS (content/site.ts)', () => {
  it('keeps only https addresses', async () => {
    const previous = process.env.SITE_SAME_AS;
    process.env.SITE_SAME_AS =
      ' https://www.linkedin.com/company/x , javascript:alert(1), http://plain.example, nonsense ';
    try {
      vi.resetModules();
      const { siteConfig } = await import('@/content/site');
      expect(siteConfig.sameAs).toEqual(['https://www.linkedin.com/company/x']);
      const { organizationJsonLd: fresh } = await import('@/lib/seo/structured-data');
      expect(fresh(origin, services)).toMatchObject({ sameAs: ['https://www.linkedin.com/company/x'] });
    } finally {
      if (previous === undefined) delete process.env.SITE_SAME_AS;
      else process.env.SITE_SAME_AS = previous;
    }
  });

  it('leaves sameAs out when none is configured', () => {
    expect(organizationJsonLd(origin, services)).not.toHaveProperty('sameAs');
  });
});
