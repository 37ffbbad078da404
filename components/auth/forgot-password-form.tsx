'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestPasswordReset, requestPasswordResetFromForm } from '@/lib/accounts/actions';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/accounts/schema';
import { UNEXPECTED_ERROR } from '@/lib/navigation/redirect-error';

/**
 * Forgot password: every email gets the same answer, whether or not it has an account. Before
 * hydration or without JavaScript the browser posts the form to the same action, and the page
 * comes back with its answer (useActionState).
 */
export function ForgotPasswordForm() {
  const form = usePostedForm(requestPasswordResetFromForm);
  const [sent, setSent] = useState<string | null>(null);
  const done = sent ?? form.message;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: form.kept.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.submitting();
    try {
      const result = await requestPasswordReset(values);
      if (result.ok) setSent(result.message);
      else form.setError(result.error);
    } catch {
      form.setError(UNEXPECTED_ERROR);
    }
  });

  if (done) return <SuccessBox>{done}</SuccessBox>;
  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="space-y-5">
      {form.error && <ErrorBox>{form.error}</ErrorBox>}
      <InputField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? form.fieldError('email')}
        // In the server's HTML too (the form's hook fills its boxes only once mounted).
        defaultValue={form.kept.email ?? ''}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
