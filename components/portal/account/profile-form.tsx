'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { updateProfile } from '@/lib/accounts/actions';
import { profileSchema, type ProfileInput } from '@/lib/accounts/schema';

/**
 * Update your profile: name and phone for everyone; company and contacts for clients.
 * Works before hydration too; the boxes show the stored values in the server's HTML.
 */
export function ProfileForm({ values, isClient }: { values: ProfileInput; isClient: boolean }) {
  const form = useActionForm({ action: updateProfile, schema: profileSchema, defaults: values });
  return (
    <form {...form.props} className="space-y-4" aria-label="Profile">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Full Name" required autoComplete="name" {...form.field('fullName')} />
        <InputField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        {isClient && (
          <>
            <InputField label="Company Name" autoComplete="organization" {...form.field('companyName')} />
            <InputField label="Website" {...form.field('website')} />
            <TextAreaField label="Address" className="sm:col-span-2" {...form.field('address')} />
            <InputField label="Billing Email" type="email" {...form.field('billingEmail')} />
            <InputField label="Billing Contact Name" {...form.field('billingContactName')} />
            <InputField label="Billing Contact Email" type="email" {...form.field('billingContactEmail')} />
            <InputField label="Technical Contact Name" {...form.field('technicalContactName')} />
            <InputField label="Technical Contact Email" type="email" {...form.field('technicalContactEmail')} />
          </>
        )}
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
