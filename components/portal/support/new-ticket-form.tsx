'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { supportCopy } from '@/content/client-portal';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { createTicket, createTicketFromForm } from '@/lib/support/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/form-key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import {
  emptyTicket,
  TICKET_FAILED,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  ticketSchema,
  type TicketInput,
  type TicketValues,
} from '@/lib/support/schema';

type FieldName = keyof TicketInput;

type Props = {
  projects: { id: string; title: string }[];
  /** The idempotency key of a post made before hydration, made by the page. */
  formKey: string;
};

/**
 * Spec §2.10 'Create New Ticket': Subject, Priority, Description, 'Submit Ticket'. Works before
 * hydration too: the browser posts it to createTicketFromForm with the page's key.
 */
export function NewTicketForm({ projects, formKey }: Props) {
  const [submitted, setSubmitted] = useState(false);
  const posted = usePostedForm(createTicketFromForm);
  // After a refused post, what was typed; otherwise an empty form.
  const shown: TicketInput = posted.error ? { ...emptyTicket, ...posted.kept } : emptyTicket;
  const submission = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TicketInput, unknown, TicketValues>({ resolver: zodResolver(ticketSchema), defaultValues: shown });
  // The boxes hold their values in the server's HTML too (the form's hook fills them only once mounted).
  const bind = (name: FieldName) => ({
    ...register(name),
    defaultValue: shown[name] ?? '',
    error: errors[name]?.message ?? posted.fieldError(name),
    disabled: isSubmitting,
  });

  const onSubmit = handleSubmit(async (values) => {
    posted.submitting();
    setSubmitted(false);
    try {
      const result = await createTicket({ ...values, [IDEMPOTENCY_FIELD]: submission.key() });
      redirectIfSessionExpired(result);
      if (result.ok) {
        submission.renew();
        reset(emptyTicket);
        setSubmitted(true);
        return;
      }
      posted.setError(result.error);
      for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
        if (name in emptyTicket) setError(name as FieldName, { message });
      }
    } catch {
      posted.setError(TICKET_FAILED);
    }
  });

  return (
    <form
      action={posted.action}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={supportCopy.formHeading}
      onChange={() => setSubmitted(false)}
    >
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={posted.kept[IDEMPOTENCY_FIELD] ?? formKey} />
      {posted.error && <ErrorBox>{posted.error}</ErrorBox>}
      {(submitted || posted.message) && <SuccessBox>{supportCopy.submitted}</SuccessBox>}
      <InputField label="Subject" required {...bind('subject')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Priority" required {...bind('priority')}>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </SelectField>
        {projects.length > 0 && (
          <SelectField label="Project" {...bind('projectId')}>
            <option value="">{supportCopy.generalProject}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextAreaField label="Description" required rows={5} {...bind('description')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : supportCopy.submit}
      </Button>
    </form>
  );
}
