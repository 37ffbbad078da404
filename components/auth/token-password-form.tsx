'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { PostedFormState } from '@/lib/actions/posted-form';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import type { tokenPasswordSchema, TokenPasswordInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

type Props = {
  token: string;
  /** The schema the action validates with (the same on both sides). */
  schema: ReturnType<typeof tokenPasswordSchema>;
  /** Signs in and redirects when it succeeds; a returned value is a refusal. */
  action: (values: TokenPasswordInput) => Promise<{ ok: boolean; error?: string } | undefined | void>;
  /** The same action for the form as the browser posts it itself (before hydration, or without JavaScript). */
  postAction: (previous: PostedFormState, form: FormData) => Promise<PostedFormState>;
  submitLabel: string;
  pendingLabel: string;
};

/** Choose a new password from an emailed link (password reset, invitation). */
export function TokenPasswordForm({ token, schema, action, postAction, submitLabel, pendingLabel }: Props) {
  const form = usePostedForm(postAction);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TokenPasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.submitting();
    await callRedirectingAction(() => action(values), form.setError);
  });

  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="space-y-5">
      {form.error && <ErrorBox>{form.error}</ErrorBox>}
      <input type="hidden" name="token" value={token} />
      <InputField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message ?? form.fieldError('password')}
        {...register('password')}
      />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? form.fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
