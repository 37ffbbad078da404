import { showcaseTeaser } from '@/content/case-studies';
import type { Service } from '@/content/services';
import { caseStudyPath } from '@/lib/seo/case-study-structured-data';
import type { Showcase } from '@/lib/showcase/public';

/**
 * Each card toggles 'View Details' / 'Hide Details' on its own. A native
 * <details>, so the toggle works from the first paint and without JavaScript; the label
 * follows its open state in CSS. /services#anchor opens a card with OpenTargetedService.
 * The service's published case studies and a client's words under it are server-rendered
 * HTML, read when the page is (re)generated (docs/decisions/0071).
 */
export function ServiceCard({ service, showcase }: { service: Service; showcase: Showcase }) {
  const studies = showcase.caseStudies.filter((c) => c.serviceAnchor === service.anchor);
  const quote = showcase.testimonials.find((t) => t.serviceAnchor === service.anchor);
  return (
    <article
      id={service.anchor}
      aria-labelledby={`${service.anchor}-title`}
      className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${service.anchor}-title`} className="text-xl font-semibold text-slate-900">
        {service.title}
      </h2>
      <p className="mt-2 text-slate-700">{service.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Price range</dt>
          <dd className="font-semibold text-slate-900">{service.priceRange}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Typical project</dt>
          <dd className="font-semibold text-slate-900">{service.typicalRange}</dd>
        </div>
      </dl>
      <details className="group mt-4">
        <summary className="w-fit cursor-pointer list-none text-sm font-semibold text-brand-700 underline underline-offset-2 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">View Details</span>
          <span className="hidden group-open:inline">Hide Details</span>
        </summary>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <section>
            <h3 className="font-semibold text-slate-900">Our process</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {service.processSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">Benefits</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {service.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
        </div>
      </details>
      {studies.length > 0 && (
        <section aria-labelledby={`${service.anchor}-case-studies`} className="mt-4">
          <h3 id={`${service.anchor}-case-studies`} className="font-semibold text-slate-900">
            {showcaseTeaser.serviceCaseStudiesTitle}
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {studies.map((study) => (
              <li key={study.id}>
                <a href={caseStudyPath(study.slug)} className="font-semibold text-brand-700 underline">
                  {study.title}
                </a>
                <span className="text-slate-600"> ({study.clientLabel})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {quote && (
        <figure className="mt-4 border-l-4 border-brand-100 pl-4 text-sm" data-testimonial>
          <blockquote className="text-slate-800">
            <p>“{quote.quote}”</p>
          </blockquote>
          <figcaption className="mt-1 text-slate-700">
            <span className="font-semibold text-slate-900">{quote.personName}</span>, {quote.personRole}
          </figcaption>
        </figure>
      )}
      <p className="mt-4 text-sm">
        {/* A plain link, no prefetch: the services page stays as light as it was. */}
        <a href={`/case-studies#${service.anchor}`} className="font-semibold text-brand-700 underline">
          {showcaseTeaser.serviceLabel(service.shortTitle)}
        </a>
      </p>
    </article>
  );
}
