'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { signInWithCode } from '@/lib/auth/actions';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export function TwoFactorForm({ next }: { next: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '', next } });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    await callRedirectingAction(() => signInWithCode(values), setServerError);
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
      <InputField
        label="Authentication Code"
        autoComplete="one-time-code"
        inputMode="text"
        help="The 6-digit code from your authenticator app, or one of your recovery codes."
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}
