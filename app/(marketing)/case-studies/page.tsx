import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/marketing/showcase/case-study-card';
import { TestimonialList } from '@/components/marketing/showcase/testimonial-list';
import { ButtonLink } from '@/components/ui/button';
import { caseStudiesPage } from '@/content/case-studies';
import { services } from '@/content/services';
import { openGraphImageMetadata } from '@/lib/seo/open-graph-card';
import { CASE_STUDIES_PATH } from '@/lib/seo/case-study-structured-data';
import type { PublishedCaseStudy } from '@/lib/showcase/queries';
import { loadRegeneratedShowcase } from '@/lib/showcase/public';

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

// Built once, regenerated on publish/withdraw (revalidatePath), and at most this many seconds
// after a change another server made, like the home, about and services pages
// (docs/decisions/0071).
export const revalidate = 20;

type Section = { id: string; title: string; studies: PublishedCaseStudy[] };

/** One section per service, in the services page's order, then the case studies of no listed service. */
function byService(caseStudies: PublishedCaseStudy[]): Section[] {
  const sections: Section[] = services.map((service) => ({
    id: service.anchor,
    title: service.title,
    studies: caseStudies.filter((study) => study.serviceAnchor === service.anchor),
  }));
  const known = new Set(services.map((service) => service.anchor));
  const other = caseStudies.filter((study) => !study.serviceAnchor || !known.has(study.serviceAnchor));
  if (other.length > 0) sections.push({ id: 'other-projects', title: caseStudiesPage.otherProjects, studies: other });
  return sections;
}

/**
 * The published case studies, grouped by service (a service card links to its section,
 * /case-studies#<service anchor>: no query, so one copy serves every visitor), and the
 * clients' testimonials.
 */
export default async function CaseStudiesPage() {
  const { caseStudies, testimonials } = await loadRegeneratedShowcase();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{caseStudiesPage.title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{caseStudiesPage.intro}</p>
      {caseStudies.length === 0 ? (
        <p className="mt-10 rounded-lg border border-slate-200 p-6 text-slate-700">{caseStudiesPage.empty}</p>
      ) : (
        byService(caseStudies).map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
              {section.title}
            </h2>
            {section.studies.length === 0 ? (
              <p className="mt-4 text-slate-700">{caseStudiesPage.emptyForService}</p>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label={section.title}>
                {section.studies.map((study) => (
                  <li key={study.id}>
                    <CaseStudyCard study={study} heading="h3" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading" className="mt-16">
          <h2 id="testimonials-heading" className="text-3xl font-bold">
            {caseStudiesPage.testimonialsTitle}
          </h2>
          <div className="mt-6">
            <TestimonialList testimonials={testimonials} />
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
