'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { requestEmailChange } from '@/lib/accounts/actions';
import { changeEmailSchema } from '@/lib/accounts/schema';

/**
 * The new address gets a confirmation link; the email changes only when it is opened, and the
 * current address is told, with a link to undo it. The person proves it is them first: the
 * current password, or a code from the authenticator app when two-factor is on. A request
 * sent empties the secret box. Works before hydration too.
 */
export function ChangeEmailForm({ current, twoFactor }: { current: string; twoFactor: boolean }) {
  const form = useActionForm({
    action: requestEmailChange,
    schema: changeEmailSchema,
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <form {...form.props} className="space-y-4" aria-label="Change email">
      <p className="text-sm text-slate-700">
        You sign in with <strong>{current}</strong>.
      </p>
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      <InputField label="New Email Address" type="email" autoComplete="email" {...form.field('email')} />
      {twoFactor ? (
        <InputField
          label="Code from Your Authenticator App"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.field('code')}
          id="change-email-code"
        />
      ) : (
        <InputField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          // The password form below has a box of the same name: the ids must differ.
          id="change-email-current-password"
        />
      )}
      <Button type="submit" variant="secondary" disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
