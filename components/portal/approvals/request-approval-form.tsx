'use client';

import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { requestApproval, requestApprovalFromForm } from '@/lib/approvals/actions';
import { APPROVAL_REQUEST_FAILED, APPROVAL_REQUESTED, requestApprovalSchema } from '@/lib/approvals/schema';
import { APPROVAL_KINDS, MAX_APPROVAL_TEXT, MAX_APPROVAL_TITLE, type ApprovalKind } from '@/lib/approvals/states';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';

type FieldName = 'fileId' | 'title' | 'note' | 'kind';
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The team asks the client to approve one of the project's files or a milestone. Works before
 * hydration too: the browser posts it to requestApprovalFromForm with the page's idempotency
 * key (`formKey`). Before hydration, choosing the other kind cannot swap the box below it; the
 * post is then refused for the missing file or name and comes back showing that box, the rest
 * kept.
 */
export function RequestApprovalForm({
  projectId,
  files,
  formKey,
}: {
  projectId: string;
  files: { id: string; fileName: string }[];
  formKey: string;
}) {
  const posted = usePostedForm(requestApprovalFromForm);
  // Bumped after a request made here: the boxes start again empty (not from a refused post's text).
  const [cleared, setCleared] = useState(0);
  const kept = posted.error && cleared === 0 ? posted.kept : {};
  // A refused post's kind, as the schema reads it; otherwise a file when there is one to ask about.
  const keptKind = requestApprovalSchema.shape.kind.safeParse(kept.kind);
  const [kind, setKind] = useState<ApprovalKind>(
    keptKind.success ? keptKind.data : files.length > 0 ? 'file' : 'milestone',
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const submission = useIdempotencyKey();
  const [pending, startTransition] = useTransition();
  const errorOf = (name: FieldName) => fieldErrors[name] ?? posted.fieldError(name);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    posted.submitting();
    const data = new FormData(event.currentTarget);
    const input = {
      projectId,
      kind,
      fileId: kind === 'file' ? String(data.get('fileId') ?? '') : '',
      title: kind === 'milestone' ? String(data.get('title') ?? '') : '',
      note: String(data.get('note') ?? ''),
    };
    setNotice(null);
    const parsed = requestApprovalSchema.safeParse(input);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setFieldErrors({});
    startTransition(async () => {
      const result = await requestApproval({ ...input, [IDEMPOTENCY_FIELD]: submission.key() }).catch(() => ({
        ok: false as const,
        error: APPROVAL_REQUEST_FAILED,
      }));
      if (redirectIfSessionExpired(result)) return;
      if (result.ok) {
        submission.renew();
        setCleared((n) => n + 1);
        setNotice(APPROVAL_REQUESTED);
        return;
      }
      posted.setError(result.error);
      setFieldErrors(('fieldErrors' in result ? result.fieldErrors : undefined) ?? {});
    });
  };

  return (
    <form action={posted.action} onSubmit={submit} noValidate className="space-y-4">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={posted.kept[IDEMPOTENCY_FIELD] ?? formKey} />
      <input type="hidden" name="projectId" value={projectId} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What should the client approve?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {APPROVAL_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                disabled={pending || (value === 'file' && files.length === 0)}
              />
              {value === 'file' ? 'A shared file' : 'A milestone'}
            </label>
          ))}
        </div>
      </fieldset>
      <div key={cleared} className="space-y-4">
        {kind === 'file' ? (
          <SelectField
            id={`approval-file-${projectId}`}
            label="File"
            name="fileId"
            required
            defaultValue={kept.fileId}
            error={errorOf('fileId')}
          >
            {files.map((file) => (
              <option key={file.id} value={file.id}>
                {file.fileName}
              </option>
            ))}
          </SelectField>
        ) : (
          <InputField
            id={`approval-title-${projectId}`}
            label="Milestone"
            name="title"
            required
            maxLength={MAX_APPROVAL_TITLE}
            help="For example: Design sign-off"
            defaultValue={kept.title}
            error={errorOf('title')}
          />
        )}
        <TextAreaField
          id={`approval-note-${projectId}`}
          label="Note to the client"
          name="note"
          maxLength={MAX_APPROVAL_TEXT}
          defaultValue={kept.note}
          error={errorOf('note')}
        />
      </div>
      <div aria-live="polite" className="space-y-3">
        {posted.error && <ErrorBox>{posted.error}</ErrorBox>}
        {(notice ?? posted.message) && <SuccessBox>{notice ?? posted.message}</SuccessBox>}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Working...' : 'Request Approval'}
      </Button>
    </form>
  );
}
