'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { updateProfile } from '@/lib/accounts/actions';
import { profileSchema, type ProfileInput } from '@/lib/accounts/schema';
import { useActionSubmit } from './use-action-submit';

export const PROFILE_SAVED = 'Your profile has been saved.';

/** The spec's update-profile: name and phone for everyone; company and contacts for clients. */
export function ProfileForm({ values, isClient }: { values: ProfileInput; isClient: boolean }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: values });
  const { serverError, success, run } = useActionSubmit(setError, PROFILE_SAVED);
  const onSubmit = handleSubmit(async (input) => {
    if (await run(() => updateProfile(input))) router.refresh();
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {success && <SuccessBox>{success}</SuccessBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Full Name"
          required
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <InputField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        {isClient && (
          <>
            <InputField
              label="Company Name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <InputField label="Website" error={errors.website?.message} {...register('website')} />
            <TextAreaField
              label="Address"
              className="sm:col-span-2"
              error={errors.address?.message}
              {...register('address')}
            />
            <InputField
              label="Billing Email"
              type="email"
              error={errors.billingEmail?.message}
              {...register('billingEmail')}
            />
            <InputField
              label="Billing Contact Name"
              error={errors.billingContactName?.message}
              {...register('billingContactName')}
            />
            <InputField
              label="Billing Contact Email"
              type="email"
              error={errors.billingContactEmail?.message}
              {...register('billingContactEmail')}
            />
            <InputField
              label="Technical Contact Name"
              error={errors.technicalContactName?.message}
              {...register('technicalContactName')}
            />
            <InputField
              label="Technical Contact Email"
              type="email"
              error={errors.technicalContactEmail?.message}
              {...register('technicalContactEmail')}
            />
          </>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
