'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { acceptInvitationSchema, type AcceptInvitationInput } from '@/lib/auth/invite-schema';
import { acceptInvitation } from '@/lib/invitations/actions';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

/** Choose a password for an invited account; on success the action signs in and redirects. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    await callRedirectingAction(() => acceptInvitation(values), setServerError);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
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
        {isSubmitting ? 'Setting Password...' : 'Set Password and Sign In'}
      </Button>
    </form>
  );
}
