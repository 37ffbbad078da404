import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CountersignProposalForm } from '@/components/portal/proposals/countersign-proposal-form';
import { ProposalEditor, type EditorTool } from '@/components/portal/proposals/proposal-editor';
import { ProposalHistory } from '@/components/portal/proposals/proposal-history';
import { ProposalView } from '@/components/portal/proposals/proposal-view';
import { SendProposalForm } from '@/components/portal/proposals/send-proposal-form';
import { loadFirstAudit } from '@/lib/audits/queries';
import { requireRole } from '@/lib/auth/require-role';
import { withUser } from '@/lib/db/client';
import { isUuid } from '@/lib/lists/params';
import { pageRead } from '@/lib/outage/page-outage';
import { EMPTY_CONTENT, type ProposalContent } from '@/lib/proposals/content';
import { money } from '@/lib/proposals/document';
import {
  countersignPolicy,
  getCountersignature,
  getDraft,
  getProposalProject,
  listSentVersions,
  listTemplates,
} from '@/lib/proposals/queries';
import { draftDefaults } from '@/lib/proposals/schema';
import { PROPOSAL_STATUS_LABELS, proposalStatus } from '@/lib/proposals/status';
import { TEMPLATE_KIND_LABELS } from '@/lib/proposals/templates';
import { STAGE_META } from '@/lib/projects/stages';

export const metadata: Metadata = { title: 'Proposal' };

/**
 * The team writes the project's proposal: the editor (saved as a draft), the preview of
 * exactly what the client will see, Send, and every sent version with its decision. An
 * unknown id is a 404.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireRole('admin');
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const found = await pageRead(() =>
    withUser(claims, async (tx) => {
      const project = await getProposalProject(tx, id);
      if (!project) return null;
      const [draft, versions, audit, templates, policy] = await Promise.all([
        getDraft(tx, id),
        listSentVersions(tx, id),
        loadFirstAudit(tx, id),
        listTemplates(tx),
        countersignPolicy(tx),
      ]);
      const acceptance = versions.find((v) => v.decision?.decision === 'accepted')?.decision ?? null;
      const countersignature = acceptance ? await getCountersignature(tx, acceptance.id) : null;
      return { project, draft, versions, audit, templates, policy, acceptance, countersignature };
    }),
  );
  if (!found) notFound();
  const { project, draft, versions, audit, templates, policy, acceptance, countersignature } = found;
  const now = new Date();
  // A first draft starts from the project's title and the first template of each kind.
  const content: ProposalContent = draft?.content ?? {
    ...EMPTY_CONTENT,
    title: project.title,
    scope: templates.find((t) => t.kind === 'scope')?.body ?? '',
    terms: templates.find((t) => t.kind === 'terms')?.body ?? '',
  };
  const tools: EditorTool[] = (audit?.items ?? []).map((item) => ({
    id: item.id,
    name: item.softwareName,
    monthlyCost: money(item.monthlyCost),
    action: content.tools.find((tool) => tool.name === item.softwareName)?.action ?? '',
  }));
  const latest = versions[0];
  const status = proposalStatus(
    latest ? { expiresAt: latest.expiresAt, decision: latest.decision?.decision ?? null } : null,
    now,
  );
  const accepted = acceptance !== null;

  return (
    <>
      <Link href={`/admin/projects/${project.id}`} className="text-sm font-medium text-brand-700 underline">
        Back to {project.title}
      </Link>
      <header className="mt-3">
        <h1 className="text-2xl font-bold text-slate-900">Proposal: {project.title}</h1>
        <p className="mt-1 text-slate-600">
          For {project.clientName} · Stage: {STAGE_META[project.stage].label} · Status: {PROPOSAL_STATUS_LABELS[status]}
        </p>
      </header>

      <section aria-labelledby="editor-heading" className="mt-8">
        <h2 id="editor-heading" className="section-title">
          Write
        </h2>
        <div className="rounded-lg border border-slate-200 bg-white p-5">
          <ProposalEditor projectId={project.id} defaults={draftDefaults(content)} tools={tools} />
          {templates.length > 0 && (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium text-slate-800">Templates from Settings</summary>
              <ul className="mt-2 space-y-2">
                {templates.map((template) => (
                  <li key={template.id}>
                    <p className="font-medium">
                      {TEMPLATE_KIND_LABELS[template.kind]}: {template.title}
                    </p>
                    <p className="whitespace-pre-line text-slate-700">{template.body}</p>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      </section>

      <section aria-labelledby="preview-heading" className="mt-8">
        <h2 id="preview-heading" className="section-title">
          Preview: what the client will see
        </h2>
        {draft ? (
          <ProposalView
            idPrefix="preview"
            document={{
              projectTitle: project.title,
              clientName: project.clientName,
              version: 0,
              sentAt: now,
              expiresAt: now,
              content: draft.content,
            }}
          />
        ) : (
          <p className="text-sm text-slate-600">Save a draft to preview it.</p>
        )}
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5">
          {accepted ? (
            <p className="text-sm text-slate-700">
              This proposal has been accepted and signed; it cannot be sent again.
            </p>
          ) : (
            <SendProposalForm projectId={project.id} disabled={!draft} />
          )}
        </div>
      </section>

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="section-title">
          Sent versions
        </h2>
        <ProposalHistory versions={versions} now={now} showSigner />
      </section>

      {acceptance && (countersignature || policy.offered) && (
        <section aria-labelledby="countersign-heading" className="mt-8">
          <h2 id="countersign-heading" className="section-title">
            Countersignature
          </h2>
          <div className="rounded-lg border border-slate-200 bg-white p-5">
            {countersignature ? (
              <p className="text-sm text-slate-700">
                Countersigned by {countersignature.signerName} on {countersignature.countersignedAt.toISOString()}.
              </p>
            ) : (
              <>
                {policy.required && (
                  <p className="mb-4 text-sm text-slate-700">
                    Settings require the countersignature: the project moves to Contract Signed, and its upfront invoice
                    is issued, when you countersign.
                  </p>
                )}
                <CountersignProposalForm decisionId={acceptance.id} />
              </>
            )}
          </div>
        </section>
      )}
    </>
  );
}
