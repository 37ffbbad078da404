'use client';

import { useId, useState } from 'react';
import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestApproval } from '@/lib/approvals/actions';
import { APPROVAL_REQUEST_FAILED, requestApprovalSchema } from '@/lib/approvals/schema';
import {
  MAX_APPROVAL_TEXT,
  MAX_APPROVAL_TITLE,
  REQUESTABLE_APPROVAL_KINDS,
  type RequestableApprovalKind,
} from '@/lib/approvals/states';

/**
 * The team asks the client to approve one of the project's files or a milestone. Works before
 * hydration too, with the page's idempotency key (`formKey`). Before hydration, choosing the
 * other kind cannot swap the box below it; the post is then refused for the missing file or
 * name and comes back showing that box, the rest kept.
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
  // React's id rather than one made of the project's 36-character id, repeated in each box's
  // label and help.
  const id = useId();
  const initialKind: RequestableApprovalKind = files.length > 0 ? 'file' : 'milestone';
  const form = useActionForm({
    action: requestApproval,
    schema: requestApprovalSchema,
    failed: APPROVAL_REQUEST_FAILED,
    // A request made: the boxes start again empty, for the next one.
    onSuccess: (_result, element) => {
      element?.reset();
      setKind(initialKind);
    },
  });
  // A refused post's kind, as the schema reads it; otherwise a file when there is one to ask about.
  const postedKind = requestApprovalSchema.shape.kind.safeParse(form.value('kind'));
  const [kind, setKind] = useState<RequestableApprovalKind>(postedKind.success ? postedKind.data : initialKind);

  return (
    <form {...form.props} className="space-y-4">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <input type="hidden" name="projectId" value={projectId} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">What should the client approve?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {REQUESTABLE_APPROVAL_KINDS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                disabled={value === 'file' && files.length === 0}
              />
              {value === 'file' ? 'A shared file' : 'A milestone'}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'file' ? (
        <SelectField
          id={`${id}file`}
          label="File"
          name="fileId"
          required
          defaultValue={form.value('fileId') || undefined}
          error={form.error('fileId')}
        >
          {files.map((file) => (
            <option key={file.id} value={file.id}>
              {file.fileName}
            </option>
          ))}
        </SelectField>
      ) : (
        <InputField
          id={`${id}title`}
          label="Milestone"
          required
          maxLength={MAX_APPROVAL_TITLE}
          help="For example: Design sign-off"
          {...form.field('title')}
        />
      )}
      <TextAreaField
        id={`${id}note`}
        label="Note to the client"
        maxLength={MAX_APPROVAL_TEXT}
        {...form.field('note')}
      />
      <div aria-live="polite" className="space-y-3">
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Working...' : 'Request Approval'}
      </Button>
    </form>
  );
}
