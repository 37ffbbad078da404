'use client';

import { IdempotencyKeyInput } from '@/components/forms/idempotency-key-input';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { saveTestimonial } from '@/lib/showcase/actions';
import { saveTestimonialSchema, TESTIMONIAL_SAVE_FAILED } from '@/lib/showcase/schema';
import { MAX_PERSON_TEXT, MAX_QUOTE } from '@/lib/showcase/states';

/** The team writes down a testimonial a client person gave; it is published only once they approve it. */
export function TestimonialForm({
  projectId,
  services,
  formKey,
}: {
  projectId: string;
  services: readonly { anchor: string; title: string }[];
  formKey: string;
}) {
  const form = useActionForm({
    action: saveTestimonial,
    schema: saveTestimonialSchema,
    failed: TESTIMONIAL_SAVE_FAILED,
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <form {...form.props} className="space-y-4">
      <IdempotencyKeyInput form={form} formKey={formKey} />
      <input type="hidden" name="projectId" value={projectId} />
      <TextAreaField label="Quote" required maxLength={MAX_QUOTE} {...form.field('quote')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Person’s name" required maxLength={MAX_PERSON_TEXT} {...form.field('personName')} />
        <InputField
          label="Person’s role"
          required
          maxLength={MAX_PERSON_TEXT}
          help="For example: Operations Director, Northstar Outfitters"
          {...form.field('personRole')}
        />
      </div>
      <SelectField label="Service" {...form.field('serviceAnchor')}>
        <option value="">None</option>
        {services.map((s) => (
          <option key={s.anchor} value={s.anchor}>
            {s.title}
          </option>
        ))}
      </SelectField>
      <div aria-live="polite" className="space-y-3">
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Add Testimonial'}
      </Button>
    </form>
  );
}
