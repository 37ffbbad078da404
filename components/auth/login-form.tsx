'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { NOT_POSTED } from '@/lib/actions/posted-form';
import { signIn, signInFromForm } from '@/lib/auth/actions';
import { signInSchema, type SignInInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

/**
 * Signing in. With JavaScript the form is checked in the browser with the action's schema and
 * the action is called in the background. Before hydration or without JavaScript the browser
 * posts the form to the same action (signInFromForm), and the page comes back with its answer.
 */
export function LoginForm({ next }: { next?: string }) {
  const [posted, postAction] = useActionState(signInFromForm, NOT_POSTED);
  const [serverError, setServerError] = useState<string | null>(null);
  // Once submitted with JavaScript, the answer to an earlier plain post no longer shows.
  const [submittedHere, setSubmittedHere] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: posted.kept.email ?? '', password: '', next },
  });
  const shownError = submittedHere ? serverError : posted.error;
  const postedError = (field: 'email' | 'password') => (submittedHere ? undefined : posted.fieldErrors[field]);

  const onSubmit = handleSubmit(async (values) => {
    setSubmittedHere(true);
    setServerError(null);
    await callRedirectingAction(() => signIn(values), setServerError);
  });

  return (
    <form action={postAction} onSubmit={onSubmit} noValidate className="space-y-5">
      {shownError && <ErrorBox>{shownError}</ErrorBox>}
      {next && <input type="hidden" name="next" value={next} />}
      <InputField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? postedError('email')}
        // In the server's HTML too (the form's hook fills its boxes only once mounted).
        defaultValue={posted.kept.email ?? ''}
        {...register('email')}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ?? postedError('password')}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
