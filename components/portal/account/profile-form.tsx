'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { updateProfile, updateProfileFromForm } from '@/lib/accounts/actions';
import { profileSchema, type ProfileInput } from '@/lib/accounts/schema';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { useActionSubmit } from './use-action-submit';

/**
 * The spec's update-profile: name and phone for everyone; company and contacts for clients.
 * Works before hydration too: the browser posts it to updateProfileFromForm.
 */
export function ProfileForm({ values, isClient }: { values: ProfileInput; isClient: boolean }) {
  const router = useRouter();
  const posted = usePostedForm(updateProfileFromForm);
  // After a refused post, what was typed; otherwise what is stored.
  const shown: ProfileInput = posted.error ? { ...values, ...posted.kept } : values;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: shown });
  const { serverError, success, run } = useActionSubmit(setError, posted);
  // The boxes hold their values in the server's HTML too (the form's hook fills them only once mounted).
  const field = (name: keyof ProfileInput) => ({
    ...register(name),
    defaultValue: shown[name] ?? '',
    error: errors[name]?.message ?? posted.fieldError(name),
  });
  const onSubmit = handleSubmit(async (input) => {
    if (await run(() => updateProfile(input))) router.refresh();
  });

  return (
    <form action={posted.action} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {success && <SuccessBox>{success}</SuccessBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Full Name" required autoComplete="name" {...field('fullName')} />
        <InputField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        {isClient && (
          <>
            <InputField label="Company Name" autoComplete="organization" {...field('companyName')} />
            <InputField label="Website" {...field('website')} />
            <TextAreaField label="Address" className="sm:col-span-2" {...field('address')} />
            <InputField label="Billing Email" type="email" {...field('billingEmail')} />
            <InputField label="Billing Contact Name" {...field('billingContactName')} />
            <InputField label="Billing Contact Email" type="email" {...field('billingContactEmail')} />
            <InputField label="Technical Contact Name" {...field('technicalContactName')} />
            <InputField label="Technical Contact Email" type="email" {...field('technicalContactEmail')} />
          </>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
