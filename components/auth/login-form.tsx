'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { signIn } from '@/lib/auth/actions';
import { signInSchema } from '@/lib/auth/schema';

/**
 * Signing in. The form posts to the sign-in action, which redirects once signed in; with
 * JavaScript the action's schema checks it first. A refusal comes back with the email, never
 * the password.
 */
export function LoginForm({ next }: { next?: string }) {
  const form = useActionForm({ action: signIn, schema: signInSchema });
  return (
    <form {...form.props} className="space-y-5">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      {next && <input type="hidden" name="next" value={next} />}
      <InputField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
      <InputField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" disabled={form.pending} className="w-full">
        {form.pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
