'use client';

import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { Action } from '@/lib/actions/action';

type Props = {
  token: string;
  /** The schema the action validates with (the same on both sides). */
  schema: z.ZodType;
  /** Signs in and redirects when it succeeds; a returned value is a refusal. */
  action: Action<object>;
  submitLabel: string;
  pendingLabel: string;
};

/** Choose a new password from an emailed link (password reset, invitation). */
export function TokenPasswordForm({ token, schema, action, submitLabel, pendingLabel }: Props) {
  const form = useActionForm({ action, schema });
  return (
    <form {...form.props} className="space-y-5">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <input type="hidden" name="token" value={token} />
      <InputField label="New Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" disabled={form.pending} className="w-full">
        {form.pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
