import { COMPANY_ROLE_LABELS } from '@/lib/companies/roles';
import type { Teammate } from '@/lib/companies/queries';
import { TeammateAccessForm } from './teammate-access-form';

/**
 * Changing each teammate's role and projects, one disclosure per person: a native <details>,
 * so it opens from the first paint and without JavaScript.
 */
export function TeammateAccessList({
  organizationId,
  teammates,
  projects,
  headingId,
  headingLevel = 2,
}: {
  organizationId: string;
  teammates: Teammate[];
  projects: { id: string; title: string }[];
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        Roles and Projects
      </Heading>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {teammates.map((teammate) => {
          const name = teammate.fullName || teammate.email;
          return (
            <li key={teammate.profileId}>
              <details className="group px-4 py-3">
                <summary className="cursor-pointer rounded font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
                  Change {name}
                  <span className="font-normal text-slate-600"> ({COMPANY_ROLE_LABELS[teammate.companyRole]})</span>
                </summary>
                <div className="pt-4">
                  <TeammateAccessForm
                    organizationId={organizationId}
                    teammate={teammate}
                    name={name}
                    projects={projects}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
