'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestPasswordReset } from '@/lib/accounts/actions';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/accounts/schema';
import { UNEXPECTED_ERROR } from '@/lib/navigation/redirect-error';

/** Forgot password: every email gets the same answer, whether or not it has an account. */
export function ForgotPasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
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
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <InputField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
