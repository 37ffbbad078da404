import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { BillingSummary } from '@/components/portal/billing/billing-summary';
import { InvoiceTable } from '@/components/portal/billing/invoice-table';
import { ProjectApprovals } from '@/components/portal/approvals/project-approvals';
import { FileUploader } from '@/components/portal/files/file-uploader';
import { ProjectFileList } from '@/components/portal/files/project-file-list';
import { ProjectProgress } from '@/components/portal/projects/project-progress';
import { StageBadge } from '@/components/portal/projects/stage-badge';
import { listProjectApprovals } from '@/lib/approvals/queries';
import { loadFirstAudit } from '@/lib/audits/queries';
import { roiSummary } from '@/lib/audits/roi';
import { isAdminRole } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/require-role';
import { pageRead } from '@/lib/outage/page-outage';
import { onlinePaymentEnabled } from '@/lib/billing/config';
import { todayIso } from '@/lib/billing/dates';
import { LATEST_INVOICES_ON_A_PROJECT, pageOf } from '@/lib/billing/invoice-pages';
import { listInvoices } from '@/lib/billing/queries';
import { billingTotals } from '@/lib/billing/rules';
import { getClientProject, listClientFiles } from '@/lib/client-portal/queries';
import { mayUseBilling } from '@/lib/companies/access';
import { withUser } from '@/lib/db/client';
import { uploadSummary } from '@/lib/files/upload-route';
import { formatMoney } from '@/lib/format/money';
import { firstParam, isUuid, type SearchParams } from '@/lib/lists/params';
import { loadThread } from '@/lib/messages/queries';
import { ProjectThread } from '@/components/portal/messages/project-thread';
import { ClientConsent } from '@/components/portal/showcase/client-consent';
import { projectShowcase } from '@/lib/showcase/queries';
import { ClientPlan } from '@/components/portal/plan/client-plan';
import { projectProgress } from '@/lib/tasks/progress';
import { loadPlan } from '@/lib/tasks/queries';

export const metadata: Metadata = { title: 'Project' };

