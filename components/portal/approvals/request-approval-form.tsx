'use client';

import { useState, useTransition } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { requestApproval } from '@/lib/approvals/actions';
import { requestApprovalSchema } from '@/lib/approvals/schema';
import { MAX_APPROVAL_TEXT, MAX_APPROVAL_TITLE, type ApprovalKind } from '@/lib/approvals/states';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';

type FieldErrors = Partial<Record<'fileId' | 'title' | 'note' | 'kind', string>>;

/** The team asks the client to approve one of the project's files or a milestone. */
export function RequestApprovalForm({
  projectId,
  files,
}: {
  projectId: string;
  files: { id: string; fileName: string }[];
}) {
  const [kind, setKind] = useState<ApprovalKind>(files.length > 0 ? 'file' : 'milestone');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submission = useIdempotencyKey();
  const [pending, startTransition] = useTransition();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      projectId,
      kind,
      fileId: kind === 'file' ? String(data.get('fileId') ?? '') : '',
      title: kind === 'milestone' ? String(data.get('title') ?? '') : '',
      note: String(data.get('note') ?? ''),
    };
    setError(null);
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
        error: 'The approval could not be requested. Please try again.',
      }));
      if (redirectIfSessionExpired(result)) return;
      if (result.ok) {
        submission.renew();
        form.reset();
        setNotice('Approval requested: the client has been told.');
        return;
      }
      setError(result.error);
      setFieldErrors(('fieldErrors' in result ? result.fieldErrors : undefined) ?? {});
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What should the client approve?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['file', 'milestone'] as const).map((value) => (
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
      {kind === 'file' ? (
        <SelectField id={`approval-file-${projectId}`} label="File" name="fileId" required error={fieldErrors.fileId}>
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
          error={fieldErrors.title}
        />
      )}
      <TextAreaField
        id={`approval-note-${projectId}`}
        label="Note to the client"
        name="note"
        maxLength={MAX_APPROVAL_TEXT}
        error={fieldErrors.note}
      />
      <div aria-live="polite" className="space-y-3">
        {error && <ErrorBox>{error}</ErrorBox>}
        {notice && <SuccessBox>{notice}</SuccessBox>}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Working...' : 'Request Approval'}
      </Button>
    </form>
  );
}
