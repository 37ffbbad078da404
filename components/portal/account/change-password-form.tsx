'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { changePassword, changePasswordFromForm } from '@/lib/accounts/actions';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/accounts/schema';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { useActionSubmit } from './use-action-submit';

/** Works before hydration too: the browser posts it to changePasswordFromForm. */
export function ChangePasswordForm() {
  const router = useRouter();
  const posted = usePostedForm(changePasswordFromForm);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { serverError, success, run } = useActionSubmit(setError, posted);
  const onSubmit = handleSubmit(async (input) => {
    if (await run(() => changePassword(input))) {
      reset();
      router.refresh();
    }
  });

  return (
    <form action={posted.action} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {success && <SuccessBox>{success}</SuccessBox>}
      <InputField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message ?? posted.fieldError('currentPassword')}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message ?? posted.fieldError('newPassword')}
          {...register('newPassword')}
        />
        <InputField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message ?? posted.fieldError('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
