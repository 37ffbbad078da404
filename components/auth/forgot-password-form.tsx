'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestPasswordReset } from '@/lib/accounts/actions';
import { forgotPasswordSchema } from '@/lib/accounts/schema';

/** Forgot password: every email gets the same answer, whether or not it has an account. */
export function ForgotPasswordForm() {
  const form = useActionForm({ action: requestPasswordReset, schema: forgotPasswordSchema });
  if (form.answer?.ok) return <SuccessBox>{form.answer.message}</SuccessBox>;
  return (
    <form {...form.props} className="space-y-5">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <InputField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" disabled={form.pending} className="w-full">
        {form.pending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
