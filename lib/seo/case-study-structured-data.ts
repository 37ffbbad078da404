// schema.org data of the published case studies: each is an Article by the firm (headline,
// dates, the page's image) with its BreadcrumbList, held to the same documented shapes as the
// guide's chapters (tests/support/structured-data-shapes.ts).
import { absolute, breadcrumbJsonLd, firm, openGraphImagePath, type JsonLd } from './structured-data';

export const CASE_STUDIES_PATH = '/case-studies';
export const CASE_STUDIES_TITLE = 'Case studies';

export function caseStudyPath(slug: string): string {
  return `${CASE_STUDIES_PATH}/${slug}`;
}

export type CaseStudyForSearch = {
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date;
  updatedAt: Date;
};

export function caseStudyArticleJsonLd(origin: URL, study: CaseStudyForSearch): JsonLd {
  const path = caseStudyPath(study.slug);
  // Edits before publication are not news to a reader: the page changed when it was published.
  const modified = study.updatedAt > study.publishedAt ? study.updatedAt : study.publishedAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.summary,
    url: absolute(origin, path),
    mainEntityOfPage: absolute(origin, path),
    image: [absolute(origin, openGraphImagePath(path))],
    datePublished: study.publishedAt.toISOString(),
    dateModified: modified.toISOString(),
    author: [firm(origin)],
    publisher: firm(origin),
  };
}

/** Home › Case studies › the case study. */
export function caseStudyBreadcrumbJsonLd(origin: URL, study: { slug: string; title: string }): JsonLd {
  return breadcrumbJsonLd(origin, [
    { name: 'Home', path: '/' },
    { name: CASE_STUDIES_TITLE, path: CASE_STUDIES_PATH },
    { name: study.title, path: caseStudyPath(study.slug) },
  ]);
}
