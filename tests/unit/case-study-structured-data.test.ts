import { describe, expect, it } from 'vitest';
import { caseStudyArticleJsonLd, caseStudyBreadcrumbJsonLd } from '@/lib/seo/case-study-structured-data';
import { articleProblems, breadcrumbProblems } from '../support/structured-data-shapes';

const origin = new URL('https://example.com');
const study = {
  slug: 'half-the-software-bill',
  title: 'Half the software bill',
  summary: 'How a retailer cut its subscriptions.',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-18T09:00:00Z'),
};

describe('case study structured data', () => {
  it('is an Article by the firm with the page’s image, as Google documents it', () => {
    const article = caseStudyArticleJsonLd(origin, study);
    expect(articleProblems(article)).toEqual([]);
    expect(article).toMatchObject({
      headline: study.title,
      url: 'https://example.com/case-studies/half-the-software-bill',
      image: ['https://example.com/case-studies/half-the-software-bill/opengraph.png'],
      datePublished: '2026-11-20T10:00:00.000Z',
    });
  });

  it('never dates a change before the publication (a draft edited before it was published)', () => {
    const article = caseStudyArticleJsonLd(origin, study);
    expect(article.dateModified).toBe(article.datePublished);
    const edited = caseStudyArticleJsonLd(origin, { ...study, updatedAt: new Date('2026-11-25T08:00:00Z') });
    expect(edited.dateModified).toBe('2026-11-25T08:00:00.000Z');
  });

  it('has the breadcrumb Home › Case studies › the case study', () => {
    const crumbs = caseStudyBreadcrumbJsonLd(origin, study);
    expect(breadcrumbProblems(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Home',
      'Case studies',
      study.title,
    ]);
  });
});
