import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { AcceptProposalForm } from '@/components/portal/proposals/accept-proposal-form';
import { DeclineProposalForm } from '@/components/portal/proposals/decline-proposal-form';
import { ProposalHistory } from '@/components/portal/proposals/proposal-history';
import { ProposalView } from '@/components/portal/proposals/proposal-view';
import { isAdminRole } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/require-role';
import { getClientProject } from '@/lib/client-portal/queries';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { optionLabel } from '@/lib/proposals/content';
import { utcStamp } from '@/lib/proposals/document';
import { proposalDocumentHash } from '@/lib/proposals/pdf';
import { documentOf, getProposalProject, listSentVersions } from '@/lib/proposals/queries';
import { PROPOSAL_STATUS_LABELS, proposalStatus } from '@/lib/proposals/status';

export const metadata: Metadata = { title: 'Proposal' };

/**
 * The client reads the latest proposal of its project, then accepts one option and signs,
 * or declines saying why; older versions stay listed. Another client's project is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireRole('signed-in');
  const { id } = await params;
  if (isAdminRole(user.profile.role)) redirect(`/admin/projects/${encodeURIComponent(id)}/proposal`);
  if (user.profile.role !== 'client') redirect('/');
  if (!isUuid(id)) notFound();
  const found = await pageRead(() =>
    withUser(user.claims, async (tx) => {
      // The same rule as the project page: a person of the client company who sees the project.
      if (!(await getClientProject(tx, id))) return null;
      const [project, versions] = await Promise.all([getProposalProject(tx, id), listSentVersions(tx, id)]);
      return project ? { project, versions } : null;
    }),
  );
  if (!found) notFound();
  const { project, versions } = found;
  if (versions.length === 0) {
    return (
      <>
        <Link href={`/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
          Back to {project.title}
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Proposal for {project.title}</h1>
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
          No proposal has been sent for this project yet.
        </p>
      </>
    );
  }
  const now = new Date();
  const latest = versions[0];
  const document = documentOf(project, latest);
  const status = proposalStatus({ expiresAt: latest.expiresAt, decision: latest.decision?.decision ?? null }, now);
  const decision = latest.decision;
  const chosen = decision?.optionIndex != null ? latest.content.options[decision.optionIndex] : undefined;

  return (
    <>
      <Link href={`/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Proposal for {project.title}</h1>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
          {PROPOSAL_STATUS_LABELS[status]}
        </p>
      </header>
      <p className="mt-2 text-sm">
        <a className="text-brand-700 underline" href={`/proposals/${latest.id}/pdf`}>
          Download this proposal (PDF)
        </a>
      </p>

      <div className="mt-6">
        <ProposalView idPrefix="proposal" document={document} />
      </div>

      <section aria-labelledby="decision-heading" className="mt-8">
        <h2 id="decision-heading" className="section-title">
          Your decision
        </h2>
        <div className="rounded-lg border border-slate-200 bg-white p-5">
          {status === 'sent' && (
            <div className="grid gap-8 lg:grid-cols-2">
              <AcceptProposalForm
                versionId={latest.id}
                documentSha256={proposalDocumentHash(document)}
                options={latest.content.options}
              />
              <DeclineProposalForm versionId={latest.id} />
            </div>
          )}
          {status === 'expired' && (
            <p className="text-slate-800">
              This proposal expired on {utcStamp(latest.expiresAt)} and can no longer be accepted. Please ask the team
              for a new one.
            </p>
          )}
          {decision?.decision === 'accepted' && (
            <p className="text-slate-800">
              Accepted and signed by {decision.signerName} on {utcStamp(decision.decidedAt)}
              {chosen && <>: {optionLabel(chosen, decision.optionIndex ?? 0)}</>}.{' '}
              <a className="text-brand-700 underline" href={`/proposals/${latest.id}/signed`}>
                Download the signed PDF
              </a>
            </p>
          )}
          {decision?.decision === 'declined' && (
            <p className="text-slate-800">
              You declined this proposal on {utcStamp(decision.decidedAt)}: {decision.reason}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="versions-heading" className="mt-8">
        <h2 id="versions-heading" className="section-title">
          All versions
        </h2>
        <ProposalHistory versions={versions} now={now} />
      </section>
    </>
  );
}
