'use client';

import { useId } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { conversationCopy } from '@/content/conversations';
import { FILE_ACCEPT } from '@/lib/files/rules';
import { completeTask } from '@/lib/tasks/complete-action';
import { completeTaskSchema, MAX_COMPLETION_NOTE, PLAN_FAILED, TASK_COMPLETED } from '@/lib/tasks/schema';

/**
 * A client person marks a task waiting on them done, with a comment and, if it helps, files
 * (several at once; they go on the project's conversation as one message's attachments).
 * Works before and without JavaScript: a posted multipart form.
 */
export function CompleteTaskForm({ taskId, title }: { taskId: string; title: string }) {
  const form = useActionForm({ action: completeTask, schema: completeTaskSchema, failed: PLAN_FAILED });
  // One form per waiting task, so each box gets its own id: React's, shorter than the task's.
  const id = useId();
  if (form.answer?.ok) return <SuccessBox>{TASK_COMPLETED}</SuccessBox>;
  return (
    <form {...form.props} className="mt-3 space-y-3">
      <input type="hidden" name="id" value={taskId} />
      <TextAreaField
        id={`${id}comment`}
        label="Comment for the team"
        rows={2}
        maxLength={MAX_COMPLETION_NOTE}
        {...form.field('comment')}
      />
      <InputField
        id={`${id}files`}
        label="Files (optional)"
        type="file"
        multiple
        accept={FILE_ACCEPT}
        help={conversationCopy.attachHelp}
        {...form.field('files')}
        // A file box has no text to put back.
        defaultValue={undefined}
      />
      <div aria-live="polite">{form.formError && <ErrorBox>{form.formError}</ErrorBox>}</div>
      <Button type="submit" disabled={form.pending} aria-label={`Mark “${title}” done`}>
        {form.pending ? 'Sending...' : 'Mark done'}
      </Button>
    </form>
  );
}
