import { caseStudyPath } from '@/lib/seo/case-study-structured-data';
import type { PublishedCaseStudy } from '@/lib/showcase/queries';

/** A published case study in the list: who (as the client agreed), what, and its first figures. */
export function CaseStudyCard({ study, heading = 'h2' }: { study: PublishedCaseStudy; heading?: 'h2' | 'h3' | 'h4' }) {
  const Heading = heading;
  return (
    <article
      aria-labelledby={`case-study-${study.id}`}
      className="flex h-full flex-col rounded-lg border border-slate-200 p-6"
    >
      <p className="text-sm text-slate-600">{study.clientLabel}</p>
      <Heading id={`case-study-${study.id}`} className="mt-1 text-xl font-semibold text-slate-900">
        <a href={caseStudyPath(study.slug)} className="hover:underline">
          {study.title}
        </a>
      </Heading>
      <p className="mt-2 text-slate-700">{study.summary}</p>
      {study.figures.length > 0 && (
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {study.figures.slice(-2).map((f) => (
            <div key={f.label}>
              <dt className="text-slate-600">{f.label}</dt>
              <dd className="font-semibold text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
