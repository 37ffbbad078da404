'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { tokenPasswordSchema, TokenPasswordInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

type Props = {
  token: string;
  /** The schema the action validates with (the same on both sides). */
  schema: ReturnType<typeof tokenPasswordSchema>;
  /** Signs in and redirects when it succeeds; a returned value is a refusal. */
  action: (values: TokenPasswordInput) => Promise<{ ok: boolean; error?: string } | undefined | void>;
  submitLabel: string;
  pendingLabel: string;
};

/** Choose a new password from an emailed link (password reset, invitation). */
export function TokenPasswordForm({ token, schema, action, submitLabel, pendingLabel }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TokenPasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    await callRedirectingAction(() => action(values), setServerError);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <InputField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
