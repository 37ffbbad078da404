'use client';

import { useActionState, useState, useTransition, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { budgetOptions, contactCopy, projectTypeOptions, timelineOptions } from '@/content/contact';
import { submitInquiryForm } from '@/lib/inquiries/actions';
import {
  CONTACT_FIELDS,
  contactValuesFrom,
  initialContactFormState,
  type ContactFormState,
  type ContactFormValues,
} from '@/lib/inquiries/contact-form-state';
import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from '@/lib/idempotency/form-key';
import { firstErrors } from '@/lib/validation/field-errors';

type FieldErrors = Partial<Record<keyof ContactFormValues, string>>;

// The schema and zod (about 45 KB gzip) load when the visitor first focuses the form, so they
// are not part of the page load; a check awaits them if it comes sooner. The server action
// parses with the same schema, and the messages are picked the same way (firstErrors).
const loadSchema = () => import('@/lib/inquiries/schema').then((m) => m.contactSchema);

async function check(values: ContactFormValues): Promise<FieldErrors> {
  const parsed = (await loadSchema()).safeParse(values);
  return parsed.success ? {} : (firstErrors(parsed.error.issues) as FieldErrors);
}

const UNEXPECTED = 'We could not send your inquiry. Please check your connection and try again.';

/**
 * Idle → submitting → thank-you card; a refusal keeps every value.
 * Progressively enhanced: before (or without) JavaScript the browser posts the form to its
 * server action, and the page comes back rendered from the action's answer (useActionState):
 * the messages with the typed text, or the thanks. With JavaScript the same schema checks the
 * form in the browser first (on submit, then each field again as it changes), and the action
 * runs in the background; a lost connection is answered here, where the visitor's text is kept.
 * The controls are uncontrolled, so what the visitor typed stays in them whatever the answer.
 */
export function ContactForm() {
  const [posted, formAction] = useActionState(submitInquiryForm, initialContactFormState);
  // Answers to submits made with JavaScript; until the first, the posted form's answer.
  const [answered, setAnswered] = useState<ContactFormState | null>(null);
  // The browser's own check, from the first submit on (null before it).
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const [pending, startTransition] = useTransition();
  const state = answered ?? posted;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    // One key per form fill, kept in the form's state like a posted answer's: the page is
    // prerendered (the same HTML for every visitor), so the first submit makes it, and a
    // resubmit after a lost answer sends it again and stores one inquiry.
    const key = state.key || newIdempotencyKey();
    formData.set(IDEMPOTENCY_FIELD, key);
    const values = contactValuesFrom(formData);
    // A new attempt: the last answer's messages give way to this one's.
    setAnswered({ ...state, values, fieldErrors: {}, error: null, key });
    const errors = await check(values);
    setChecked(errors);
    const invalid = CONTACT_FIELDS.find((field) => errors[field]);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLElement | null)?.focus();
      return;
    }
    startTransition(async () => {
      const next = state.answer + 1;
      try {
        const answer = await submitInquiryForm(state, formData);
        if (answer.status === 'sent') setChecked(null); // its answer carries the next fill's key
        setAnswered(answer);
      } catch {
        setAnswered({
          status: 'error',
          values,
          fieldErrors: {},
          error: UNEXPECTED,
          answer: next,
          key,
        });
      }
    });
  };

  // After the first submit, a field is checked again as it changes (its message comes or goes).
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as { name?: string }).name as keyof ContactFormValues | undefined;
    if (checked === null || !field || !CONTACT_FIELDS.includes(field)) return;
    const errors = await check(contactValuesFrom(new FormData(event.currentTarget)));
    setChecked((current) => current && { ...current, [field]: errors[field] });
  };

  if (state.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-8 text-center">
        <h2 className="text-2xl font-bold text-green-900">{contactCopy.thankYou.title}</h2>
        <p className="mt-2 text-green-900">{contactCopy.thankYou.text}</p>
        {/* Without JavaScript the link loads the empty form again. */}
        <a
          href=""
          className={buttonClass('primary', 'mt-6')}
          onClick={(event) => {
            event.preventDefault();
            // The form mounts again, empty (its controls' defaults are the empty state's).
            setAnswered({ ...initialContactFormState, answer: state.answer });
          }}
        >
          {contactCopy.thankYou.again}
        </a>
      </div>
    );
  }

  // The browser's own check first; the server's answer for a field it has not checked again.
  const errorOf = (field: keyof ContactFormValues) => checked?.[field] ?? state.fieldErrors[field];
  const shown = state.values;
  const { labels } = contactCopy;
  return (
    // A POST to the server action, so a submit before hydration never puts what the visitor typed
    // into the URL. defaultValue gives the server's HTML the values of a refused post.
    <form
      action={formAction}
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => void onChange(event)}
      onFocus={() => void loadSchema()}
      noValidate
      className="space-y-5"
      aria-label={contactCopy.title}
    >
      {state.error && <ErrorBox>{state.error}</ErrorBox>}
      {/* This fill's key once there is one (see ContactFormState.key); the first post made
          before hydration has none, and the server makes it. */}
      {state.key && <IdempotencyKeyInput formKey={state.key} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={labels.fullName}
          autoComplete="name"
          error={errorOf('fullName')}
          defaultValue={shown.fullName}
          name="fullName"
        />
        <InputField
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          defaultValue={shown.email}
          name="email"
        />
        <InputField
          label={labels.company}
          autoComplete="organization"
          error={errorOf('company')}
          defaultValue={shown.company}
          name="company"
        />
        <InputField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          help={contactCopy.phoneHelp}
          error={errorOf('phone')}
          defaultValue={shown.phone}
          name="phone"
        />
        <SelectField
          label={labels.projectType}
          error={errorOf('projectType')}
          defaultValue={shown.projectType}
          name="projectType"
        >
          <option value="">Select a project type</option>
          <SelectOptions options={projectTypeOptions} />
        </SelectField>
        <SelectField label={labels.budget} error={errorOf('budget')} defaultValue={shown.budget} name="budget">
          <option value="">Select a budget range</option>
          <SelectOptions options={budgetOptions} />
        </SelectField>
        <SelectField
          label={labels.timeline}
          error={errorOf('timeline')}
          defaultValue={shown.timeline}
          name="timeline"
          className="sm:col-span-2"
        >
          <option value="">Select a timeline</option>
          <SelectOptions options={timelineOptions} />
        </SelectField>
      </div>
      <TextAreaField
        label={labels.description}
        rows={6}
        help="At least 50 characters: what you need, who will use it, and what you use today."
        error={errorOf('description')}
        defaultValue={shown.description}
        name="description"
      />
      {/* Honeypot for bots: hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={shown.website}
          name="website"
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? contactCopy.submitting : contactCopy.submit}
      </Button>
    </form>
  );
}
