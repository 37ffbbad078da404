'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth/actions';
import { signOutSchema } from '@/lib/auth/schema';

/**
 * On success go to / ; on error stay on the page and say why. A form, so that a
 * click before the page's JavaScript has run (or without it) signs out too; the action sends
 * the browser home.
 */
export function SignOutButton({ className }: { className?: string }) {
  const form = useActionForm({
    action: signOut,
    schema: signOutSchema,
    failed: 'Sign out failed. Please try again.',
  });
  return (
    <form {...form.props} className={className}>
      <Button type="submit" variant="secondary" className="w-full" disabled={form.pending}>
        {form.pending ? 'Signing Out...' : 'Sign Out'}
      </Button>
      {form.formError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {form.formError}
        </p>
      )}
    </form>
  );
}
