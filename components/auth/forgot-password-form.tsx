'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestPasswordReset, requestPasswordResetFromForm } from '@/lib/accounts/actions';
import { NOT_POSTED } from '@/lib/actions/posted-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/accounts/schema';
import { UNEXPECTED_ERROR } from '@/lib/navigation/redirect-error';

/**
 * Forgot password: every email gets the same answer, whether or not it has an account. Before
 * hydration or without JavaScript the browser posts the form to the same action, and the page
 * comes back with its answer (useActionState).
 */
export function ForgotPasswordForm() {
  const [posted, postAction] = useActionState(requestPasswordResetFromForm, NOT_POSTED);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submittedHere, setSubmittedHere] = useState(false);
  const [done, setDone] = useState<string | null>(posted.message);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: posted.kept.email ?? '' },
  });
  const shownError = submittedHere ? serverError : posted.error;

  const onSubmit = handleSubmit(async (values) => {
    setSubmittedHere(true);
    setServerError(null);
    try {
      const result = await requestPasswordReset(values);
      if (result.ok) setDone(result.message);
      else setServerError(result.error);
    } catch {
      setServerError(UNEXPECTED_ERROR);
    }
  });

  if (done) return <SuccessBox>{done}</SuccessBox>;
  return (
    <form action={postAction} onSubmit={onSubmit} noValidate className="space-y-5">
      {shownError && <ErrorBox>{shownError}</ErrorBox>}
      <InputField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? (submittedHere ? undefined : posted.fieldErrors.email)}
        // In the server's HTML too (the form's hook fills its boxes only once mounted).
        defaultValue={posted.kept.email ?? ''}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
