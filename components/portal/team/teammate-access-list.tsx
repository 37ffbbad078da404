import type { Teammate } from '@/lib/companies/queries';
import { TeammateAccessForm } from './teammate-access-form';

/** Changing each teammate's role and projects, one disclosure per person. */
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
      <ul className="access-list">
        {teammates.map((teammate) => (
          <li key={teammate.profileId}>
            <TeammateAccessForm
              organizationId={organizationId}
              teammate={{
                profileId: teammate.profileId,
                companyRole: teammate.companyRole,
                restricted: teammate.restricted,
                projectIds: teammate.projectIds,
              }}
              name={teammate.fullName || teammate.email}
              projects={projects}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
