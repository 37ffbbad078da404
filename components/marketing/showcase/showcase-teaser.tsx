import { showcaseTeaser } from '@/content/case-studies';

/**
 * The link to the case studies and testimonials from a prerendered page. A plain anchor: no
 * data and no prefetch, so the page it sits on stays exactly as light as it was.
 */
export function ShowcaseTeaser({ className = '' }: { className?: string }) {
  return (
    <section
      aria-labelledby="showcase-teaser-heading"
      className={`rounded-lg border border-slate-200 p-6 ${className}`}
    >
      <h2 id="showcase-teaser-heading" className="text-2xl font-bold">
        {showcaseTeaser.title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{showcaseTeaser.text}</p>
      <p className="mt-4">
        <a href={showcaseTeaser.href} className="font-semibold text-brand-700 underline underline-offset-2">
          {showcaseTeaser.label}
        </a>
      </p>
    </section>
  );
}
