import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CaseStudyForm, type CaseStudyDefaults } from '@/components/portal/showcase/case-study-form';
import { PublicationBadge } from '@/components/portal/showcase/publication-badge';
import { ShowcaseItemControls } from '@/components/portal/showcase/showcase-item-controls';
import { TestimonialForm } from '@/components/portal/showcase/testimonial-form';
import { services } from '@/content/services';
import { requireRole } from '@/lib/auth/require-role';
import { withUser } from '@/lib/db/client';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { caseStudyPath } from '@/lib/seo/case-study-structured-data';
import { caseStudySource, projectShowcase } from '@/lib/showcase/queries';

export const metadata: Metadata = { title: 'Case Study and Testimonials' };

const serviceOptions = services.map((s) => ({ anchor: s.anchor, title: s.title }));

/**
 * The team tells a finished project's story with the client's consent: the case study (drafted
 * from the project, its figures from the audit and ROI), the testimonials, where each stands,
 * and the buttons to ask the client, publish and unpublish. An unknown id is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const found = await pageRead(() =>
    withUser(claims, async (tx) => {
      const source = await caseStudySource(tx, id);
      if (!source) return null;
      return { source, ...(await projectShowcase(tx, id)) };
    }),
  );
  if (!found) notFound();
  const { source, caseStudy, testimonials } = found;
  const defaults: CaseStudyDefaults = caseStudy
    ? {
        title: caseStudy.title,
        summary: caseStudy.summary,
        problem: caseStudy.problem,
        approach: caseStudy.approach,
        results: caseStudy.results,
        serviceAnchor: caseStudy.serviceAnchor ?? '',
        clientNamed: String(caseStudy.clientNamed),
        clientLabel: caseStudy.clientLabel,
      }
    : {
        title: source.projectTitle,
        summary: '',
        problem: '',
        approach: '',
        results: '',
        serviceAnchor: '',
        clientNamed: 'false',
        clientLabel: '',
      };
  const figures = caseStudy?.figures ?? source.figures;

  return (
    <>
      <Link href={`/admin/projects/${id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {source.projectTitle}
      </Link>
      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900">Case study and testimonials: {source.projectTitle}</h1>
        <p className="mt-1 text-slate-600">
          {source.companyName ? `Client: ${source.companyName}. ` : ''}Published only with the client’s approval of the
          exact text; they can withdraw it at any time.
        </p>
      </header>

      <section aria-labelledby="case-study-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="case-study-heading" className="text-lg font-semibold text-slate-900">
            Case study
          </h2>
          {caseStudy && <PublicationBadge state={caseStudy.state} />}
        </div>
        {!source.completed ? (
          <p className="mt-3 text-slate-700">A case study is written once the project is completed.</p>
        ) : (
          <>
            {caseStudy?.state === 'changes_requested' && caseStudy.decisionComment && (
              <blockquote className="mt-3 border-l-4 border-red-300 pl-3 whitespace-pre-line text-slate-800">
                The client asked for changes: {caseStudy.decisionComment}
              </blockquote>
            )}
            {caseStudy?.state === 'published' && (
              <p className="mt-3 text-sm">
                <a href={caseStudyPath(caseStudy.slug)} className="text-brand-700 underline">
                  View the published page
                </a>
              </p>
            )}
            <section aria-labelledby="figures-heading" className="mt-4 rounded-md bg-slate-50 p-4">
              <h3 id="figures-heading" className="font-semibold text-slate-900">
                Figures from the audit and ROI
              </h3>
              {figures.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700">This project has no software audit, so no figures.</p>
              ) : (
                <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                  {figures.map((f) => (
                    <div key={f.label}>
                      <dt className="text-slate-600">{f.label}</dt>
                      <dd className="font-semibold text-slate-900">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
            <div className="mt-4">
              <CaseStudyForm
                projectId={id}
                defaults={defaults}
                services={serviceOptions}
                askedAbout={
                  caseStudy !== null && ['awaiting_approval', 'approved', 'published'].includes(caseStudy.state)
                }
              />
            </div>
            {caseStudy && (
              <div className="mt-4 border-t border-slate-100 pt-4">
                <ShowcaseItemControls
                  kind="case_study"
                  id={caseStudy.id}
                  state={caseStudy.state}
                  name={`the case study “${caseStudy.title}”`}
                />
              </div>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="testimonials-heading" className="text-lg font-semibold text-slate-900">
          Testimonials
        </h2>
        {testimonials.length === 0 ? (
          <p className="mt-3 text-slate-700">No testimonials yet.</p>
        ) : (
          <ul className="mt-3 space-y-4" aria-label="Testimonials">
            {testimonials.map((t) => (
              <li key={t.id} className="rounded-md border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <blockquote className="text-slate-800">
                    <p>“{t.quote}”</p>
                    <footer className="mt-1 text-sm text-slate-600">
                      {t.personName}, {t.personRole}
                    </footer>
                  </blockquote>
                  <PublicationBadge state={t.state} />
                </div>
                {t.state === 'changes_requested' && t.decisionComment && (
                  <p className="mt-2 text-sm text-slate-800">The client asked for changes: {t.decisionComment}</p>
                )}
                <div className="mt-3">
                  <ShowcaseItemControls
                    kind="testimonial"
                    id={t.id}
                    state={t.state}
                    name={`the testimonial from ${t.personName}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 border-t border-slate-100 pt-5">
          <h3 className="mb-3 font-semibold text-slate-900">Add a testimonial</h3>
          <TestimonialForm projectId={id} services={serviceOptions} formKey={newIdempotencyKey()} />
        </div>
      </section>
    </>
  );
}
