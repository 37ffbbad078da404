import { optionLabel } from '@/lib/proposals/content';
import { money, optionSavings, planSummary, utcStamp, type ProposalDocument } from '@/lib/proposals/document';
import { TOOL_PLAN_ACTION_LABELS } from '@/lib/proposals/software-plan';

function Block({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id} className="mt-5">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

/**
 * A proposal as the client reads it: the team's preview of a draft and the client's page use
 * this one component, and the PDF draws the same parts in the same order.
 */
export function ProposalView({ document, idPrefix }: { document: ProposalDocument; idPrefix: string }) {
  const { content } = document;
  const savings = optionSavings(content);
  const summary = planSummary(content);
  return (
    <article aria-labelledby={`${idPrefix}-title`} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={`${idPrefix}-title`} className="text-xl font-bold text-slate-900">
        {content.title || document.projectTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Prepared for {document.clientName} · Project: {document.projectTitle}
        {document.version > 0 && (
          <>
            {' '}
            · Version {document.version} · Sent {utcStamp(document.sentAt)} · Valid until {utcStamp(document.expiresAt)}
          </>
        )}
      </p>
      <Block id={`${idPrefix}-scope`} title="Scope" text={content.scope} />
      <Block id={`${idPrefix}-deliverables`} title="Deliverables" text={content.deliverables} />
      <Block id={`${idPrefix}-timeline`} title="Timeline" text={content.timeline} />
      <section aria-labelledby={`${idPrefix}-options`} className="mt-5">
        <h3 id={`${idPrefix}-options`} className="font-semibold text-slate-900">
          Options
        </h3>
        {content.options.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No options yet.</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-3">
            {content.options.map((option, index) => (
              <li key={index} className="rounded-md border border-slate-200 p-4">
                <p className="font-medium text-slate-900">{optionLabel(option, index)}</p>
                <dl className="mt-2 space-y-1 text-sm">
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-600">Project value</dt>
                    <dd className="font-medium">{money(option.projectValue)}</dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-600">Monthly fee</dt>
                    <dd className="font-medium">{money(option.monthlyFee)}</dd>
                  </div>
                  {content.tools.length > 0 && (
                    <div className="flex justify-between gap-2">
                      <dt className="text-slate-600">Monthly software saving</dt>
                      <dd className="font-medium">{money(savings[index].monthlySaving)}</dd>
                    </div>
                  )}
                </dl>
                {option.description && (
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{option.description}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {content.tools.length > 0 && (
        <section aria-labelledby={`${idPrefix}-plan`} className="mt-5">
          <h3 id={`${idPrefix}-plan`} className="font-semibold text-slate-900">
            Software plan
          </h3>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">What happens to each tool of the audit</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  Tool
                </th>
                <th scope="col" className="py-1 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Cost today (monthly)
                </th>
              </tr>
            </thead>
            <tbody>
              {content.tools.map((tool, index) => (
                <tr key={index} className="border-b border-slate-100">
                  <td className="py-1">{tool.name}</td>
                  <td className="py-1">{TOOL_PLAN_ACTION_LABELS[tool.action]}</td>
                  <td className="py-1 text-right">{money(tool.monthlyCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary && <p className="mt-2 text-sm text-slate-700">{summary}</p>}
        </section>
      )}
      <Block id={`${idPrefix}-terms`} title="Terms" text={content.terms} />
    </article>
  );
}
