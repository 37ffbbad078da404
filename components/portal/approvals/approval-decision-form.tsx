'use client';

import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { decideApproval } from '@/lib/approvals/actions';
import { decideApprovalSchema } from '@/lib/approvals/schema';
import { APPROVAL_STATE_LABELS, MAX_APPROVAL_TEXT, type ApprovalDecision } from '@/lib/approvals/states';

/** The client's answer to one pending approval: a comment, then Approve or Request Changes. */
export function ApprovalDecisionForm({ id, title }: { id: string; title: string }) {
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const decide = (decision: ApprovalDecision) => {
    setError(null);
    const parsed = decideApprovalSchema.safeParse({ id, decision, comment });
    if (!parsed.success) {
      setCommentError(parsed.error.issues.find((issue) => issue.path[0] === 'comment')?.message);
      return;
    }
    setCommentError(undefined);
    startTransition(async () => {
      const result = await decideApproval({ id, decision, comment }).catch(() => ({
        ok: false as const,
        error: 'Your decision could not be saved. Please try again.',
      }));
      if (redirectIfSessionExpired(result)) return;
      if (!result.ok) {
        setError(result.error);
        setCommentError('fieldErrors' in result ? result.fieldErrors?.comment : undefined);
      }
    });
  };

  return (
    <form
      method="post"
      className="mt-3 space-y-3 border-t border-slate-100 pt-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextAreaField
        id={`approval-comment-${id}`}
        label={`Comment on “${title}”`}
        name="comment"
        maxLength={MAX_APPROVAL_TEXT}
        help="Optional when you approve; say what should change when you request changes."
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={commentError}
        disabled={pending}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide('approved')} disabled={pending}>
          Approve<span className="sr-only"> {title}</span>
        </Button>
        <Button variant="secondary" onClick={() => decide('changes_requested')} disabled={pending}>
          Request Changes<span className="sr-only"> to {title}</span>
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {pending ? `Saving: ${APPROVAL_STATE_LABELS.pending}` : ''}
      </p>
    </form>
  );
}
