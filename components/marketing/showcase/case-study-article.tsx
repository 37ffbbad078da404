import Link from 'next/link';
import { JsonLd } from '@/components/marketing/json-ld';
import { caseStudyArticle, caseStudiesPage } from '@/content/case-studies';
import { services } from '@/content/services';
import { formatDate } from '@/lib/format/date';
import {
  caseStudyArticleJsonLd,
  caseStudyBreadcrumbJsonLd,
  CASE_STUDIES_PATH,
} from '@/lib/seo/case-study-structured-data';
import type { PublishedCaseStudy } from '@/lib/showcase/queries';
import { siteUrl } from '@/lib/site-url';

/** One published case study: the story in three parts, its figures, and its structured data. */
export function CaseStudyArticle({ study }: { study: PublishedCaseStudy }) {
  const service = services.find((s) => s.anchor === study.serviceAnchor);
  const sections = [
    { title: caseStudyArticle.problem, text: study.problem },
    { title: caseStudyArticle.approach, text: study.approach },
    { title: caseStudyArticle.results, text: study.results },
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <JsonLd data={caseStudyArticleJsonLd(siteUrl(), study)} />
      <JsonLd data={caseStudyBreadcrumbJsonLd(siteUrl(), study)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-600">
          <li>
            <Link href="/" className="underline">
              Home
            </Link>{' '}
            ›
          </li>
          <li>
            <a href={CASE_STUDIES_PATH} className="underline">
              {caseStudiesPage.title}
            </a>{' '}
            ›
          </li>
          <li aria-current="page">{study.title}</li>
        </ol>
      </nav>
      <p className="mt-6 text-sm font-semibold text-brand-700">{study.clientLabel}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{study.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{study.summary}</p>
      <p className="mt-2 text-sm text-slate-600">
        Published <time dateTime={study.publishedAt.toISOString()}>{formatDate(study.publishedAt)}</time>
        {service && (
          <>
            {' · '}
            <a href={`/services#${service.anchor}`} className="underline">
              {service.title}
            </a>
          </>
        )}
      </p>
      {study.figures.length > 0 && (
        <section aria-labelledby="figures-heading" className="mt-8 rounded-lg bg-brand-50 p-6">
          <h2 id="figures-heading" className="text-lg font-semibold">
            {caseStudyArticle.figures}
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {study.figures.map((f) => (
              <div key={f.label}>
                <dt className="text-sm text-slate-700">{f.label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-700">{caseStudyArticle.figuresNote}</p>
        </section>
      )}
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{section.text}</p>
        </section>
      ))}
      <p className="mt-12 flex flex-wrap gap-6">
        <a href={CASE_STUDIES_PATH} className="font-semibold text-brand-700 underline">
          {caseStudyArticle.back}
        </a>
        <a href={caseStudiesPage.cta.href} className="font-semibold text-brand-700 underline">
          {caseStudiesPage.cta.label}
        </a>
      </p>
    </article>
  );
}
