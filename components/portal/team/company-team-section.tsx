import { buttonClass } from '@/components/ui/button';
import { CompanyDetailsForm } from './company-details-form';
import { InviteTeammateForm } from './invite-teammate-form';
import { TeammateAccessList } from './teammate-access-list';
import { TeamTable } from './team-table';
import type { Company, Teammate } from '@/lib/companies/queries';

/** The admin's view of a client's company: its people, their roles, its details, inviting and removing. */
export function CompanyTeamSection({
  company,
  teammates,
  projects,
  viewerId,
  formKey,
}: {
  company: Company;
  teammates: Teammate[];
  projects: { id: string; title: string }[];
  viewerId: string;
  formKey: string;
}) {
  return (
    <section aria-labelledby="company-team-heading" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="company-team-heading" className="text-lg font-semibold text-slate-900">
          Company Members: {company.name}
        </h2>
        {/* A plain link, never prefetched: each download is an export, logged as one. */}
        <a href={`/admin/companies/${company.id}/export`} download className={buttonClass('secondary')}>
          Export Client Data
        </a>
      </div>
      <TeamTable
        organizationId={company.id}
        teammates={teammates}
        projects={projects}
        viewerId={viewerId}
        canManage
        offerErase
        caption={`Members of ${company.name}`}
      />
      <TeammateAccessList
        organizationId={company.id}
        teammates={teammates}
        projects={projects}
        headingId="company-access-heading"
        headingLevel={3}
      />
      <div className="panel">
        <h3 className="mb-4 font-semibold text-slate-900">Company Details</h3>
        <CompanyDetailsForm company={company} />
      </div>
      <div className="panel">
        <h3 className="mb-4 font-semibold text-slate-900">Invite a Teammate</h3>
        <InviteTeammateForm organizationId={company.id} projects={projects} formKey={formKey} />
      </div>
    </section>
  );
}
