import type { ProjectApproval } from '@/lib/approvals/queries';
import { newIdempotencyKey } from '@/lib/idempotency/form-key';
import { ApprovalList } from './approval-list';
import { RequestApprovalForm } from './request-approval-form';

/**
 * The approvals section of a project page: the team asks (`files` are what it may ask about),
 * the project's client decides; both see every decision with who and when.
 */
export function ProjectApprovals({
  projectId,
  approvals,
  viewer,
  files,
}: {
  projectId: string;
  approvals: ProjectApproval[];
  viewer: { id: string; staff: boolean };
  files?: { id: string; fileName: string }[];
}) {
  return (
    <section id="approvals" aria-labelledby="approvals-heading" className="panel">
      <h2 id="approvals-heading" className="text-lg font-semibold text-slate-900">
        Approvals
      </h2>
      {viewer.staff && (
        <div className="mt-4 border-b border-slate-100 pb-5">
          {/* The key of a request posted before hydration: made here, on the server, per page. */}
          <RequestApprovalForm projectId={projectId} files={files ?? []} formKey={newIdempotencyKey()} />
        </div>
      )}
      <div className="mt-4">
        <ApprovalList approvals={approvals} viewerId={viewer.id} decide={!viewer.staff} />
      </div>
    </section>
  );
}