function Section({ id, title, children, anchor }: { id: string; title: string; children: ReactNode; anchor?: string }) {
  return (
    // No `id` at all rather than an undefined one, which the payload would spell out.
    <section {...(anchor && { id: anchor })} aria-labelledby={id} className="mt-8">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A client's own project: progress, dates, the conversation with the team, shared
 * files and approvals, invoices, and the audit's savings with a link to the audit itself
 * (its own page, as the proposal is). Anyone else's id, or no project, is a 404. Admins go
 * to the admin screen.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const user = await requireRole('signed-in');
  const { id } = await params;
  const query = await searchParams;
  if (isAdminRole(user.profile.role)) redirect(`/admin/projects/${encodeURIComponent(id)}`);
  // Other roles go where every client page sends them (the dashboard says why).
  if (user.profile.role !== 'client') redirect('/');
  if (!isUuid(id)) notFound();
  const before = firstParam(query, 'before') ?? null;
  const clientId = user.claims.sub;
  // Invoices are for the company's owners and billing members; others see the work only.
  const billing = mayUseBilling(user);
  const found = await pageRead(() =>
    withUser(user.claims, async (tx) => {
      const project = await getClientProject(tx, id);
      if (!project) return null;
      return {
        project,
        files: await listClientFiles(tx, id),
        invoices: billing ? await listInvoices(tx, { projectId: id }) : [],
        audit: await loadFirstAudit(tx, id),
        approvals: await listProjectApprovals(tx, id),
        thread: await loadThread(tx, id, clientId, { before }),
        showcase: await projectShowcase(tx, id),
        plan: await loadPlan(tx, id),
      };
    }),
  );
  if (!found) notFound();
  const { project, files, invoices, audit, approvals, thread, showcase, plan } = found;
  // The newest few; Billing has every one, and the totals below count every one.
  const latestInvoices = pageOf(invoices, 1, LATEST_INVOICES_ON_A_PROJECT);
  const uploaded = uploadSummary(
    firstParam(query, 'uploaded'),
    firstParam(query, 'failed'),
    firstParam(query, 'refused'),
  );
  const today = todayIso();
  const online = onlinePaymentEnabled();
  const progress = projectProgress(project);
  // The audit itself (its figures and charts) is a page of its own; here, its headline.
  const savings = audit?.items.length ? roiSummary(audit.items, project.monthlyFee).monthlySavings : null;

  return (
    <>
      <Link href="/projects" className="text-sm font-medium text-brand-700 underline">
        Back to Projects
      </Link>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{project.title}</h1>
        <StageBadge stage={project.stage} />
      </header>
      {project.description && <p className="mt-2 whitespace-pre-line text-slate-700">{project.description}</p>}
      {project.stage !== 'discovery_audit' && (
        <p className="mt-2">
          <Link href={`/projects/${project.id}/proposal`} className="text-sm font-medium text-brand-700 underline">
            Proposal and contract
          </Link>
        </p>
      )}

      <Section id="progress-heading" title="Progress">
        <ProjectProgress
          title={project.title}
          stage={project.stage}
          progress={{ percent: progress.percent, step: progress.step }}
          startDate={project.startDate}
          endDate={project.endDate}
          projectValue={project.projectValue}
          monthlyFee={project.monthlyFee}
        />
      </Section>

      {plan.length > 0 && (
        <Section id="plan-heading" title="Plan" anchor="plan">
          <ClientPlan plan={plan} today={today} billing={billing} />
        </Section>
      )}

      <div className="mt-8">
        <ProjectThread projectId={project.id} thread={thread} basePath={`/projects/${project.id}`} viewer="client" />
      </div>

      {billing && (
        <Section id="invoices-heading" title="Invoices">
          {invoices.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
              No invoices for this project yet. The first half is invoiced when the contract is signed.
            </p>
          ) : (
            <>
              <BillingSummary totals={billingTotals(invoices, today)} />
              <div className="mt-4">
                <InvoiceTable
                  invoices={latestInvoices.rows}
                  today={today}
                  caption={`Invoices for ${project.title}`}
                  showProject={false}
                  payOnline={online}
                />
              </div>
              {latestInvoices.pageCount > 1 && (
                <p className="mt-3 text-sm text-slate-700">
                  The latest {latestInvoices.rows.length} of {latestInvoices.total} invoices.{' '}
                  <Link href={`/billing?project=${project.id}`} className="font-medium text-brand-700 underline">
                    All of this project&apos;s invoices on Billing
                  </Link>
                </p>
              )}
            </>
          )}
        </Section>
      )}

      <Section id="files-heading" title="Shared Files" anchor="files">
        <div className="rounded-lg border border-slate-200 bg-white p-5">
          {uploaded && (
            <p className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800" role="status">
              {uploaded}
            </p>
          )}
          <FileUploader projectId={project.id} help="The team sees them at once." />
          {/* `clientId` only names the client to the team; the client is the viewer here. */}
          <ProjectFileList files={files} viewer={{ id: clientId, staff: false }} />
        </div>
      </Section>

      <div className="mt-8">
        <ProjectApprovals projectId={project.id} approvals={approvals} viewer={{ id: clientId, staff: false }} />
        <ClientConsent caseStudy={showcase.caseStudy} testimonials={showcase.testimonials} />
      </div>

      <Section id="audit-heading" title="Software Audit & ROI">
        {savings === null ? (
          <p className="text-slate-600">No software audit uploaded yet.</p>
        ) : (
          <p className="text-slate-700">
            Savings of {formatMoney(savings)} a month against today&apos;s software costs.{' '}
            <Link href={`/projects/${project.id}/audit`} className="font-medium text-brand-700 underline">
              Read the audit and its ROI
            </Link>
          </p>
        )}
      </Section>
    </>
  );
}
