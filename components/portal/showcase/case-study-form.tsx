'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { saveCaseStudy } from '@/lib/showcase/actions';
import { CASE_STUDY_SAVE_FAILED, saveCaseStudySchema } from '@/lib/showcase/schema';
import {
  MAX_CASE_STUDY_SECTION,
  MAX_CASE_STUDY_SUMMARY,
  MAX_CASE_STUDY_TITLE,
  MAX_CLIENT_LABEL,
} from '@/lib/showcase/states';

export type CaseStudyDefaults = {
  title: string;
  summary: string;
  problem: string;
  approach: string;
  results: string;
  serviceAnchor: string;
  clientNamed: string;
  clientLabel: string;
};

/**
 * The team writes the case study of a completed project. Saving changes to a text the client
 * was asked about takes it back to a draft (`askedAbout` says so beside the button).
 */
export function CaseStudyForm({
  projectId,
  defaults,
  services,
  askedAbout,
}: {
  projectId: string;
  defaults: CaseStudyDefaults;
  services: readonly { anchor: string; title: string }[];
  askedAbout: boolean;
}) {
  const form = useActionForm({
    action: saveCaseStudy,
    schema: saveCaseStudySchema,
    defaults,
    failed: CASE_STUDY_SAVE_FAILED,
  });
  const { defaultValue: namedDefault, ...namedField } = form.field('clientNamed');
  return (
    <form {...form.props} className="space-y-4">
      <input type="hidden" name="projectId" value={projectId} />
      <InputField label="Title" required maxLength={MAX_CASE_STUDY_TITLE} {...form.field('title')} />
      <TextAreaField
        label="Summary"
        required
        maxLength={MAX_CASE_STUDY_SUMMARY}
        help="One or two sentences for the list and search results."
        {...form.field('summary')}
      />
      <TextAreaField label="The problem" required maxLength={MAX_CASE_STUDY_SECTION} {...form.field('problem')} />
      <TextAreaField label="Our approach" required maxLength={MAX_CASE_STUDY_SECTION} {...form.field('approach')} />
      <TextAreaField label="The results" required maxLength={MAX_CASE_STUDY_SECTION} {...form.field('results')} />
      <SelectField label="Service" help="The service card it is shown with." {...form.field('serviceAnchor')}>
        <option value="">None</option>
        {services.map((s) => (
          <option key={s.anchor} value={s.anchor}>
            {s.title}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="Name the client (otherwise the page describes them without their name)"
        value="true"
        defaultChecked={namedDefault === 'true' || namedDefault === 'on'}
        {...namedField}
      />
      <InputField
        label="How the page names the client"
        required
        maxLength={MAX_CLIENT_LABEL}
        help="Their company name if named; otherwise a description, such as “A regional outdoor retailer”."
        {...form.field('clientLabel')}
      />
      <div aria-live="polite" className="space-y-3">
        {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
        {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Save Case Study'}
        </Button>
        {askedAbout && (
          <p className="text-sm text-slate-700">
            Saving a change takes it back to a draft and off the website until the client approves the new text.
          </p>
        )}
      </div>
    </form>
  );
}
