import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ProjectApproval } from '@/lib/approvals/queries';
import { APPROVAL_KIND_LABELS, APPROVAL_STATE_LABELS, type ApprovalState } from '@/lib/approvals/states';
import { formatDate } from '@/lib/format/date';
import { ApprovalDecisionForm } from './approval-decision-form';

const TONES: Record<ApprovalState, BadgeTone> = { pending: 'yellow', approved: 'green', changes_requested: 'red' };

const when = (date: Date) => <time dateTime={date.toISOString()}>{formatDate(date)}</time>;

/**
 * A project's approvals with their decision, who decided and when. The project's client
 * (`decide`) answers the pending ones here. Each part is styled by its place (`approval-list`
 * in app/components.css), so an approval does not repeat its classes as HTML and as payload.
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
    <ul className="approval-list" aria-label="Approvals">
      {approvals.map((approval) => (
        <li key={approval.id} data-approval-state={approval.status}>
          <div>
            <h3>
              {`${APPROVAL_KIND_LABELS[approval.kind]}: `}
              {approval.fileId ? (
                <a href={`/files/${approval.fileId}/download`} download>
                  {approval.title}
                </a>
              ) : (
                approval.title
              )}
            </h3>
            <Badge tone={TONES[approval.status]}>{APPROVAL_STATE_LABELS[approval.status]}</Badge>
          </div>
          <p>
            Requested by {approval.requestedByName ?? 'the team'} on {when(approval.requestedAt)}
          </p>
          {approval.note && <p>{approval.note}</p>}
          {approval.decidedAt && (
            <div>
              <p>
                {APPROVAL_STATE_LABELS[approval.status]} by{' '}
                {approval.decidedBy === viewerId ? 'you' : (approval.decidedByName ?? 'the client')} on{' '}
                {when(approval.decidedAt)}
              </p>
              {approval.decisionComment && <blockquote>{approval.decisionComment}</blockquote>}
            </div>
          )}
          {decide && approval.status === 'pending' && <ApprovalDecisionForm id={approval.id} title={approval.title} />}
        </li>
      ))}
    </ul>
  );
}
