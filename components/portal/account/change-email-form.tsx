'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestEmailChange } from '@/lib/accounts/actions';
import { changeEmailSchema } from '@/lib/accounts/schema';

/** The new address gets a confirmation link; the email changes only when it is opened. Works before hydration too. */
export function ChangeEmailForm({ current }: { current: string }) {
  const form = useActionForm({ action: requestEmailChange, schema: changeEmailSchema });
  return (
    <form {...form.props} className="space-y-4" aria-label="Change email">
      <p className="text-sm text-slate-700">
        You sign in with <strong>{current}</strong>.
      </p>
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      <InputField label="New Email Address" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
