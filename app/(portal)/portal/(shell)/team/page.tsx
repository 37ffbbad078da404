import type { Metadata } from 'next';
import { PageHeader } from '@/components/portal/page-header';
import { CompanyDetailsForm } from '@/components/portal/team/company-details-form';
import { InviteTeammateForm } from '@/components/portal/team/invite-teammate-form';
import { TeammateAccessList } from '@/components/portal/team/teammate-access-list';
import { TeamTable } from '@/components/portal/team/team-table';
import { teamCopy } from '@/content/client-portal';
import { requireRole } from '@/lib/auth/require-role';
import { listClientProjects } from '@/lib/client-portal/queries';
import { mayManageTeam } from '@/lib/companies/access';
import { getCompany, listTeammates } from '@/lib/companies/queries';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { pageTransaction } from '@/lib/outage/page-outage';

export const metadata: Metadata = { title: 'Team' };

/** The company's people; owners invite and remove teammates, change their roles and edit the company here. */
export default async function Page() {
  const user = await requireRole('client');
  const company = user.company;
  if (!company) {
    return (
      <>
        <PageHeader title={teamCopy.title} description={teamCopy.description} />
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{teamCopy.noCompany}</p>
      </>
    );
  }
  const manage = mayManageTeam(user);
  const [teammates, projects, details] = await pageTransaction(user.claims, (tx) =>
    Promise.all([
      listTeammates(tx, company.id),
      listClientProjects(tx, user.claims.sub),
      manage ? getCompany(tx, company.id) : null,
    ]),
  );
  const projectOptions = projects.map(({ id, title }) => ({ id, title }));
  return (
    <>
      <PageHeader title={teamCopy.title} description={`${company.name}: ${teamCopy.description}`} />
      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="section-title">
          {teamCopy.membersHeading}
        </h2>
        <TeamTable
          organizationId={company.id}
          teammates={teammates}
          projects={projectOptions}
          viewerId={user.claims.sub}
          canManage={manage}
          caption={`People of ${company.name}`}
        />
      </section>
      {manage && (
        <div className="mt-8">
          <TeammateAccessList
            organizationId={company.id}
            teammates={teammates}
            projects={projectOptions}
            headingId="access-heading"
          />
        </div>
      )}
      {manage && details && (
        <section aria-labelledby="company-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="company-heading" className="mb-4 text-lg font-semibold text-slate-900">
            {teamCopy.companyHeading}
          </h2>
          <CompanyDetailsForm company={details} />
        </section>
      )}
      {manage && (
        <section aria-labelledby="invite-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="invite-heading" className="mb-4 text-lg font-semibold text-slate-900">
            {teamCopy.inviteHeading}
          </h2>
          <InviteTeammateForm organizationId={company.id} projects={projectOptions} formKey={newIdempotencyKey()} />
        </section>
      )}
    </>
  );
}
