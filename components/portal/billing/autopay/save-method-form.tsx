'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { autopayCopy } from '@/content/autopay';
import { startPaymentMethodSetup } from '@/lib/billing/autopay/actions';
import { startSetupSchema } from '@/lib/billing/autopay/schema';

/**
 * Opens Stripe's page to save a card or bank account. With JavaScript the browser goes there
 * at once; a form posted without it comes back with a link to the page (the portal's
 * form-action policy would refuse a redirect to Stripe straight after a post).
 */
export function SaveMethodForm({ replace }: { replace: boolean }) {
  const form = useActionForm({
    action: startPaymentMethodSetup,
    schema: startSetupSchema,
    onSuccess: (result) => window.location.assign(result.url),
  });
  if (form.answer?.ok) {
    return (
      <a className={buttonClass('primary')} href={form.answer.url}>
        {autopayCopy.continueToStripe}
      </a>
    );
  }
  return (
    <form {...form.props} className="space-y-2">
      {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
      <Button type="submit" variant={replace ? 'secondary' : 'primary'} disabled={form.pending}>
        {form.pending ? autopayCopy.opening : replace ? autopayCopy.replaceMethod : autopayCopy.saveMethod}
      </Button>
    </form>
  );
}
