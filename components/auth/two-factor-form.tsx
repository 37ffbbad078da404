'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { signInWithCode } from '@/lib/auth/actions';
import { twoFactorCodeSchema } from '@/lib/auth/schema';

/** The second sign-in step: a code from the authenticator app, or a recovery code (works before hydration too). */
export function TwoFactorForm({ next }: { next: string }) {
  const form = useActionForm({ action: signInWithCode, schema: twoFactorCodeSchema });
  return (
    <form {...form.props} className="space-y-5">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <input type="hidden" name="next" value={next} />
      <InputField
        label="Authentication Code"
        autoComplete="one-time-code"
        inputMode="text"
        help="The 6-digit code from your authenticator app, or one of your recovery codes."
        {...form.field('code')}
      />
      <Button type="submit" disabled={form.pending} className="w-full">
        {form.pending ? 'Verifying...' : 'Verify and Sign In'}
      </Button>
    </form>
  );
}
