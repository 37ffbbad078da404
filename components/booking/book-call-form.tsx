'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, SelectOptions, TextAreaField } from '@/components/ui/form-field';
import { bookingCopy } from '@/content/booking';
import { budgetOptions, projectTypeOptions, timelineOptions } from '@/content/contact';
import { bookCall } from '@/lib/bookings/actions';
import { bookCallSchema } from '@/lib/bookings/schema';
import { SlotPicker } from './slot-picker';

const { labels } = bookingCopy;
const choose = (text: string) => [{ value: '', label: text }];

/**
 * Book a call: a time, who is calling, and three screening questions. Posted without
 * JavaScript too; a booked call opens its own page (the action redirects), a time taken
 * meanwhile comes back as the time's message with everything else kept.
 */
export function BookCallForm({
  slots,
  zone,
  chosenZone,
  formKey,
}: {
  slots: readonly string[];
  zone: string;
  chosenZone: boolean;
  formKey: string;
}) {
  const form = useActionForm({ action: bookCall, schema: bookCallSchema, failed: bookingCopy.storeFailed });
  const busy = form.pending;
  return (
    <form {...form.props} className="space-y-8">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <SlotPicker slots={slots} zone={zone} chosenZone={chosenZone} error={form.error('startsAt')} disabled={busy} />
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={busy}>
        <legend className="mb-2 text-lg font-semibold text-slate-900">About you</legend>
        <InputField label={labels.fullName} required autoComplete="name" {...form.field('fullName')} />
        <InputField label={labels.email} required type="email" autoComplete="email" {...form.field('email')} />
        <InputField label={labels.company} required autoComplete="organization" {...form.field('company')} />
        <InputField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          help={bookingCopy.phoneHelp}
          {...form.field('phone')}
        />
        <SelectField label={labels.projectType} required {...form.field('projectType')}>
          <SelectOptions options={[...choose('Choose a topic'), ...projectTypeOptions]} />
        </SelectField>
        <SelectField label={labels.budget} required {...form.field('budget')}>
          <SelectOptions options={[...choose('Choose a range'), ...budgetOptions]} />
        </SelectField>
        <SelectField label={labels.timeline} required {...form.field('timeline')}>
          <SelectOptions options={[...choose('Choose a timeline'), ...timelineOptions]} />
        </SelectField>
        <TextAreaField label={labels.notes} rows={3} className="sm:col-span-2" {...form.field('notes')} />
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor="booking-website">Website</label>
          <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? bookingCopy.submitting : bookingCopy.submit}
      </Button>
    </form>
  );
}
