'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { SuccessBox } from '@/components/ui/notice';
import { changePassword } from '@/lib/accounts/actions';
import { changePasswordSchema } from '@/lib/accounts/schema';

/** Works before hydration too: the browser posts it to changePassword. A password changed empties the boxes. */
export function ChangePasswordForm() {
  const form = useActionForm({
    action: changePassword,
    schema: changePasswordSchema,
    onSuccess: (_result, element) => element?.reset(),
  });
  return (
    <form {...form.props} className="space-y-4" aria-label="Change password">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {form.answer?.ok && <SuccessBox>{form.answer.message}</SuccessBox>}
      <InputField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="New Password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
        <InputField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
