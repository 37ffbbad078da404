import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ProjectApproval } from '@/lib/approvals/queries';
import { APPROVAL_KIND_LABELS, APPROVAL_STATE_LABELS, type ApprovalState } from '@/lib/approvals/states';
import { formatDate } from '@/lib/format/date';
import { ApprovalDecisionForm } from './approval-decision-form';

const TONES: Record<ApprovalState, BadgeTone> = { pending: 'yellow', approved: 'green', changes_requested: 'red' };

const when = (date: Date) => <time dateTime={date.toISOString()}>{formatDate(date)}</time>;

/**
 * A project's approvals with their decision, who decided and when. The project's client
 * (`decide`) answers the pending ones here.
 */
export function ApprovalList({
  approvals,
  viewerId,
  decide,
}: {
  approvals: ProjectApproval[];
  viewerId: string;
  decide: boolean;
}) {
  if (approvals.length === 0) return <p className="text-slate-600">No approvals requested yet.</p>;
  return (
    <ul className="space-y-4" aria-label="Approvals">
      {approvals.map((approval) => (
        <li key={approval.id} className="rounded-md border border-slate-200 p-4" data-approval-state={approval.status}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold break-all text-slate-900">
              {`${APPROVAL_KIND_LABELS[approval.kind]}: `}
              {approval.fileId ? (
                <a href={`/files/${approval.fileId}/download`} download className="text-brand-700 underline">
                  {approval.title}
                </a>
              ) : (
                approval.title
              )}
            </h3>
            <Badge tone={TONES[approval.status]}>{APPROVAL_STATE_LABELS[approval.status]}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Requested by {approval.requestedByName ?? 'the team'} on {when(approval.requestedAt)}
          </p>
          {approval.note && <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{approval.note}</p>}
          {approval.decidedAt && (
            <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
              <p className="text-slate-800">
                {APPROVAL_STATE_LABELS[approval.status]} by{' '}
                {approval.decidedBy === viewerId ? 'you' : (approval.decidedByName ?? 'the client')} on{' '}
                {when(approval.decidedAt)}
              </p>
              {approval.decisionComment && (
                <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 whitespace-pre-line text-slate-800">
                  {approval.decisionComment}
                </blockquote>
              )}
            </div>
          )}
          {decide && approval.status === 'pending' && <ApprovalDecisionForm id={approval.id} title={approval.title} />}
        </li>
      ))}
    </ul>
  );
}
