'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { supportCopy } from '@/content/client-portal';
import { createTicket } from '@/lib/support/actions';
import {
  emptyTicket,
  TICKET_FAILED,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  ticketSchema,
} from '@/lib/support/schema';

type Props = {
  projects: { id: string; title: string }[];
  /** The form's idempotency key, made by the page. */
  formKey: string;
};

/**
 * 'Create New Ticket': Subject, Priority, Description, 'Submit Ticket'. Works before
 * hydration too, with the page's key; a ticket stored empties the form for the next one.
 */
export function NewTicketForm({ projects, formKey }: Props) {
  const form = useActionForm({
    action: createTicket,
    schema: ticketSchema,
    failed: TICKET_FAILED,
    defaults: emptyTicket,
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <form {...form.props} className="space-y-4" aria-label={supportCopy.formHeading}>
      <IdempotencyKeyInput form={form} formKey={formKey} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      <InputField label="Subject" required {...form.field('subject')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Priority" required {...form.field('priority')}>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </SelectField>
        {projects.length > 0 && (
          <SelectField label="Project" {...form.field('projectId')}>
            <option value="">{supportCopy.generalProject}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextAreaField label="Description" required rows={5} {...form.field('description')} />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Submitting...' : supportCopy.submit}
      </Button>
    </form>
  );
}
