import { showcaseTeaser } from '@/content/case-studies';
import type { Showcase } from '@/lib/showcase/public';
import { CaseStudyCard } from './case-study-card';
import { TestimonialList } from './testimonial-list';

/** At most this many of each on the home and about pages; the case studies page has them all. */
const SHOWN = { caseStudies: 3, testimonials: 4 } as const;

/**
 * The published case studies (home page only) and testimonials, with the link to all of them.
 * Server-rendered HTML without script: it is read when the page is (re)generated
 * (docs/decisions/0071), and with nothing published it is the link alone. Plain anchors, no
 * prefetch, so the page carries no more JavaScript than before.
 */
export function ShowcaseTeaser({
  showcase,
  caseStudies = true,
  className = '',
}: {
  showcase: Showcase;
  caseStudies?: boolean;
  className?: string;
}) {
  const studies = caseStudies ? showcase.caseStudies.slice(0, SHOWN.caseStudies) : [];
  const quotes = showcase.testimonials.slice(0, SHOWN.testimonials);
  return (
    <section
      aria-labelledby="showcase-teaser-heading"
      className={`rounded-lg border border-slate-200 p-6 ${className}`}
    >
      <h2 id="showcase-teaser-heading" className="text-2xl font-bold">
        {showcaseTeaser.title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{showcaseTeaser.text}</p>
      {studies.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-semibold">{showcaseTeaser.caseStudiesTitle}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3" aria-label={showcaseTeaser.caseStudiesTitle}>
            {studies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} heading="h4" />
              </li>
            ))}
          </ul>
        </>
      )}
      {quotes.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-semibold">{showcaseTeaser.testimonialsTitle}</h3>
          <div className="mt-4">
            <TestimonialList testimonials={quotes} />
          </div>
        </>
      )}
      <p className="mt-6">
        <a href={showcaseTeaser.href} className="font-semibold text-brand-700 underline underline-offset-2">
          {showcaseTeaser.label}
        </a>
      </p>
    </section>
  );
}
