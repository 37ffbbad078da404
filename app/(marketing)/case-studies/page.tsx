import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/marketing/showcase/case-study-card';
import { TestimonialList } from '@/components/marketing/showcase/testimonial-list';
import { ButtonLink } from '@/components/ui/button';
import { caseStudiesPage } from '@/content/case-studies';
import { services } from '@/content/services';
import { openGraphImageMetadata } from '@/lib/seo/open-graph-card';
import { CASE_STUDIES_PATH } from '@/lib/seo/case-study-structured-data';
import { loadShowcase } from '@/lib/showcase/public';

export const metadata: Metadata = {
  title: caseStudiesPage.title,
  description: caseStudiesPage.description,
  alternates: { canonical: CASE_STUDIES_PATH },
  openGraph: {
    title: caseStudiesPage.title,
    description: caseStudiesPage.description,
    url: CASE_STUDIES_PATH,
    images: [openGraphImageMetadata(CASE_STUDIES_PATH, caseStudiesPage.title)],
  },
};

type Props = { searchParams: Promise<{ service?: string | string[] }> };

/**
 * The published case studies (all, or one service's: ?service=<anchor> from a service card)
 * and the clients' testimonials. Rendered per request from what is published now.
 */
export default async function CaseStudiesPage({ searchParams }: Props) {
  const asked = (await searchParams).service;
  const service = services.find((s) => s.anchor === asked);
  const { caseStudies, testimonials } = await loadShowcase();
  const shown = service ? caseStudies.filter((c) => c.serviceAnchor === service.anchor) : caseStudies;
  const quotes = service ? testimonials.filter((t) => t.serviceAnchor === service.anchor) : testimonials;
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">
        {caseStudiesPage.title}
        {service && <span className="block text-2xl font-semibold text-slate-700">{service.title}</span>}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{caseStudiesPage.intro}</p>
      {service && (
        <p className="mt-3">
          <a href={CASE_STUDIES_PATH} className="text-brand-700 underline">
            {caseStudiesPage.allLink}
          </a>
        </p>
      )}
      {shown.length === 0 ? (
        <p className="mt-10 rounded-lg border border-slate-200 p-6 text-slate-700">
          {service ? caseStudiesPage.emptyForService : caseStudiesPage.empty}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label={caseStudiesPage.title}>
          {shown.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      )}
      {quotes.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="mt-16">
          <h2 id="testimonials-heading" className="text-3xl font-bold">
            {caseStudiesPage.testimonialsTitle}
          </h2>
          <div className="mt-6">
            <TestimonialList testimonials={quotes} />
          </div>
        </section>
      )}
      <section className="mt-16 rounded-lg bg-brand-50 p-8 text-center">
        <h2 className="text-2xl font-bold">{caseStudiesPage.cta.title}</h2>
        <ButtonLink href={caseStudiesPage.cta.href} className="mt-6">
          {caseStudiesPage.cta.label}
        </ButtonLink>
      </section>
    </div>
  );
}
