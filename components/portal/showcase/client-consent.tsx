import type { CaseStudyRecord, TestimonialRecord } from '@/lib/showcase/queries';
import { canWithdraw } from '@/lib/showcase/states';
import { caseStudyPath } from '@/lib/seo/case-study-structured-data';
import { PublicationBadge } from './publication-badge';
import { ShowcaseButton } from './showcase-button';

/**
 * On the client's project page: what the firm may publish about this project, and the button
 * that withdraws consent (the item leaves the website at once). Approving happens in Approvals,
 * which shows the exact text.
 */
export function ClientConsent({
  caseStudy,
  testimonials,
}: {
  caseStudy: CaseStudyRecord | null;
  testimonials: TestimonialRecord[];
}) {
  const items = [
    ...(caseStudy && caseStudy.state !== 'draft'
      ? [
          {
            kind: 'case_study' as const,
            id: caseStudy.id,
            state: caseStudy.state,
            name: `Case study: ${caseStudy.title}`,
            href: caseStudy.state === 'published' ? caseStudyPath(caseStudy.slug) : null,
          },
        ]
      : []),
    ...testimonials
      .filter((t) => t.state !== 'draft')
      .map((t) => ({
        kind: 'testimonial' as const,
        id: t.id,
        state: t.state,
        name: `Testimonial from ${t.personName}`,
        href: null,
      })),
  ];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="consent-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="consent-heading" className="text-lg font-semibold text-slate-900">
        On Our Website
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What you agreed we may publish about this project. You can withdraw your consent at any time; it then leaves the
        website at once.
      </p>
      <ul className="mt-4 space-y-3" aria-label="Published with your consent">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">
                {item.href ? (
                  <a href={item.href} className="text-brand-700 underline">
                    {item.name}
                  </a>
                ) : (
                  item.name
                )}
              </span>
              <PublicationBadge state={item.state} />
            </div>
            {canWithdraw(item.state) && (
              <ShowcaseButton
                operation="withdraw"
                kind={item.kind}
                id={item.id}
                label="Withdraw Consent"
                variant="danger"
                ariaLabel={`Withdraw consent: ${item.name}`}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
