'use client';

import { useEffect, useId, useState } from 'react';
import type { Service } from '@/content/services';

/** Spec §2.3: each card toggles 'View Details' / 'Hide Details' on its own; /services#anchor opens it. */
export function ServiceCard({ service }: { service: Service }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  useEffect(() => {
    const openIfTargeted = () => {
      if (window.location.hash === `#${service.anchor}`) {
        setOpen(true);
        document.getElementById(service.anchor)?.scrollIntoView({ block: 'start' });
      }
    };
    openIfTargeted();
    window.addEventListener('hashchange', openIfTargeted);
    return () => window.removeEventListener('hashchange', openIfTargeted);
  }, [service.anchor]);

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
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {open ? 'Hide Details' : 'View Details'}
      </button>
      <div id={detailsId} hidden={!open} className="mt-4 grid gap-6 sm:grid-cols-2">
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
    </article>
  );
}
