'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { decideApproval } from '@/lib/approvals/actions';
import { DECISION_FAILED, decideApprovalSchema } from '@/lib/approvals/schema';
import { APPROVAL_STATE_LABELS, MAX_APPROVAL_TEXT } from '@/lib/approvals/states';

/**
 * The client's answer to one pending approval: a comment, then Approve or Request Changes.
 * Each button submits the form with its decision (`name="decision"`), so it works before
 * hydration too; with JavaScript the schema checks first and the page stays put.
 */
export function ApprovalDecisionForm({ id, title }: { id: string; title: string }) {
  const form = useActionForm({
    action: decideApproval,
    schema: decideApprovalSchema,
    failed: DECISION_FAILED,
  });
  return (
    <form {...form.props} className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      <input type="hidden" name="id" value={id} />
      <TextAreaField
        id={`approval-comment-${id}`}
        label={`Comment on “${title}”`}
        maxLength={MAX_APPROVAL_TEXT}
        help="Optional when you approve; say what should change when you request changes."
        {...form.field('comment')}
      />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="approved" disabled={form.pending}>
          Approve<span className="sr-only"> {title}</span>
        </Button>
        <Button type="submit" name="decision" value="changes_requested" variant="secondary" disabled={form.pending}>
          Request Changes<span className="sr-only"> to {title}</span>
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {form.pending ? `Saving: ${APPROVAL_STATE_LABELS.pending}` : ''}
      </p>
    </form>
  );
}
