'use client';

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { budgetOptions, contactCopy, projectTypeOptions, timelineOptions } from '@/content/contact';
import { submitInquiry } from '@/lib/inquiries/actions';
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/key';
import { useIdempotencyKey } from '@/lib/idempotency/use-idempotency-key';
import type { ContactInput, ContactValues } from '@/lib/inquiries/schema';

const UNEXPECTED = 'We could not send your inquiry. Please check your connection and try again.';

const emptyContact: ContactInput = {
  fullName: '',
  email: '',
  company: '',
  phone: '',
  projectType: '' as never,
  budget: '' as never,
  timeline: '' as never,
  description: '',
  website: '',
};

// The schema and zod (about 45 KB gzip) load when the visitor first focuses the form, so they
// are not part of the page load; validation awaits them if the first check comes sooner.
const loadResolver = () => import('@/lib/inquiries/contact-resolver');
const contactResolver: Resolver<ContactInput, unknown, ContactValues> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options);

/** Spec §2.3/§4/§5: idle → submitting → thank-you card; a failure keeps every value. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submission = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    defaultValues: emptyContact,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await submitInquiry({ ...values, [IDEMPOTENCY_FIELD]: submission.key() });
      if (result.ok) {
        submission.renew();
        return setSent(true);
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof ContactInput, { message });
      }
      setServerError(result.error);
    } catch {
      setServerError(UNEXPECTED);
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-8 text-center">
        <h2 className="text-2xl font-bold text-green-900">{contactCopy.thankYou.title}</h2>
        <p className="mt-2 text-green-900">{contactCopy.thankYou.text}</p>
        <Button
          className="mt-6"
          onClick={() => {
            reset(emptyContact);
            setSent(false);
          }}
        >
          {contactCopy.thankYou.again}
        </Button>
      </div>
    );
  }

  const { labels } = contactCopy;
  return (
    // POST, so a submit before hydration never puts what the visitor typed into the URL.
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadResolver()}
      noValidate
      className="space-y-5"
      aria-label={contactCopy.title}
    >
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={labels.fullName}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <InputField
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={labels.company}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <InputField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          help={contactCopy.phoneHelp}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField label={labels.projectType} error={errors.projectType?.message} {...register('projectType')}>
          <option value="">Select a project type</option>
          <SelectOptions options={projectTypeOptions} />
        </SelectField>
        <SelectField label={labels.budget} error={errors.budget?.message} {...register('budget')}>
          <option value="">Select a budget range</option>
          <SelectOptions options={budgetOptions} />
        </SelectField>
        <SelectField
          label={labels.timeline}
          error={errors.timeline?.message}
          {...register('timeline')}
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
        error={errors.description?.message}
        {...register('description')}
      />
      {/* Honeypot for bots: hidden from people and assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? contactCopy.submitting : contactCopy.submit}
      </Button>
    </form>
  );
}
