'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestEmailChange, requestEmailChangeFromForm } from '@/lib/accounts/actions';
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/accounts/schema';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { useActionSubmit } from './use-action-submit';

/**
 * The new address gets a confirmation link; the email changes only when it is opened. Works
 * before hydration too: the browser posts it to requestEmailChangeFromForm.
 */
export function ChangeEmailForm({ current }: { current: string }) {
  const posted = usePostedForm(requestEmailChangeFromForm);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: posted.kept.email ?? '' },
  });
  const { serverError, success, run } = useActionSubmit(setError, posted);
  const onSubmit = handleSubmit((input) => run(() => requestEmailChange(input)));

  return (
    <form action={posted.action} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change email">
      <p className="text-sm text-slate-700">
        You sign in with <strong>{current}</strong>.
      </p>
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      {success && <SuccessBox>{success}</SuccessBox>}
      <InputField
        label="New Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? posted.fieldError('email')}
        // In the server's HTML too (the form's hook fills its boxes only once mounted).
        defaultValue={posted.kept.email ?? ''}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
