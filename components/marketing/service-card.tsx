import { showcaseTeaser } from '@/content/case-studies';
import type { Service } from '@/content/services';

/**
 * Each card toggles 'View Details' / 'Hide Details' on its own. A native
 * <details>, so the toggle works from the first paint and without JavaScript; the label
 * follows its open state in CSS. /services#anchor opens a card with OpenTargetedService.
 */
export function ServiceCard({ service }: { service: Service }) {
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
      <p className="mt-4 text-sm">
        {/* A plain link, no prefetch: the services page stays as light as it was. */}
        <a href={`/case-studies?service=${service.anchor}`} className="font-semibold text-brand-700 underline">
          {showcaseTeaser.serviceLabel(service.shortTitle)}
        </a>
      </p>
    </article>
  );
}
