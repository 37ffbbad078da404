'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { signInWithCode, signInWithCodeFromForm } from '@/lib/auth/actions';
import { twoFactorCodeSchema, type TwoFactorCodeInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

/** The second sign-in step: a code from the authenticator app, or a recovery code (works before hydration too). */
export function TwoFactorForm({ next }: { next: string }) {
  const form = usePostedForm(signInWithCodeFromForm);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '', next } });
  const onSubmit = handleSubmit(async (values) => {
    form.submitting();
    await callRedirectingAction(() => signInWithCode(values), form.setError);
  });
  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="space-y-5">
      {form.error && <ErrorBox>{form.error}</ErrorBox>}
      <input type="hidden" name="next" value={next} />
      <InputField
        label="Authentication Code"
        autoComplete="one-time-code"
        inputMode="text"
        help="The 6-digit code from your authenticator app, or one of your recovery codes."
        error={errors.code?.message ?? form.fieldError('code')}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}
