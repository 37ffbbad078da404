'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { usePostedForm } from '@/lib/actions/use-posted-form';
import { signIn, signInFromForm } from '@/lib/auth/actions';
import { signInSchema, type SignInInput } from '@/lib/auth/schema';
import { callRedirectingAction } from '@/lib/navigation/redirect-error';

/**
 * Signing in. With JavaScript the form is checked in the browser with the action's schema and
 * the action is called in the background. Before hydration or without JavaScript the browser
 * posts the form to the same action (signInFromForm), and the page comes back with its answer.
 */
export function LoginForm({ next }: { next?: string }) {
  const form = usePostedForm(signInFromForm);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: form.kept.email ?? '', password: '', next },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.submitting();
    await callRedirectingAction(() => signIn(values), form.setError);
  });

  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="space-y-5">
      {form.error && <ErrorBox>{form.error}</ErrorBox>}
      {next && <input type="hidden" name="next" value={next} />}
      <InputField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? form.fieldError('email')}
        // In the server's HTML too (the form's hook fills its boxes only once mounted).
        defaultValue={form.kept.email ?? ''}
        {...register('email')}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ?? form.fieldError('password')}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
