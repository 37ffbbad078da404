'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { decideApproval, decideApprovalFromForm } from '@/lib/approvals/actions';
import { decideApprovalSchema } from '@/lib/approvals/schema';
import { APPROVAL_STATE_LABELS, MAX_APPROVAL_TEXT } from '@/lib/approvals/states';

/**
 * The client's answer to one pending approval: a comment, then Approve or Request Changes.
 * Each button submits the form with its decision, so it works before hydration too (posted to
 * decideApprovalFromForm); with JavaScript the schema checks first and the page stays put.
 */
export function ApprovalDecisionForm({ id, title }: { id: string; title: string }) {
  const posted = usePostedForm(decideApprovalFromForm);
  const [comment, setComment] = useState(posted.kept.comment ?? '');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  // The pressed button names the decision; the schema checks it with the comment.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    posted.submitting();
    const decision = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const parsed = decideApprovalSchema.safeParse({ id, decision, comment });
    if (!parsed.success) {
      setCommentError(parsed.error.issues.find((issue) => issue.path[0] === 'comment')?.message);
      return;
    }
    setCommentError(undefined);
    startTransition(async () => {
      const result = await decideApproval({ id, decision: parsed.data.decision, comment }).catch(() => ({
        ok: false as const,
        error: 'Your decision could not be saved. Please try again.',
      }));
      if (redirectIfSessionExpired(result)) return;
      if (!result.ok) {
        posted.setError(result.error);
        setCommentError('fieldErrors' in result ? result.fieldErrors?.comment : undefined);
      }
    });
  };

  return (
    <form action={posted.action} onSubmit={onSubmit} className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      <input type="hidden" name="id" value={id} />
      <TextAreaField
        id={`approval-comment-${id}`}
        label={`Comment on “${title}”`}
        name="comment"
        maxLength={MAX_APPROVAL_TEXT}
        help="Optional when you approve; say what should change when you request changes."
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={commentError ?? posted.fieldError('comment')}
        disabled={pending}
      />
      {posted.error && <ErrorBox>{posted.error}</ErrorBox>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="approved" disabled={pending}>
          Approve<span className="sr-only"> {title}</span>
        </Button>
        <Button type="submit" name="decision" value="changes_requested" variant="secondary" disabled={pending}>
          Request Changes<span className="sr-only"> to {title}</span>
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {pending ? `Saving: ${APPROVAL_STATE_LABELS.pending}` : ''}
      </p>
    </form>
  );
}
